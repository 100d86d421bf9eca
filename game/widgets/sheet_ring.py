"""Where the Yams sheet's marker ring lies in its box (the box to choose, the countdown's,
a sacrifice's cheapest) and where the box's figure stands inside it (a part of
:mod:`game.widgets.scorecard`, split out to keep it short).

Critic D71: at 1024x600 the ring, inset from the box's top and bottom like the box's slot,
lay on the figure's digits. The ring now takes the box's whole height under its row's line
(inset only where the box is tall enough to spare it), its sides inset clear of the
column's outlines, and the figure's digits stand centred in the ring's opening, a pixel of
air or more round them at every size."""

from __future__ import annotations

import functools

import pygame

from game import theme
from game.widgets.text import BOLD, cap_centre_shift, font

FIGURE_AIR_LEAST = 2
"""Window px of the ring's opening kept round the digits, where the box spares them (at
1024x600 it spares a pixel and a half)."""


def ring_width(scale: float) -> int:
    """The ring's line (at least 4 px: critic C60 read it thin at 1024)."""
    return max(4, theme.px(theme.YAMS_CHEAPEST_RING, scale))


@functools.lru_cache(maxsize=32)
def digits_ink(size: int) -> int:
    """How tall the sheet's digits are drawn (their ink) at layout ``size``."""
    image = font(size, BOLD).render("0123456789", True, (255, 255, 255))
    return image.get_bounding_rect().h


def marker_ring(cell: pygame.Rect, scale: float, size: int) -> pygame.Rect:
    """The ring's rectangle in ``cell`` for a figure of layout ``size``: its sides inset
    clear of the column's outlines, its top under the row's line, its top and bottom inset
    further only as far as the digits keep their air."""
    side = max(4, theme.px(theme.YAMS_CHEAPEST_RING_INSET, scale))
    line = max(1, theme.px(2, scale))  # the row's rule over the box
    spare = (cell.h - line - 2 * ring_width(scale) - digits_ink(size)) // 2
    inset = max(0, min(theme.px(3, scale), spare - max(FIGURE_AIR_LEAST, theme.px(3, scale))))
    return pygame.Rect(cell.x + side, cell.y + line + inset, cell.w - 2 * side,
                       cell.h - line - 2 * inset)


def figure_centre(ring: pygame.Rect, centre_x: int, size: int) -> tuple[int, int]:
    """Where a figure of layout ``size`` is drawn ("center" anchor) so that its digits stand
    centred in ``ring``'s opening."""
    return centre_x, ring.centery + cap_centre_shift(size, BOLD)
