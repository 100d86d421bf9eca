"""The 10 000 bust as a felt moment (hF19): while the dice that lost the turn stay on the
felt, the table dims around them and under the stamp ("Tură pierdută!", drawn over it): the
stamp and its dice are the moment; the ledger waits under the veil with the rest (round 76,
hF89, critics cF75b / cZ75: its lit "Puncte pierdute" said the bust again) but for its foot,
"Total tură" and the lost figure struck through, lit: what the stamp cost, said as the "?"
page's card 5 says it (ruling S47, round 78, hF93, critics cB76 / cB77)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.widgets.farkle_ledger import ledger_total_row

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


def bust_keep(dice: Sequence[pygame.Rect], scale: float,
              ledger: pygame.Rect | None = None) -> list[Hole]:
    """What stays lit at a bust: each die to the outer edge of its red ring, and the foot of
    the ``ledger`` (its rule, "Total tură" and the struck figure: ruling S47); the rest of
    the ledger waits under the veil (round 76, hF89)."""
    ring = theme.px(16, scale)  # the red ring's reach (farkle_views.draw_lost_dice)
    edge = max(3, theme.px(6, scale)) // 2
    keep = [(die.inflate(ring + edge, ring + edge), theme.px(18, scale) + edge)
            for die in dice]
    if ledger is not None:
        keep.append((ledger_foot(ledger, scale), theme.px(12, scale)))
    return keep


def ledger_foot(ledger: pygame.Rect, scale: float) -> pygame.Rect:
    """The ledger's foot at ``ledger``: from just over the rule above its total to its frame's
    inner edge (what a bust leaves lit of it)."""
    rule = ledger_total_row(ledger, scale)[0]
    inset = theme.px(6, scale)
    top = rule.y - theme.px(6, scale)
    return pygame.Rect(ledger.x + inset, top, ledger.w - 2 * inset, ledger.bottom - inset - top)
