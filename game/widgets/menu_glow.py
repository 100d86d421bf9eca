"""The menu's soft halos on the felt: the warm gold light round the hero, the accent's glow
round the chosen card. Each is a few rounded rings, each adding a little light, drawn once
per place and kept."""

from __future__ import annotations

import functools

import pygame


@functools.lru_cache(maxsize=8)  # the hero's and the chosen card's, at a size or two
def soft_halo(rect: tuple[int, int, int, int], glow: int, radius: int,
              colour: tuple[int, int, int], alpha: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A halo ``glow`` pixels round ``rect`` (corners of ``radius``) in ``colour``, each of
    its eight rings adding ``alpha``; return the layer and where it goes."""
    place = pygame.Rect(rect)
    area = place.inflate(2 * glow, 2 * glow)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    steps = 8
    for k in range(steps):  # outermost first, each ring adding a little light
        grow = round(glow * (1 - k / steps))
        ring = place.inflate(2 * grow, 2 * grow).move(-area.x, -area.y)
        halo = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.rect(halo, (*colour, alpha), halo.get_rect(), border_radius=radius + grow)
        layer.blit(halo, ring)
    return layer, area
