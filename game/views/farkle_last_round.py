"""The 10 000 table's last round, once its "Ultima tură!" ribbon has gone: a quiet strip where
the title stands (hF28: after the ribbon nothing on the table said it was the last round), two
small lines on a dark plate with a thin gold rim: who still plays ("Ultima tură · mai joacă:
Ion, Dan", or how many when their names do not fit) and the score to beat with whose it is
("De depășit: 10 450 (Ana)"). The words are the flow's
(:meth:`~game.flow.farkle_reading.FarkleFlowReading.last_round_strip`); this only fits and
draws them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.text import draw_text, ellipsize, fit_size, line_height, text_size

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow

STRIP_FONT = theme.FONT_SMALL
"""Reference size of the strip's two lines (quiet: the ribbon was the loud one)."""

STRIP_PAD = 18
"""Reference pixels between the strip's rim and its words, each side."""

STRIP_GAP = 24
"""Reference pixels of felt kept between the strip and the buttons beside it ("?")."""


def strip_room(place: Any) -> pygame.Rect:
    """Where the strip may stand: the title's band over the panels (the felt's top to the
    panels' top, a little felt kept each side), centred on the felt and clear of the "?"
    and pause buttons at its right."""
    felt = felt_area(place.size)
    top = felt.y + place.px(8)
    bottom = min(place.players_rect.top, place.turn_rect.top, place.center.top) - place.px(8)
    half = min(place.help_button.rect.left, place.menu_button.rect.left) - place.px(
        STRIP_GAP) - felt.centerx
    half = min(half, felt.centerx - felt.x - place.px(STRIP_GAP))
    return pygame.Rect(felt.centerx - half, top, 2 * half, bottom - top)


def strip_lines(flow: FarkleFlow, size: int, width: int, least: int
                ) -> tuple[str, str, int] | None:
    """The strip's two lines and their one size, fitted in ``width`` pixels: who still plays
    by name, else how many; the lines a little smaller down to ``least`` (the table's floor),
    and only then cut. None when there is no strip now."""
    strip = flow.last_round_strip()
    if strip is None:
        return None
    first = strip.names if text_size(strip.names, size)[0] <= width else strip.count
    size = max(least, min(fit_size(first, size, width), fit_size(strip.beat, size, width)))
    return (ellipsize(first, size, width), ellipsize(strip.beat, size, width), size)


def draw_last_round_strip(surface: pygame.Surface, place: Any, flow: FarkleFlow) -> bool:
    """The strip in the title's band when the last round has one now; True when drawn (the
    title then gives it its place)."""
    room = strip_room(place)
    size = place.font_px(STRIP_FONT)
    pad = place.px(STRIP_PAD)
    fitted = strip_lines(flow, size, room.w - 2 * pad, theme.font_floor(place.scale))
    if fitted is None:
        return False
    first, beat, size = fitted
    tall = line_height(size)
    gap = place.px(4)
    width = max(text_size(first, size)[0], text_size(beat, size)[0]) + 2 * pad
    height = 2 * tall + gap + place.px(22)
    plate = pygame.Rect(0, 0, width, min(height, room.h))
    plate.center = room.center
    radius = plate.h // 3
    layer = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, theme.PANEL_ALPHA), layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, theme.GOLD_DARK, layer.get_rect(), max(1, place.px(2)),
                     border_radius=radius)
    surface.blit(layer, plate)
    layout_record.panel(surface, plate, "last_round")
    middle = plate.centery
    draw_text(surface, first, size, theme.GOLD, (plate.centerx, middle - (tall + gap) // 2),
              role="last_round")
    draw_text(surface, beat, size, theme.CREAM, (plate.centerx, middle + (tall + gap) // 2),
              role="last_round")
    return True
