"""Draws the entrance of the player whose turn begins (:mod:`game.flow.turn_entrance`): a
band in their seat colour slides in across the left column behind "La rând: Ion", the name
settling from a larger size; the band stays between the round's line and the prompt's,
above the held row, so it never lies over the dice being read."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.seats import draw_marked_name, seat_colour
from game.widgets.text import BOLD, line_height


def band_rect(column: pygame.Rect, centre_y: int, scale: float, progress: float) -> pygame.Rect:
    """The band at ``progress`` (0..1) of its entrance: the column's width (its height is
    not read), one tall line high at ``centre_y``, sliding in from the column's left edge
    to rest on it."""
    h = round(line_height(theme.font_px(theme.FONT_BODY, scale)) * 1.35)
    rect = pygame.Rect(0, 0, column.w, h)
    rect.centery = centre_y
    rect.x = column.x - round((1 - progress) * column.w)
    return rect


def draw_entrance(surface: pygame.Surface, text: str, column: pygame.Rect,
                  centre: tuple[int, int], scale: float, seat: int, progress: float,
                  presence: float, name_scale: float) -> pygame.Rect:
    """The band (seat ``seat``'s colour, its edges bright) and the line on it; return the
    band's rect (clipped to ``column``)."""
    band = band_rect(column, centre[1], scale, progress)
    shown = band.clip(pygame.Rect(column.x, band.y, column.w, band.h))  # across, not down
    if shown.w > 0 and presence > 0:
        colour = seat_colour(seat)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        radius = band.h // 2
        pygame.draw.rect(layer, (*theme.FELT_DARK, 215), layer.get_rect(), border_radius=radius)
        tint = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(tint, (*colour, 80), tint.get_rect(), border_radius=radius)
        layer.blit(tint, (0, 0))
        pygame.draw.rect(layer, (*colour, 255), layer.get_rect(), max(2, theme.px(3, scale)),
                         border_radius=radius)
        layer.set_alpha(round(255 * presence))
        clip = surface.get_clip()
        surface.set_clip(shown)
        surface.blit(layer, band)
        surface.set_clip(clip)
    size = round(theme.font_px(theme.FONT_BODY, scale) * name_scale)
    draw_marked_name(surface, text, size, theme.CREAM, centre, seat, anchor="center",
                     shadow=theme.px(2, scale), max_width=column.w - theme.px(40, scale),
                     weight=BOLD, role="turn_line")
    return shown
