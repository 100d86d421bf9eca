"""A lost turn's figure, struck through: one drawing for the 10 000 table's "Total tură"
under a bust and for the "?" page's card 5 that teaches it (ruling S47, round 78, hF93,
critics cB76 and cB77: the table kept the lost points in gold while the "?" page struck them
out; now both say it alike, in the same red, face and strike, in proportion)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.text import STAMP, draw_text, text_size

LOST_FIGURE = (240, 142, 122)
"""A lost figure's ink: the bust's red, paler than its strike (points that are gone, not a
gain), read on the panels' dark green (5.9:1 on the "?" card's frame; critic E70: a dim red
read poorly there)."""

LOST_STRIKE = theme.FARKLE_BUST
"""The line struck through a lost figure: the stamp's own red, full strength."""

STRIKE_SHARE = 0.075
"""The strike's thickness as a share of the figure's layout size (6 px for the ledger's
84 at 1920x1080's scale 1, in proportion on the "?" card)."""

STRIKE_OVERHANG = 0.08
"""How far the strike runs past each end of the figure's ink, as a share of its size."""


def strike_width(size: int) -> int:
    """The strike's thickness in pixels for a figure set in ``size`` (at least 2)."""
    return max(2, round(size * STRIKE_SHARE))


def draw_struck_figure(surface: pygame.Surface, figure: str, size: int,
                       at: tuple[int, int], anchor: str = "midright",
                       role: str = "lost_figure", strike: float = 1.0) -> pygame.Rect:
    """Draw ``figure`` (a lost turn's points) in ``size`` in the display face, its line box's
    ``anchor`` at ``at``, in :data:`LOST_FIGURE`, a strike of :data:`LOST_STRIKE` through
    its middle (none through a figure of 0: :func:`worth_striking`, ruling S55), drawn from
    its left as far as ``strike`` (0..1: S100 1.'s strike as the plate lands); return its
    box (recorded for the layout check under ``role``)."""
    box = pygame.Rect(0, 0, *text_size(figure, size, STAMP))
    setattr(box, anchor, at)
    ink = draw_text(surface, figure, size, LOST_FIGURE, box.center, weight=STAMP, role=role)
    if not worth_striking(figure) or strike <= 0:  # nothing was lost: a plain "0", never "θ"
        return box
    over = max(2, round(size * STRIKE_OVERHANG))
    y = ink.centery
    end = ink.x - over + round((ink.w + 2 * over) * min(1.0, strike))
    pygame.draw.line(surface, LOST_STRIKE, (ink.x - over, y), (end, y), strike_width(size))
    return box


def worth_striking(figure: str) -> bool:
    """Whether a lost turn's ``figure`` is worth a strike: only a figure above 0 (ruling S55:
    a first-throw bust lost nothing, and a struck "0" read like a "θ")."""
    return any(digit in "123456789" for digit in figure)
