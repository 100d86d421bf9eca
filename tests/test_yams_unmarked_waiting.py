"""Before a turn's first throw the waiting dice stand neatly in their five slots, upright,
with pips, dimmed, showing a fixed neutral row 1, 2, 3, 4, 5 (critics C30, C31: the round-30
pale, pipless, tilted dice bunched off their slots "read as a rendering failure"; this
reverses hY31's "no pips" promise, critic Y30 §1, whose worry, old dice read as this turn's,
the fixed neutral row answers: never the last player's throw). Before the computer's first
throw they wait there too, never a row of dark empty slots."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def _pips(app, x: float, y: float, side: int) -> int:
    """How many separate dark blobs (pips) the die's body centred at (x, y) shows."""
    half = int(side * 0.36)
    body = _light(app.screen.get_at((round(x + side * 0.3), round(y))))  # beside any pip
    dark = {(dx, dy) for dx in range(-half, half + 1) for dy in range(-half, half + 1)
            if _light(app.screen.get_at((round(x) + dx, round(y) + dy))) < body - 150}
    blobs = 0
    while dark:
        blobs += 1
        todo = [dark.pop()]
        while todo:
            px, py = todo.pop()
            for q in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                if q in dark:
                    dark.remove(q)
                    todo.append(q)
    return blobs


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_waiting_dice_stand_in_their_slots_showing_one_to_five_dimmed(tmp_path, size):
    # (was "…show_no_value_before_the_first_throw": critics C30/C31 reversed it, see above)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [6, 6, 6, 6, 6], computer=False)
        for _ in range(10):
            app.step(1 / 30)
        side = scene.tray.die_size
        waiting = scene.waiting_dice()
        slots = [(float(x), float(scene._free_y)) for x in scene._slot_x]
        assert waiting == slots  # neatly on the five slots where the throw lands
        for face, (x, y) in enumerate(waiting, start=1):
            assert _pips(app, x, y, side) == face, (face, x, y)  # 1, 2, 3, 4, 5
            body = app.screen.get_at((round(x + side * 0.3), round(y)))
            assert 330 < _light(body) < 600, body  # dimmed: not the thrown dice's ivory
            felt = _light(app.screen.get_at((round(x), round(y + side * 0.75))))
            edges = [app.screen.get_at((round(x + dx * side), round(y + dy * side)))
                     for dx, dy in ((0, -0.44), (0, 0.44), (-0.44, 0), (0.44, 0))]
            assert all(_light(e) > felt + 150 for e in edges), edges  # square on its slot
    finally:
        app.close()


def test_before_the_computers_first_throw_its_dice_wait_in_their_slots_no_dark_slots(
        tmp_path, monkeypatch):
    slots: list[int] = []
    real = yams_views.draw_dice_slots

    def record(surface, centres, side, scale):
        slots.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_dice_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        scene.flow.validate()
        seen = 0
        for _ in range(240):  # the turn passes to the computer, until its first throw
            app.step(1 / 30)
            if scene.game.dice is not None and scene.computer_turn:
                break
            if (scene.computer_turn and not scene.flow.leaving.active
                    and scene.on_stage is None and not scene.flow.handoff.active):
                seen += 1
                assert len(scene.waiting_dice()) == 5  # the dice it is about to throw
                side = scene.tray.die_size
                for face, (x, y) in enumerate(scene.waiting_dice(), start=1):
                    assert _pips(app, x, y, side) == face  # the neutral row, not Ana's 2 5 5 3 6
        assert seen
        assert not any(slots)  # never a row of dark empty slots
    finally:
        app.close()
