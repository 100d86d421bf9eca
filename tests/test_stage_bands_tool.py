"""tools.stage_bands finds the largest band of bare felt in a picture: a smooth backdrop
(a vignette, a soft light) is bare, a plate or a word on it is not."""

from __future__ import annotations

import pygame

from tools.stage_bands import largest_bare_band


def test_a_plate_on_a_smooth_felt_leaves_the_band_under_it_bare():
    felt = pygame.Surface((200, 100))
    for y in range(100):  # a vertical gradient: no edge anywhere
        pygame.draw.line(felt, (30, 60 + y // 2, 30), (0, y), (199, y))
    pygame.draw.rect(felt, (240, 230, 200), (50, 20, 100, 20))  # a plate, rows 20-39
    top, height = largest_bare_band(felt)
    assert (top, height) == (41, 59), (top, height)  # from under its edge to the foot
    assert largest_bare_band(felt, bottom=70) == (41, 29)
