"""The tray is never dead (critic round 28 §1): before a turn's first throw the five dice wait
in the roll row as real dice at rest (the die art and its shadow on the felt), gathered in a
loose cluster. Since critic Y30 §1 they are unmarked: no value before the first throw (the
round-28 pips read as "old dice"; the pale body and the shadow keep them real dice, not grey
slabs), so nothing of the last throw can show (tests/test_yams_unmarked_waiting.py)."""

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


def test_the_waiting_dice_are_real_dice_unmarked_with_a_shadow(tmp_path):
    # (was "…with_pips_and_a_shadow": critic Y30 §1 reversed the pips, see the docstring)
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
            assert _dark_pixels(app, x, y, side) == 0, (x, y)  # unmarked: no pip
            assert _light(app.screen.get_at((round(x), round(y)))) > 450  # a pale body
            below = _light(app.screen.get_at((round(x + side * 0.3), round(y + side * 0.56))))
            assert below < felt - 20, (below, felt)  # its shadow lies on the felt
    finally:
        app.close()


def test_the_waiting_dice_are_gathered_and_never_show_the_last_throw(tmp_path, monkeypatch):
    """Between turns the waiting dice are unmistakably not a result (critic Y28): gathered in
    a loose cluster in the middle of the roll row (narrower than the laid-out row, each die
    set down at its own slant), unmarked (critic Y30: no resting set of faces either), never
    the throw just scored."""
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
        assert shown[-1] == 5  # the five, unmarked: nothing of Ana's throw
        for x, y in scene.waiting_dice():
            assert _dark_pixels(app, x, y, scene.tray.die_size) == 0
        side = scene.tray.die_size
        xs = [x for x, _ in scene.waiting_dice()]
        laid = max(scene._slot_x) - min(scene._slot_x)
        assert max(xs) - min(xs) < 0.8 * laid  # gathered, not laid out in slots
        assert all(abs(y - scene._free_y) < side * 0.2 for _, y in scene.waiting_dice())
        ys = [round(scene._free_y + side * k / 10) for k in range(-3, 4)]

        def shade(f: float) -> float:  # the felt's mean light down a strip at f sides left
            x = round(scene._slot_x[0] - side * f)
            return sum(_light(app.screen.get_at((x, y))) for y in ys) / len(ys)

        felt, edge = shade(0.8), shade(0.38)  # beside the end slot; inside its place
        assert abs(edge - felt) <= 10, (edge, felt)  # no empty slot peeks out around them
    finally:
        app.close()
