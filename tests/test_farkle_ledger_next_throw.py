"""The ledger is the turn's story as it grows, no dead band under its rows (round 73, hF84,
critic J72 #6: one row at the top, then ~150 px of bare felt and a lone faint rule): the
place under the turn's rows holds the throw not yet set aside, "Aruncarea 2" with the dice
it throws as faint dice, in the place its dice will land. The line never moves: it stands in
the same place while its dice fly and land, the selection's row takes that very place when a
die is chosen (the next throw's line then one place down), and a bust leaves it where it
stood, plain (round 76, hF89: its dull red said the bust again). Stepped with the fake clock."""

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
        play(app, 2)
        lines, words, dice, frame = _line(table, size)
        pending = [p.rect for p in frame.panels if p.role == "ledger_pending"]
        assert len(lines) == 1 and _on_grid(lines[0], places), (lines, places)
        line = lines[0]
        assert pending and line.top >= pending[0].bottom, (line, pending)
        assert [w.text for w in words] == [app.tr("farkle.ledger.next_throw", n=2)]
        assert len(dice) == 2 and all(line.contains(d) for d in dice), dice
        assert all(line.contains(w.rect) for w in words), words
        table.press_roll()  # the second throw in the air, then landed: the line stays
        app.step(0.1)
        assert _line(table, size)[0] == [line], "the line moved as the dice flew"
        play(app)
        lines, words, dice, _ = _line(table, size)
        assert lines == [line] and len(dice) == 2, (lines, dice)
        table.press_die(0)
        play(app, 2)
        frame = recorded_frame(table, size)
        pending = [p.rect for p in frame.panels if p.role == "ledger_pending"]
        assert [r.topleft for r in pending] == [line.topleft], (pending, line)  # its place
        lines, words, dice, _ = _line(table, size)
        later = [p for p in places if p.top >= pending[0].bottom - 1]
        assert len(lines) == len(later[:1]), (lines, later)  # one place down, if any
        assert all(_on_grid(r, later[:1]) for r in lines), (lines, later)
        if lines:
            assert [w.text for w in words] == [app.tr("farkle.ledger.next_throw", n=3)]
            assert len(dice) == 1, dice
        table.press_roll()
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
