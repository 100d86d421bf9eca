"""The tray names itself only once the dice it held have left it (round 81, fixL; ruling S95 1.
amended round 81, fixL): the set-aside dice fly from the tray into the ledger's row as the next
throw flies (S81 1.), and "Pune deoparte aici" (S95 1.) faded in under them from the throw's
first frame: the flying dice lay over its letters for ~0.15 s ("…ne deoparte aici" between
the dice, the layout check's `coach_farkle_first_turn` and `farkle_undo` at 1024×600 and
1366×768). The tray keeps its sockets while any of its dice is still over it; its name comes
after them, over the mat's own fade (never in one frame); since S107 2. (amended round 82,
hF110) once the next throw has landed, the person's selection beat."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, drawing_one_frame_in, make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_trays_name_never_shows_under_dice_still_leaving_it(tmp_path, size):
    """Every 1/60 s frame from the throw that sets four dice aside until they land in the
    ledger: no "Pune deoparte aici" while a flying die lies over the tray; the name back,
    fading in over several frames, once they have left it, whole before the next throw
    lands."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):  # three 5s and a 1 on the tray
            table.press_die(i)
        play(app, 8)
        table.press_roll()  # set aside: they fly to the ledger as the next throw flies
        over = named = 0
        alphas: list[float] = []
        for _ in range(150):
            with drawing_one_frame_in(app, 0):
                app.step(FRAME)
            frame = recorded_frame(table, size, pygame.Surface(size))
            flying = [p.rect for p in frame.panels if p.role == "ledger_flying_die"]
            name = [t for t in frame.texts if t.role == "mat_name"]
            if any(rect.colliderect(table.mat) for rect in flying):
                over += 1
                assert not name, (size, over, flying, name)  # (its dice still over it)
                continue
            if over and name:
                named += 1
                alphas.append((1.0 - table.mat_share()) * table.mat_presence.named)
            if over and alphas and alphas[-1] == 1.0:  # (S107 2., amended round 82, hF110:
                break  # named again once the throw has landed, the selection beat's)
        assert over >= 3, over  # the flight was seen over the tray
        assert named and alphas[-1] == 1.0, alphas  # named again, whole
        assert len([a for a in alphas if 0 < a < 1]) >= 3, alphas  # a fade, not a pop
    finally:
        app.close()
