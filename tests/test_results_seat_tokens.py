"""Each block on the results' podium carries its player's seat token (hR62, critic C61: "no
avatars"): the very piece New Game shows for that seat (its colour disc, the seat's mark in
ink; the computer its own), large enough to find oneself at a glance."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.results import ResultRow
from game.widgets.podium import draw_podium, steps, token_side, top_depth
from game.widgets.seats import COMPUTER_STYLE, token_image

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "IA", 240, True, seat=COMPUTER_STYLE),
        ResultRow(3, "Dan", 190, seat=2)]


@pytest.mark.parametrize("scale", [1.0, theme.scale_for((1024, 600))])
def test_every_block_carries_its_seats_new_game_token(scale):
    pygame.init()
    room = pygame.Rect(0, 0, round(1500 * scale), round(640 * scale))
    surface = pygame.Surface(room.size)
    surface.fill((0, 0, 0))
    draw_podium(surface, room, ROWS, lambda row: row.name, 5.0, scale)
    side = token_side(scale)
    assert side >= theme.px(56, scale)  # an avatar, not a rivet on the step's lid
    for row, step in steps(room, ROWS, scale):
        centre = (step.centerx, step.top - top_depth(scale) // 2)
        token = token_image(row.seat, side)
        at = token.get_rect(center=centre)
        alike = total = 0
        for dx in range(side // 6, side - side // 6, 3):  # inside its rim
            for dy in range(side // 6, side - side // 6, 3):
                want = token.get_at((dx, dy))
                if want.a < 255:
                    continue
                got = surface.get_at((at.x + dx, at.y + dy))
                total += 1
                alike += all(abs(a - b) <= 6 for a, b in zip(got[:3], want[:3], strict=True))
        assert total and alike >= total * 0.97, (row.name, alike, total)


def test_each_token_is_ringed_in_ink_off_its_stripe():
    # the winner's yellow token on its yellow stripe melted into it (hR62): a dark ring
    pygame.init()
    room = pygame.Rect(0, 0, 1500, 640)
    surface = pygame.Surface(room.size)
    surface.fill((0, 0, 0))
    draw_podium(surface, room, ROWS, lambda row: row.name, 5.0, 1.0)
    side = token_side(1.0)
    for row, step in steps(room, ROWS, 1.0):
        cx, cy = step.centerx, step.top - top_depth(1.0) // 2
        for dx in (-1, 1):  # just outside the token, left and right, on the stripe's level
            got = surface.get_at((cx + dx * (side // 2 + 1), cy))[:3]
            assert all(abs(a - b) <= 12 for a, b in zip(got, theme.INK, strict=True)), (
                row.name, got)
