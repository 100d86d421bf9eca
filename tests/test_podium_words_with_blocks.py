"""The podium's words come with their blocks (critic C50: on the entrance's first frames the
names and scores floated over zero-height blocks): the blocks rise from a low stub already
standing over the floor, so from the first frame every name, total and token stands on a
block (hR51)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow
from game.widgets.podium import draw_podium, steps

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
        ResultRow(3, "Dan", 190, seat=2)]


def test_from_the_first_frame_every_name_stands_on_a_block():
    pygame.init()
    room = pygame.Rect(0, 0, 1400, 700)
    surface = pygame.Surface(room.size)
    surface.fill((0, 0, 0))
    draw_podium(surface, room, ROWS, lambda row: row.name, 0.0, 1.0, rise_time=0.0)
    for row, full in steps(room, ROWS, 1.0):
        # a quarter of the step's full height over the floor: its block's face already
        # there under the token and the name (no word over nothing)
        spot = (full.x + full.w // 5, full.bottom - full.h // 4)
        assert sum(surface.get_at(spot)[:3]) > 60, (row.name, spot)
