"""The tray is never dead (critic round 28 §1): before a turn's first throw the five dice wait
in the roll row as real dice at rest (the die art and its shadow on the felt), gathered in a
loose cluster. Since critic Y30 §1 they were unmarked; since critics C30/C31 (the pipless,
tilted cluster "read as a rendering failure") they stand upright in their five slots, dimmed,
showing the fixed neutral row 1 2 3 4 5, so nothing of the last throw can show
(tests/test_yams_unmarked_waiting.py)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def _dark_pixels(app, x: float, y: float, side: int) -> int:
    """How many pixels of the die's body centred at (x, y) are dark (its pips)."""
    half = int(side * 0.36)
    return sum(1 for dx in range(-half, half + 1, 2) for dy in range(-half, half + 1, 2)
               if _light(app.screen.get_at((round(x) + dx, round(y) + dy))) < 240)


def test_the_waiting_dice_are_real_dice_with_a_shadow(tmp_path):
    # (was "…unmarked_with_a_shadow": critics C30/C31 brought the pips back, see the docstring)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        for _ in range(10):
            app.step(1 / 30)
        side = scene.tray.die_size
        felt = _light(app.screen.get_at((scene.left.x + 4, scene._held_y)))
        waiting = scene.waiting_dice()
        assert len(waiting) == 5
        for x, y in waiting:
            assert _light(app.screen.get_at((round(x + side * 0.3), round(y)))) > 330  # a body
            below = _light(app.screen.get_at((round(x + side * 0.3), round(y + side * 0.56))))
            assert below < felt - 20, (below, felt)  # its shadow lies on the felt
    finally:
        app.close()


def test_the_waiting_dice_stand_in_their_slots_and_never_show_the_last_throw(
        tmp_path, monkeypatch):
    """Between turns the waiting dice are unmistakably not a result: the fixed neutral row
    1 2 3 4 5, dimmed, never the throw just scored. (Was "…are_gathered_…": critic Y28's loose
    cluster, reversed by critics C30/C31: they now stand neatly on their five slots.)"""
    shown: list[int] = []
    real = yams_views.draw_waiting_dice

    def record(surface, centres, side):
        if centres:
            shown.append(len(centres))
        real(surface, centres, side)

    monkeypatch.setattr(yams_views, "draw_waiting_dice", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6], computer=False)
        app.step(1 / 30)
        assert shown[-1] == 5
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        scene.flow.validate()
        shown.clear()
        for _ in range(120):
            app.step(1 / 30)
        assert scene.game.current == 1 and shown
        assert shown[-1] == 5  # the five: 1 2 3 4 5, nothing of Ana's 2 5 5 3 6
        side = scene.tray.die_size
        assert scene.waiting_dice() == [(float(x), float(scene._free_y)) for x in scene._slot_x]
        assert ([_dark_pixels(app, x, y, side) > 0 for x, y in scene.waiting_dice()]
                == [True] * 5)  # with pips
        # (the felt-beside-the-end-slot check went with the cluster: a die stands there now)
    finally:
        app.close()
