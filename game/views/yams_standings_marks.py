"""The Yams standings' marks and frame measures (split off :mod:`game.views.yams_standings`
round 82, hY127): each row's seat mark with the pointer before the player on turn, the
mark's size in a row, the panel's corner radius."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.seats import draw_seat_token

MARK_SHARE = 0.86
"""A standings mark's side, in row heights."""


def draw_seat_marker(surface: pygame.Surface, rect: pygame.Rect, seat: int, current: bool,
                     scale: float) -> None:
    """``seat``'s marker in ``rect`` (the row's first cell): the seat's mark (its colour and
    shape, :mod:`game.widgets.seats`), and for the player on turn a pointer before it (a
    shape too: colour is never alone)."""
    side = max(9, min(rect.h - theme.px(2, scale), mark_side_for(rect.h)))
    centre = (rect.right - side // 2 - theme.px(2, scale), rect.centery)
    draw_seat_token(surface, centre, side, seat)  # its strong colour round its shape (S71)
    if current:
        tip = centre[0] - side // 2 - theme.px(5, scale)
        half = max(4, rect.h // 3)
        pygame.draw.polygon(surface, theme.GOLD, [(tip, rect.centery),
                                                  (tip - half, rect.centery - half),
                                                  (tip - half, rect.centery + half)])


PANEL_RADIUS = 26
"""The standings panel's corner radius, reference pixels (the held row's frame's)."""


def panel_radius(scale: float) -> int:
    """The standings panel's corner radius in pixels at ``scale``."""
    return theme.px(PANEL_RADIUS, scale)


def mark_side_for(row_h: int) -> int:
    """A seat mark's side in a row ``row_h`` pixels high: most of the row (the player is
    found by their mark at a glance, not a glyph beside the name)."""
    return round(row_h * MARK_SHARE)
