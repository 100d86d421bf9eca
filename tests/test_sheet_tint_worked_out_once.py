"""The Yams sheet's column tint (game.widgets.sheet_tint.column_tint) is worked out once per
seat colour and paper, not at every frame: its search of AA-safe tints was a seventh of a
Yams table's frame (the suite's time, and the game's)."""

from __future__ import annotations

from game.widgets import sheet_tint


def test_the_column_tint_is_searched_once_per_seat_and_paper(monkeypatch):
    searched = []
    real = sheet_tint.clear_tint

    def counted(colour, paper, inks):
        searched.append((tuple(colour), tuple(paper)))
        return real(colour, paper, inks)

    monkeypatch.setattr(sheet_tint, "clear_tint", counted)
    monkeypatch.setattr(sheet_tint, "_TINTS", {})
    first = [sheet_tint.column_tint(style) for style in range(3)]
    again = [sheet_tint.column_tint(style) for style in range(3)]  # the next frames
    assert again == first
    assert len(searched) == 3
    on_white = sheet_tint.column_tint(0, paper=(250, 250, 250))  # another paper: its own
    assert len(searched) == 4 and sheet_tint.column_tint(0, paper=(250, 250, 250)) == on_white
