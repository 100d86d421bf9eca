"""The ledger is the turn's story as it grows, no dead band under its rows (round 73, hF84, critic
J72 #6: one row at the top, then ~150 px of bare felt and a lone faint rule): the place under
the turn's rows holds the throw not yet set aside, "Aruncarea 2", in the place its dice will
land (round 79, ruling S64 2., critic cB78 #1: its grey squares read dead; S64 amended round 79,
fixC: the dice chosen from it are the mat's alone; amended round 81, hF107, S96 3.: pictured
in the line, critic cF80). The line never moves: it stands
in the same place while its dice fly and land and as dice are chosen (round 77, hF90, ruling
S26: the selection's pending row, which took its place, is gone: the selection lives on the
mat), its throw's row takes that very place as the next throw flies (the next throw's line then
one place down), and a bust leaves it where it stood, plain (round 76, hF89: its dull red said
the bust again). Stepped with the fake clock."""

from __future__ import annotations

import pytest

from game.widgets.farkle_ledger import ledger_places
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _line(table, size):
    """The next throw's line as drawn: its place, its words, its faint dice."""
    frame = recorded_frame(table, size)
    places = [p.rect for p in frame.panels if p.role == "ledger_next_throw"]
    words = [t for t in frame.texts if t.role == "ledger_next_throw"]
    dice = [p.rect for p in frame.panels if p.role == "ledger_next_die"]
    return places, words, dice, frame


def _on_grid(rect, places):
    """Whether ``rect`` is one of the ledger's ``places`` (the record rounds by a pixel)."""
    return any(abs(rect.y - p.y) <= 1 and abs(rect.h - p.h) <= 1 for p in places)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_next_throw_stands_under_the_rows_and_never_moves(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        # throw 1: 1 5 5 5 (600) and two dice left; throw 2: 1 and a 3; throw 3: a bust
        table = table_with(app, 2, 1, 5, 5, 5, 3, 4, 1, 3, 2)
        places = ledger_places(table.groups_rect, table.scale)
        play(app, 2)
        table.press_roll()
        play(app)
        assert not _line(table, size)[0], "no line before a die is chosen (the card's place)"
        for i in (0, 1, 2, 3):
            table.press_die(i)
        play(app, 30)
        lines, words, dice, frame = _line(table, size)
        # (round 77, hF90, ruling S26: no pending row; the throw being played is the line,
        # in the first place; S64 amended round 79, fixC: its words alone, the chosen dice
        # the mat's only, never six grey squares nor the mat's dice again)
        assert not [p for p in frame.panels if p.role == "ledger_pending"]
        assert len(lines) == 1 and _on_grid(lines[0], places[:1]), (lines, places)
        first = lines[0]
        # (amended round 81, hF107, S64 amended round 81 / S96 3., critic cF80: the chosen
        # dice pictured in the line; a narrow ledger gives its words up to the four dice)
        assert [w.text for w in words] in ([], [app.tr("farkle.ledger.next_throw", n=1)])
        assert len(dice) == 4, dice
        table.press_roll()  # the second throw in the air: the first's row takes its place
        app.step(0.1)
        lines, words, dice, frame = _line(table, size)
        rows = [p.rect for p in frame.panels if p.role == "ledger_row"]
        assert [r.topleft for r in rows] == [first.topleft], (rows, first)
        assert len(lines) == 1 and lines[0].top >= rows[0].bottom - 1, (lines, rows)
        line = lines[0]
        assert [w.text for w in words] == [app.tr("farkle.ledger.next_throw", n=2)]
        assert dice == [], dice  # (nothing chosen from it yet: its words alone, S64 2.)
        assert all(line.contains(w.rect) for w in words), words
        play(app)  # landed: the line stays
        lines, words, dice, _ = _line(table, size)
        assert lines == [line] and dice == [], (lines, dice)
        table.press_die(0)  # a die chosen: the line keeps its place and words (S26), the
        play(app, 30)  # die on the mat only (S64 amended round 79, fixC)
        lines, words, dice, frame = _line(table, size)
        assert not [p for p in frame.panels if p.role == "ledger_pending"]
        assert lines == [line] and len(dice) == 1, (lines, dice)  # (pictured: S96 3.)
        assert [w.text for w in words] == [app.tr("farkle.ledger.next_throw", n=2)]
        table.press_roll()  # the third throw in the air: its line one place down, if any
        app.step(0.1)
        lines = _line(table, size)[0]
        assert all(_on_grid(r, places) and r.top >= line.bottom - 1 for r in lines), lines
        play(app)
        assert table.flow.bust_shown
        _, words, dice, frame = _line(table, size)
        # (round 76, hF89, ruling S15 amended: the line stays plain under the stamp, the
        # ledger quiet; it was drawn in the bust's dull red, a bust said again)
        lost = [p.rect for p in frame.panels if p.role == "ledger_next_throw"]
        assert lost == lines, ("the bust's line moved", lost, lines)
        assert not [p for p in frame.panels if p.role == "ledger_lost_throw"]
        if lines:
            assert [w.text for w in words] == [app.tr("farkle.ledger.next_throw", n=3)]
    finally:
        app.close()
