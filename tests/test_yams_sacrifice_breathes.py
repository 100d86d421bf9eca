"""A sacrifice's ringed box breathes while it waits for the choice (critics round 70: the
circled box sat still among the other states): its ring's strength falls and rises smoothly
with the clock (a breath, never a blink: no jump between frames, never gone), and is still,
at full strength, once the player has picked a box."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import theme_table
from game.rules.yams import Box, Scorecard
from game.widgets.scorecard import ring_colour
from tests.uihelpers import make_app
from tools.screens_yams import roll, table
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}
"""Filled so that 1, 1, 3, 4, 6 scores nowhere: a sacrifice."""


def _ring_pixel(app, scene) -> tuple[int, int, int]:
    """The colour drawn on the sacrifice's ring's left line, mid-height."""
    cell = scene.sheet.cell_rect(scene.game.current, scene.flow.sacrifice_box)
    ring = scene.sheet.cheapest_ring(cell)
    drawn = pygame.Surface(app.screen.get_size())
    app.manager.draw(drawn)
    return tuple(drawn.get_at((ring.left + 1, ring.centery)))[:3]


def test_the_sacrifices_ring_breathes_while_it_waits_then_stills(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [1, 1, 3, 4, 6], computer=False,
                      cards=[Scorecard.from_points(CARD)])
        roll(app, scene)
        app.step(0.1)
        flow = scene.flow
        assert flow.sacrifice_box is not None and flow.sacrifice_waits
        assert scene.redraws_when_idle()  # the idle loop's slow frames keep it breathing
        strengths, colours = [], []
        with unseen_frames(app, last_drawn=False):  # (the ring is read off drawn frames below)
            for _ in range(80):  # 2.7 s of frames: more than a whole breath
                strengths.append(flow.sacrifice_breath)
                app.step(1 / 30)
        # a breath: down and back up, smoothly, never gone
        assert max(strengths) > 0.95 and min(strengths) < 0.6, (min(strengths), max(strengths))
        assert min(strengths) >= theme_table.YAMS_SACRIFICE_BREATH_LEAST - 1e-9
        assert max(abs(a - b) for a, b in zip(strengths, strengths[1:], strict=False)) < 0.08
        # the ring drawn follows it: its colour at two moments of the breath differs
        with unseen_frames(app, last_drawn=False):
            while flow.sacrifice_breath < 0.95:  # breathed in
                app.step(1 / 30)
        colours.append(_ring_pixel(app, scene))
        assert colours[-1] == ring_colour_at(scene, flow.sacrifice_box, flow.sacrifice_breath)
        with unseen_frames(app, last_drawn=False):
            while flow.sacrifice_breath > 0.6:  # breathed out
                app.step(1 / 30)
        colours.append(_ring_pixel(app, scene))
        assert colours[-1] == ring_colour_at(scene, flow.sacrifice_box, flow.sacrifice_breath)
        assert colours[0] != colours[1], colours
        # chosen: still, at full strength
        scene.game.pick(flow.sacrifice_box)
        app.step(1 / 30)
        assert not flow.sacrifice_waits and not scene.redraws_when_idle()
        still = []
        for _ in range(3):
            still.append((flow.sacrifice_breath, _ring_pixel(app, scene)))
            with unseen_frames(app, last_drawn=False):
                for _ in range(8):
                    app.step(1 / 30)
        assert {s for s, _ in still} == {1.0}, still
    finally:
        app.close()


def ring_colour_at(scene, box: Box, breath: float) -> tuple[int, int, int]:
    """The ring's colour the sheet draws on ``box`` at ``breath``."""
    view = dataclasses.replace(scene.sheet_view(), cheapest=box, cheapest_breath=breath)
    return ring_colour(view, box)


def test_on_the_last_throw_the_countdown_moves_the_ring_is_still(tmp_path):
    # the sacrifice due (no throw left): the countdown's ring drains on the box, the
    # sacrifice's ring under it holds still (one motion on the box)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [1, 1, 3, 4, 6] * 3, computer=False,
                      cards=[Scorecard.from_points(CARD)])
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        flow = scene.flow
        assert flow.sacrifice_box is not None and flow.countdown is not None
        for _ in range(10):
            assert flow.sacrifice_breath == 1.0
            app.step(1 / 30)
    finally:
        app.close()


def test_a_seen_pentas_pulse_keeps_going_when_the_loop_idles(tmp_path):
    # like the sacrifice's ring, a seen Penta's box pulses while it waits for its box: the
    # idle loop's slow frames keep it going (it froze once the loop idled)
    from tools.screens_yams import _penta_box

    app = make_app(tmp_path, size=(1366, 768))
    try:
        with unseen_frames(app, last_drawn=False):
            _penta_box(app)
            scene = next(s for s in app.manager.stack if hasattr(s, "flow"))
            for _ in range(200):  # its stage played and gone
                if scene.flow.penta_waits and app.manager.top is scene:
                    break
                app.step(1 / 30)
        assert scene.flow.penta_waits and scene.redraws_when_idle()
        scene.game.pick(Box.PENTA)
        app.step(1 / 30)
        assert not scene.flow.penta_waits and not scene.redraws_when_idle()
    finally:
        app.close()


def test_the_ring_is_still_while_the_last_throws_dice_land():
    # review round 71: on the last throw the countdown starts only once the dice have settled;
    # the ring never breathes in between (its docstring's "a throw left", not "no countdown")
    from types import SimpleNamespace

    from game.flow.yams_reading import YamsFlowReading

    def waits(rolls_left: int) -> bool:
        game = SimpleNamespace(picked=None, rolls_left=rolls_left)
        flow = SimpleNamespace(sacrifice_box=object(), game=game, countdown=None)
        return bool(YamsFlowReading.sacrifice_waits.fget(flow))  # type: ignore[attr-defined]

    assert waits(1)
    assert not waits(0)
