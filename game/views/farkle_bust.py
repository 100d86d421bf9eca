"""The 10 000 bust as a felt moment (hF19): while the dice that lost the turn stay on the
felt, the table dims around them, around the ledger's struck-out points and under the
stamp ("Tură pierdută!", drawn over it): what was lost is what reads."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme

BUST_DIM = 130
"""How dark (0..255 of black) the table grows around a bust's dice and lost points."""


def dim_around(surface: pygame.Surface, keep: Sequence[pygame.Rect], scale: float,
               amount: float = 1.0) -> None:
    """Darken ``surface`` by :data:`BUST_DIM` (times ``amount``, 0..1) except the rects
    ``keep`` (the bust's dice with their red rings, the ledger), laid back as they were."""
    if amount <= 0:
        return
    bounds = surface.get_rect()
    kept = [(rect, surface.subsurface(rect).copy())
            for rect in (pygame.Rect(r).clip(bounds) for r in keep) if rect.w and rect.h]
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, round(BUST_DIM * min(1.0, amount))))
    surface.blit(veil, (0, 0))
    for rect, picture in kept:
        surface.blit(picture, rect)


def bust_keep(dice: Sequence[pygame.Rect], ledger: pygame.Rect,
              scale: float) -> list[pygame.Rect]:
    """What stays lit at a bust: each die with its red ring, and the ledger."""
    grow = theme.px(24, scale)
    return [die.inflate(grow, grow) for die in dice] + [pygame.Rect(ledger)]
