"""The 10 000's turn story fills as dice are chosen (ruling S81 1., round 80, hF102; critics
cF79 #3 and cB79: "Puse deoparte în această tură" showed only "Aruncarea 1" over a blank panel
while "Total tură" said 600).

The line of the throw being played says what this throw adds as each chosen die lands on the
mat ("Aruncarea 1 … +600"), its dice the mat's alone (S64 amended round 79 stands: no copy of
the mat's dice); when the next throw sets them aside, they fly from the mat into the ledger's
row, drawn there once they land."""

from __future__ import annotations

import pytest

from game import theme_table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]


def _line_points(table, size) -> list[str]:
    """The figures written on the throw's line in one frame."""
    frame = recorded_frame(table, size)
    return [t.text for t in frame.texts if t.role == "ledger_next_points"]


@pytest.mark.parametrize("size", SIZES)
def test_the_throws_line_says_what_it_adds_as_each_die_lands(tmp_path, size):
    """5, 5, 5 then a 1 chosen: "+50", "+100", "+500", "+600", each once its die lies on the
    mat (never while it glides: S53 1.); the next throw's line says nothing until a die of it
    is chosen, then "+100" for its 1."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        said = []
        for i in (0, 1, 2, 3):  # (round 82, hF113, S114 4.: the turn's first throw's
            table.press_die(i)  # figure is "Total tură"'s alone, never "+600" beside it)
            play(app, 4)
            said.append(_line_points(table, size))
            assert said[-1] == [], said
        table.press_roll()
        play(app)
        assert _line_points(table, size) == []  # the new throw: nothing chosen from it yet
        table.press_die(0)
        assert table.flow.dice.gliding and "+100" not in _line_points(table, size)
        play(app, 4)
        assert _line_points(table, size) == ["+100"]  # once its die lies on the mat
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_chosen_dice_fly_from_the_mat_into_the_ledgers_row(tmp_path, size):
    """At the next throw the four chosen dice leave the mat and fly into the ledger's row:
    drawn between the two, nearer the row frame by frame; the row's own dice drawn only once
    they have landed, in the place where they landed."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        play(app, 4)
        mat = table.mat.copy()
        ledger = table.groups_rect
        table.press_roll()
        seen: list[int] = []
        last = None
        with unseen_frames(app):
            for _ in range(int(theme_table.FARKLE_LEDGER_FLIGHT * 60) + 30):
                app.step(1 / 60)
                frame = recorded_frame(table, size)
                flying = [p.rect for p in frame.panels if p.role == "ledger_flying_die"]
                row_dice = [p.rect for p in frame.panels if p.role == "ledger_dice"
                            and ledger.contains(p.rect)]
                if flying:
                    assert len(flying) == 4, flying
                    assert not row_dice, "the row's dice wait for the flight"
                    x = sum(r.centerx for r in flying) / 4
                    seen.append(round(x))
                    assert max(r.right for r in flying) <= mat.right + 4 and \
                        min(r.left for r in flying) >= ledger.left - 4  # (mat to ledger)
                else:
                    last = row_dice
                    if seen:
                        break
        assert len(seen) >= 8, seen  # a flight seen, not a cut
        assert seen == sorted(seen, reverse=True), seen  # towards the ledger, on the left
        assert last and len(last) == 1, last  # the row's dice drawn where they landed
    finally:
        app.close()
