"""Decorative pieces drawn procedurally: dice (menu title, dialogs) and celebration sparkles."""

from __future__ import annotations

import math

import pygame

from game import theme

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
"""Pip centres of each face, as fractions of the die's side."""


def die_image(value: int, side: int, angle: float = 0.0) -> pygame.Surface:
    """Return a die showing ``value`` of ``side`` pixels, rotated by ``angle`` degrees."""
    side = max(8, side)
    pad = max(2, side // 12)
    image = pygame.Surface((side + pad, side + pad), pygame.SRCALPHA)
    radius = side // 6
    pygame.draw.rect(image, (0, 0, 0, 90), pygame.Rect(pad, pad, side, side), border_radius=radius)
    body = pygame.Rect(0, 0, side, side)
    pygame.draw.rect(image, theme.DIE_FACE, body, border_radius=radius)
    pygame.draw.rect(image, (200, 196, 186), body, max(1, side // 40), border_radius=radius)
    pip_colour = theme.DIE_RED_PIP if value == 1 else theme.DIE_PIP
    pip_r = max(2, side // (7 if value == 1 else 10))
    for fx, fy in PIPS[value]:
        pygame.draw.circle(image, pip_colour, (round(fx * side), round(fy * side)), pip_r)
    if angle:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    return image


def draw_sparkle(surface: pygame.Surface, colour: tuple[int, int, int], centre: tuple[int, int],
                 radius: int) -> None:
    """Draw a four-pointed twinkle of ``radius`` pixels at ``centre`` (celebrations)."""
    x, y = centre
    r = radius
    thin = max(1, r // 4)
    pygame.draw.polygon(surface, colour, [(x, y - r), (x + thin, y - thin), (x + r, y),
                                          (x + thin, y + thin), (x, y + r), (x - thin, y + thin),
                                          (x - r, y), (x - thin, y - thin)])


def draw_glints(surface: pygame.Surface, centres: list[tuple[float, float]], die_size: int,
                time: float, colour: tuple[int, int, int]) -> None:
    """Gold glints twinkling at the four corners of each die at ``centres`` (a celebration):
    just outside the rounded corners, so they never cover a face."""
    reach = 0.8 * die_size
    for k, (x, y) in enumerate(centres):
        for c, (dx, dy) in enumerate(((-1, -1), (1, -1), (1, 1), (-1, 1))):
            glow = (math.sin(time * 9 + k * 1.7 + c * 2.1) + 1) / 2
            radius = max(2, round(die_size * (0.05 + 0.07 * glow)))
            draw_sparkle(surface, colour, (round(x + dx * reach * 0.7071),
                                           round(y + dy * reach * 0.7071)), radius)
