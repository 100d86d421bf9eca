"""A 10 000 bust hands over in one motion (round 74, critic cR74a #14: the dimmed table with
the fading bust plate jumped in one frame to a bright table with the next turn's ribbon): the
bust's veil lifts over the hold's last quarter second, gone as the turn passes, and only then
does the ribbon come in; frame by frame the felt's light never jumps."""

from __future__ import annotations

import pygame
import pytest

from tests.test_farkle_flow import LAND, Table
from tests.uihelpers import make_app
from tools import screens_farkle

BUST = (2, 3, 4, 6, 6, 2)
"""Six dice that score nothing."""
FRAME = 1 / 60


def test_the_bust_veil_lifts_before_the_turn_passes():
    table = Table(BUST + (1, 5, 2, 3, 4, 6))
    flow = table.flow
    flow.press_roll()
    table.run(LAND + 0.1)
    assert flow.bust_shown and flow.bust_veil() == 1.0  # whole while the loss is read
    veils = []
    while flow.bust_shown:
        veils.append(flow.bust_veil())
        table.run(FRAME)
    lifting = [v for v in veils if v < 1]
    assert 0.2 <= len(lifting) * FRAME <= 0.35, veils  # lifted over ~0.2-0.3 s
    assert lifting == sorted(lifting, reverse=True) and lifting[-1] < 0.15, lifting
    assert flow.bust_veil() == 0.0  # the turn passed: no veil left


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
def test_the_felt_never_jumps_from_the_bust_to_the_next_turn(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)
        table = app.manager.top
        assert table.flow.bust_shown
        strip = pygame.Rect(round(size[0] * 0.30), round(size[1] * 0.40), round(size[0] * 0.12),
                            round(size[1] * 0.02))  # bare felt, under the lost dice' rings,
        # over the plate, left of the cup that comes (round 81, fixK, "S95 (amended round 81,
        # fixK)": S95 1.'s plate stands on the tray, hiding it, where the strip under it lay;
        # its entrance is no step of the veil)
        # (round 80, hF104, S87 2.: the plate stands under the dice, where the
        # strip between the dice and the mat lay: its entrance is no step of the veil)
        # (round 79, ruling S64: the cup, grown into the tray's room, stands from 0.44 of the
        # width as the turn passes: the strip is the felt left of it)
        # (round 77, hF91, ruling S27: the stamp comes down over the dice, where the strip
        # between the title and "?" lay: its entrance is no step of the veil)
        light = []
        for _ in range(140):
            app.step(FRAME)
            pixels = pygame.surfarray.pixels3d(app.screen.subsurface(strip))
            light.append(float(pixels.mean()))
            del pixels
        assert max(light) - min(light) > 15  # (the bust's dim and its lifting were seen)
        steps = [round(b - a, 1) for a, b in zip(light, light[1:], strict=False)]
        assert max(abs(s) for s in steps) < 5, steps  # never a jump in one frame
    finally:
        app.close()
