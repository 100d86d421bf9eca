"""A small bank's "+1 000" fits its lane at 1024×600 (hF22: it was wider than the lane and
touched the players panel's figures): between the side panels' figures and the dice row's
slots, a clear gap from both, at the type floor or larger, for "+1 000" and "+3 000" too."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.farkle_port import Flight
from game.views.farkle_flight import figures_right, row_left
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_four_digit_bank_fits_its_lane_clear_of_the_figures(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        app.step(0.1)
        gap = table.px(theme.FARKLE_FLY_GAP)
        for points in (1_000, 1_950, 3_000):
            flight = Flight(0, points, 1.0)
            table.flow.flight = flight
            boxes = []
            layout_record.start(size)
            try:
                for age in (0.45, 0.55, 0.62):  # climbing its lane, before it slides on
                    flight.age = age
                    layout_record.begin(size)
                    table.draw(pygame.Surface(size))
                    texts = layout_record.frame().texts
                    boxes += [t for t in texts if t.role == "flight"]
            finally:
                layout_record.stop()
            assert boxes
            for mark in boxes:
                assert mark.size >= theme.font_floor(table.scale), mark  # never below the floor
                box = mark.rect
                assert box.left >= figures_right(table) + gap - 1, (points, box)
                assert box.right <= row_left(table), (points, box)
        table.flow.flight = None
    finally:
        app.close()
