"""A bust's failed dice are greyed by one wash per die size, built once and blitted each
frame (review round 67: a new SRCALPHA surface and rounded rect per die, every frame)."""

from __future__ import annotations

import pygame

from game.views import farkle_refusal


class _Place:
    """Just enough of the table for draw_lost_dice."""

    scale = 1.0

    @staticmethod
    def px(value: float) -> int:
        return round(value)


def test_the_bust_wash_is_built_once_not_every_frame(monkeypatch):
    surface = pygame.Surface((400, 200))
    dice = [pygame.Rect(20 + 70 * i, 40, 61, 61) for i in range(4)]
    farkle_refusal.draw_lost_dice(surface, _Place(), dice)  # the first frame builds it
    made = []
    real = pygame.Surface
    monkeypatch.setattr(pygame, "Surface", lambda *a, **k: made.append(a) or real(*a, **k))
    for _ in range(3):
        farkle_refusal.draw_lost_dice(surface, _Place(), dice)
    assert made == [], f"{len(made)} surfaces built over three frames of a bust"
