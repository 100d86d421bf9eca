"""Decorative pieces: dice drawn like the table's (menu, charts), sparkles, the trophy."""

from __future__ import annotations

import math

import pygame

from game.widgets.dice_render import SHADOW_OFFSET, margin, render_die, render_shadow

DIE_DRAWING = ("game.widgets.decor", "game.widgets.dice_render", "game.theme")
"""The modules whose code draws :func:`die_image` (a kept picture is drawn again when
one changes: :mod:`game.picture_cache`)."""


def die_image(value: int, side: int, angle: float = 0.0) -> pygame.Surface:
    """Return a die showing ``value``, ``side`` pixels across, drawn exactly like the table's
    dice (``dice_render``: shaded ivory, smooth edges) with its soft shadow down-right,
    turned by ``angle`` degrees. The surface starts at the die's top-left corner."""
    body = render_die(value, side)
    shadow = render_shadow(side)
    m = margin(side)
    dx, dy = round(SHADOW_OFFSET[0] * side), round(SHADOW_OFFSET[1] * side)
    image = pygame.Surface((side + dx + 1, side + dy + 1), pygame.SRCALPHA)
    image.blit(shadow, (dx - m, dy - m))
    image.blit(body, (-m, -m))
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


def draw_trophy(surface: pygame.Surface, colour: tuple[int, int, int],
                centre: tuple[int, int], height: int) -> pygame.Rect:
    """Draw a cup trophy ``height`` pixels tall centred on ``centre``; return its rect.

    Shapes only (no glyph), with a darker rim so it reads on a dark panel or on gold.
    """
    h = max(12, height)
    x, y = centre
    top = y - h // 2
    cup_w = round(h * 0.72)
    cup_h = round(h * 0.5)
    dark = tuple(max(0, round(c * 0.62)) for c in colour)
    line = max(1, h // 16)
    # Handles: rings on both sides of the cup.
    for side in (-1, 1):
        ring = pygame.Rect(0, 0, round(h * 0.32), round(h * 0.3))
        ring.center = (x + side * cup_w // 2, top + round(h * 0.17))
        pygame.draw.ellipse(surface, colour, ring, max(2, h // 10))
    cup = pygame.Rect(x - cup_w // 2, top, cup_w, cup_h)
    shoulder = top + round(cup_h * 0.3)
    outline = [cup.topleft, cup.topright]
    for step in range(13):  # the bowl: a half ellipse from the right rim to the left
        a = math.pi * step / 12
        outline.append((x + round(cup_w / 2 * math.cos(a)),
                        shoulder + round((cup.bottom - shoulder) * math.sin(a))))
    pygame.draw.polygon(surface, colour, outline)
    pygame.draw.line(surface, dark, cup.topleft, cup.topright, line)
    stem = pygame.Rect(0, 0, max(2, h // 8), round(h * 0.2))
    stem.midtop = (x, top + cup_h + round(h * 0.08))
    pygame.draw.rect(surface, colour, stem)
    base = pygame.Rect(0, 0, round(h * 0.5), max(3, round(h * 0.14)))
    base.midtop = (x, stem.bottom)
    pygame.draw.rect(surface, colour, base, border_radius=max(1, base.h // 3))
    pygame.draw.rect(surface, dark, base, line, border_radius=max(1, base.h // 3))
    shine = pygame.Rect(cup.x + cup_w // 5, cup.y + cup_h // 6, max(2, cup_w // 9), cup_h // 2)
    pygame.draw.rect(surface, (255, 246, 214), shine, border_radius=shine.w // 2)
    return pygame.Rect(x - cup_w // 2 - round(h * 0.16), top, cup_w + round(h * 0.32), h)
