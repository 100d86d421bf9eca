"""The 10 000 table's last round, once the goal's banner has gone: one steady line under the
"10 000" title (round 66, critic B65: the title once gave its place to a two-line plate, and
the region above the dice changed three times): who still plays ("Ultima tură · mai joacă:
Ion, Dan", or how many when their names do not fit) and the score to beat with whose it is
("De depășit: 10 450 (Ana)"), on one line in the felt between the title and the panels,
nothing else moved. The words are the flow's
(:meth:`~game.flow.farkle_reading.FarkleFlowReading.last_round_strip`); this only fits and
draws them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.widgets.felt import felt_area
from game.widgets.text import draw_text, ellipsize, fit_size, line_height, text_size

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow

STRIP_FONT = theme.FONT_SMALL
"""Reference size of the last round's line (quiet: the goal's banner was the loud one)."""

STRIP_GAP = 24
"""Reference pixels of felt kept between the line and the buttons beside it ("?")."""

SEPARATOR = " · "
"""Between the line's two facts (who still plays, the score to beat)."""


def strip_room(place: Any) -> pygame.Rect:
    """Where the line may stand: the felt between the title's line box and the panels'
    top, centred on the felt and clear of the "?" and pause buttons at its right."""
    felt = felt_area(place.size)
    title = line_height(place.font_px(theme.FONT_HEADING))
    top = felt.y + place.px(30) + place.px(36) + title // 2
    bottom = min(place.players_rect.top, place.turn_rect.top, place.center.top)
    half = min(place.help_button.rect.left, place.menu_button.rect.left) - place.px(
        STRIP_GAP) - felt.centerx
    half = min(half, felt.centerx - felt.x - place.px(STRIP_GAP))
    return pygame.Rect(felt.centerx - half, top, 2 * half, max(0, bottom - top))


def strip_lines(flow: FarkleFlow, size: int, width: int, least: int
                ) -> tuple[str, str, int] | None:
    """The line's two parts and their one size, fitted together in ``width`` pixels: who
    still plays by name, else how many; a little smaller down to ``least`` (the table's
    floor), and only then the score to beat cut. None when there is no line now."""
    strip = flow.last_round_strip()
    if strip is None:
        return None
    whole = strip.names + SEPARATOR + strip.beat
    first = strip.names if text_size(whole, size)[0] <= width else strip.count
    size = max(least, min(size, fit_size(first + SEPARATOR + strip.beat, size, width)))
    rest = width - text_size(first + SEPARATOR, size)[0]
    return (first, ellipsize(strip.beat, size, max(0, rest)), size)


def draw_last_round_strip(surface: pygame.Surface, place: Any, flow: FarkleFlow) -> bool:
    """The last round's one line under the title when the last round has one now; True
    when drawn. Who still plays in gold, the score to beat in cream, one baseline."""
    room = strip_room(place)
    fitted = strip_lines(flow, place.font_px(STRIP_FONT), room.w,
                         theme.font_floor(place.scale))
    if fitted is None:
        return False
    first, beat, size = fitted
    lead = first + SEPARATOR
    width = text_size(lead, size)[0] + text_size(beat, size)[0]
    left = room.centerx - width // 2
    middle = room.centery
    shown = draw_text(surface, lead, size, theme.GOLD, (left, middle), anchor="midleft",
                      shadow=place.px(2), role="last_round")
    draw_text(surface, beat, size, theme.CREAM, (shown.right, middle), anchor="midleft",
              shadow=place.px(2), role="last_round")
    return True
