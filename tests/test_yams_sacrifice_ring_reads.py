"""A sacrifice's "circled" box reads at a glance (critic C71: the prompt says "cea
încercuită" but the ring was a thin pale orange, nearly invisible at its breath's faintest):
its ring is a saturated orange that keeps 3:1 against the box it rings even at the faintest
of its breath, on every seat's column tint, and at least as thick as the countdown ring's
band (the one marker, one weight)."""

from __future__ import annotations

import pygame
import pytest

from game import theme, theme_table
from game.contrast import contrast_ratio
from game.views.yams_views import badge_across
from game.widgets.sheet_tint import column_tint
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_sacrifices_ring_reads_at_its_faintest(tmp_path, size):
    from tools.screens_yams import _sacrifice

    app = make_app(tmp_path, size=size)
    try:
        _sacrifice(app)
        scene = app.manager.top
        flow = scene.flow
        with unseen_frames(app, last_drawn=False):  # to the faintest of its breath
            for _ in range(90):
                if flow.sacrifice_breath <= theme_table.YAMS_SACRIFICE_BREATH_LEAST + 0.01:
                    break
                app.step(1 / 30)
        assert flow.sacrifice_breath <= theme_table.YAMS_SACRIFICE_BREATH_LEAST + 0.01
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        cell = scene.sheet.cell_rect(scene.game.current, flow.sacrifice_box)
        ring = scene.sheet.cheapest_ring(cell)
        weight = max(4, theme.px(theme.YAMS_CHEAPEST_RING, scene.sheet.scale))
        line = tuple(drawn.get_at((ring.left + weight // 2, ring.centery)))[:3]
        box = tuple(drawn.get_at((ring.left + weight + 2, ring.top + weight + 1)))[:3]
        assert contrast_ratio(line, box) >= 3.0, (line, box, contrast_ratio(line, box))
        # one weight with the countdown's ring: never thinner than its band
        band = max(3, round(badge_across(scene.sheet.scale) / 2
                            * theme.YAMS_COUNTDOWN_BADGE_BAND))
        assert weight >= band, (weight, band)
    finally:
        app.close()


def test_the_marker_keeps_3_to_1_on_every_seats_column_breathing():
    # every seat's lit column, and the plain open slot, at the breath's faintest
    from game.widgets.scorecard import ring_colour_at_strength

    faintest = ring_colour_at_strength(theme_table.YAMS_SACRIFICE_BREATH_LEAST)
    assert ring_colour_at_strength(1.0) == theme.SHEET_CHEAPEST
    for paper in [*(column_tint(style) for style in range(7)), theme.SHEET_OPEN]:
        assert contrast_ratio(faintest, paper) >= 3.0, (paper, faintest)
        assert contrast_ratio(theme.SHEET_CHEAPEST, paper) >= 3.5, paper
