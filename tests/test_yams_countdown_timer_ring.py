"""The ring on the box the Y10 countdown will fill reads as a timer at a glance (critic hY22:
the amber pie on the cream box read as a half-moon at 1024×600): a hollow track ring, the
time left an arc in a warning colour draining clockwise from the top over it."""

from __future__ import annotations

import math

import pygame

from game import theme
from game.views.yams_views import draw_countdown_ring

R = 20
C = (40, 40)


def _ring(left: float) -> pygame.Surface:
    surface = pygame.Surface((80, 80))
    surface.fill(theme.SHEET_OPEN)  # the box's paper
    draw_countdown_ring(surface, C, R, left)
    return surface


def _on_band(surface: pygame.Surface, clock: float) -> tuple[int, int, int]:
    """The colour on the ring's band at ``clock`` (0 the top, 0.25 three o'clock, ...)."""
    r = R * 0.78
    x = C[0] + r * math.sin(2 * math.pi * clock)
    y = C[1] - r * math.cos(2 * math.pi * clock)
    return tuple(surface.get_at((round(x), round(y))))[:3]


def test_the_ring_is_hollow_a_track_and_a_draining_warning_arc():
    whole = _ring(1.0)
    assert tuple(whole.get_at(C))[:3] == theme.SHEET_OPEN  # hollow: not a pie, not a moon
    assert _on_band(whole, 0.6) == theme.COUNTDOWN_ARC
    half = _ring(0.5)
    assert _on_band(half, 0.25) == theme.COUNTDOWN_ARC  # the time left, from the top
    assert _on_band(half, 0.75) == theme.COUNTDOWN_TRACK  # the time gone: the track shows
    assert theme.COUNTDOWN_TRACK != theme.SHEET_OPEN
    gone = _ring(0.0)
    assert all(_on_band(gone, k / 8) == theme.COUNTDOWN_TRACK for k in range(8))


def test_the_arc_is_a_warning_that_stands_out_on_the_paper():
    from game.contrast import contrast_ratio

    assert contrast_ratio(theme.COUNTDOWN_ARC, theme.SHEET_OPEN) >= 3.0
