"""The keyboard focus of a settings row (ruling S69 1, critics cC78 #3 and cF78): the whole row
lit (its name, its control, the line explaining it) by a soft cream band, instead of a ring round
the control alone, whose dark line and light fell on the explaining line's letters under it.
Amended round 80 (ruling S69 1 amended, critic cC80 #1: "a faint wash with a thin white bar"):
the band's edge is the focus ring itself, the same bold dark-bright-dark ring as the menu's and
the dialogs', drawn tight inside the band (no padding past it: the page has no room for a ring
padded round the row at 1024x600). Drawn under the row's words."""

from __future__ import annotations

import functools

import pygame

from game import theme
from game.widgets.focus_ring import draw_tight_ring

ROW_LIGHT_ALPHA = 44
"""The band's cream over the card (0..255): the row reads lit, its words keep their contrast."""
ROW_EDGE_ALPHA = 110
"""The band's thin outline, the same cream a little stronger: its edge reads on the card."""
ROW_BAR = 8
"""The bright bar down the band's left edge, reference pixels wide (never under 4 px)."""


def bar_width(scale: float) -> int:
    """The left bar's width in window pixels at ``scale``."""
    return max(4, theme.px(ROW_BAR, scale))


@functools.lru_cache(maxsize=32)
def _band_layer(size: tuple[int, int], radius: int, bar: int) -> pygame.Surface:
    """The lit band of ``size``: its tint, its outline, its bar (kept per size)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    whole = layer.get_rect()
    pygame.draw.rect(layer, (*theme.FOCUS_RING, ROW_LIGHT_ALPHA), whole, border_radius=radius)
    pygame.draw.rect(layer, (*theme.FOCUS_RING, ROW_EDGE_ALPHA), whole, width=1,
                     border_radius=radius)
    pygame.draw.rect(layer, theme.FOCUS_RING, pygame.Rect(0, 0, bar, size[1]),
                     border_top_left_radius=radius, border_bottom_left_radius=radius)
    return layer


def draw_row_focus(surface: pygame.Surface, band: pygame.Rect, scale: float) -> None:
    """Light the focused row's ``band`` (drawn before the row's words and control)."""
    if band.w <= 0 or band.h <= 0:
        return
    radius = theme.px(theme.BUTTON_RADIUS, scale)
    surface.blit(_band_layer(band.size, radius, bar_width(scale)), band.topleft)
    draw_tight_ring(surface, band, scale)  # the one ring, its outer line on the band's edge
