"""The 10 000 bust as a felt moment (hF19): while the dice that lost the turn stay on the
felt, the table dims around them and under the stamp ("Tură pierdută!", drawn over it): the
stamp and its dice are the one voice; the ledger waits quiet under the veil with the rest
(round 76, hF89, critics cF75b / cZ75: its lit "Puncte pierdute" said the bust again)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme

BUST_DIM = 130
"""How dark (0..255 of black) the table grows around a bust's dice and lost points."""

Hole = tuple[pygame.Rect, int]
"""A rect left undimmed and the radius of its rounded corners."""


def dim_around(surface: pygame.Surface, keep: Sequence[Hole], amount: float = 1.0) -> None:
    """Darken ``surface`` by :data:`BUST_DIM` (times ``amount``, 0..1) except the rounded
    rects ``keep`` (the bust's dice in their red rings), left as they
    are: a veil with holes the shape of what stays lit."""
    if amount <= 0:
        return
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, round(BUST_DIM * min(1.0, amount))))
    for rect, radius in keep:  # drawn into an alpha surface, the holes replace the veil
        pygame.draw.rect(veil, (0, 0, 0, 0), rect, border_radius=radius)
    surface.blit(veil, (0, 0))


def bust_keep(dice: Sequence[pygame.Rect], scale: float) -> list[Hole]:
    """What stays lit at a bust: each die to the outer edge of its red ring (the ledger
    waits under the veil, quiet: round 76, hF89)."""
    ring = theme.px(16, scale)  # the red ring's reach (farkle_views.draw_lost_dice)
    edge = max(3, theme.px(6, scale)) // 2
    return [(die.inflate(ring + edge, ring + edge), theme.px(18, scale) + edge)
            for die in dice]
