"""An undone bank's dice glide back to their places (round 78, hF94, critic cB77 #10, ruling
S48): they snapped into the row, faded in a short way under it. Now they come out of the
cup's mouth and glide, whole, to the throw row (the chosen ones to the mat) over the undo's
way back (~0.25 s, the tray's own glide), seen moving frame by frame; a click on a die during
that glide is refused: the die shakes, nothing is chosen or put back."""

from __future__ import annotations

import math

import pytest

from game.flow.turn_passing import UNDO_RETURN_SECONDS
from tests.uihelpers import make_app
from tools import screens_players

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _undone(app):
    """The players' undo state with the bank undone this frame: its table."""
    screens_players._farkle_undo(app)
    table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
    for _ in range(200):
        app.step(0.05)
        if app.manager.top is table and table.flow.frozen is None:
            break
    table.flow.undo()
    return table


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_an_undone_banks_dice_glide_back_to_their_places(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _undone(app)
        tray = table.tray
        rest = list(tray.rest_positions)
        ways = [[tray.position(i)] for i in range(tray.count)]
        frames = 0
        while tray.is_gliding and frames < 60:
            app.step(FRAME)
            frames += 1
            for i in range(tray.count):
                ways[i].append(tray.position(i))
        seconds = frames * FRAME
        assert UNDO_RETURN_SECONDS * 0.7 <= seconds <= UNDO_RETURN_SECONDS * 1.5, seconds
        starts = {(round(way[0][0]), round(way[0][1])) for way in ways}
        assert len(starts) == 1, starts  # all out of one place, the cup's mouth
        assert max(math.dist(way[0], rest[i]) for i, way in enumerate(ways)) \
            >= 2 * table.die_side  # from elsewhere, never a snap into place
        for i, way in enumerate(ways):
            gone = [math.dist(p, rest[i]) for p in way]
            assert gone[0] > 0, i
            assert all(b <= a + 0.5 for a, b in zip(gone, gone[1:], strict=False)), gone
            assert gone[-1] == 0 and len(set(round(g) for g in gone)) >= 5, gone  # seen going
        assert not table.flow.undo_return.active or table.flow.undo_return.progress >= 0.9
    finally:
        app.close()


def test_a_click_on_a_die_gliding_back_is_refused_with_a_shake(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = _undone(app)
        app.step(FRAME)
        chosen = set(table.game.selected)
        free = next(i for i in range(table.tray.count) if i not in chosen)
        assert table.tray.is_gliding
        table.press_die(free)
        assert set(table.game.selected) == chosen  # nothing chosen
        assert table.tray._dice[free].shake_time is not None  # it shakes: refused
        table.press_die(min(chosen))
        assert set(table.game.selected) == chosen  # nothing put back either
    finally:
        app.close()
