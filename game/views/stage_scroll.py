"""A scroll's rolled ends (three pairs' plum scroll, :mod:`game.views.stage_banner`): drawn on
the scroll's own layer, so they part as it unrolls and fade with it as it leaves (round 74,
hF86: drawn on the table after the fading scroll, they stayed opaque)."""

from __future__ import annotations

import math

import pygame

from game import theme

Colour = tuple[int, int, int]


def draw_rolls(surface: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour,
               scale: float) -> None:
    """A scroll's two rolled ends at ``rect``'s left and right edges: round bars of its
    body's colours (``top`` lit, ``bottom`` darkened), lit down their middle, capped in
    gold."""
    width = max(6, round(rect.h * 0.14), theme.px(16, scale))
    cap = max(2, theme.px(6, scale))
    dark = tuple(round(c * 0.55) for c in bottom)
    for left in (rect.left, rect.right - width):
        for i in range(width):  # a cylinder: dark at its edges, lit at its middle
            light = math.sin(math.pi * (i + 0.5) / width)
            colour = [round(d + (t - d) * light) for d, t in zip(dark, top, strict=True)]
            pygame.draw.line(surface, colour, (left + i, rect.top), (left + i, rect.bottom - 1))
        for y in (rect.top, rect.bottom - cap):
            pygame.draw.rect(surface, theme.GOLD, (left, y, width, min(cap, rect.h)))
