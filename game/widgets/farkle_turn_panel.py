"""The 10 000 table's Tura panel: whose turn, its value rows and their bars, its notes and
its foot's fact (split from :mod:`game.widgets.farkle_panels`, which keeps the players' rows,
the banners and the small shared pieces this module draws with).

Like its siblings it only draws what it is given; none of it knows a rule of the game.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.widgets import seats
from game.widgets.button import blend
from game.widgets.farkle_panels import ValueLine, draw_bar, draw_tag
from game.widgets.farkle_turn_parts import draw_turn_notes
from game.widgets.felt import draw_panel
from game.widgets.text import draw_text, fit_size, line_height, text_size

Colour = tuple[int, int, int]


def turn_points_anchor(rect: pygame.Rect, scale: float) -> tuple[int, int]:
    """Where the first value of a turn panel at ``rect`` (the turn's points) is drawn."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    return (rect.right - pad - theme.px(50, scale),
            rect.y + pad + small + theme.px(34 + 58, scale))


def draw_turn(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
              badge: str, name: str, tag: str, lines: Sequence[ValueLine],
              notes: Sequence[tuple[str, Colour]], seat: int | None = None,
              fact: ValueLine | None = None, floor: int | None = None,
              slot: int = 2, centred: bool = False) -> pygame.Rect | None:
    """The turn panel: title (and a badge such as "Ultima tură!"), whose turn (after the
    ``seat``'s mark), value lines, then free notes (the computer's threshold, who still
    plays); ``fact``: a value row standing at the foot of the free room, just over ``floor``
    (the panel's foot rule; default its bottom): the turn's live fact ("După încasare");
    ``slot``: the lines kept under the first note for the second (the computer's reason;
    ``centred``: a person's one note, in the middle of the
    notes' room: :func:`game.widgets.farkle_turn_parts.draw_turn_notes`). Return the fact's
    row (None: none)."""
    draw_panel(surface, rect, scale)
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    heading = theme.font_px(56, scale)
    draw_text(surface, title, small, theme.GOLD, (rect.x + pad, rect.y + pad), "topleft")
    if badge:  # a steady gold pill beside the title ("Ultima tură!"): seen, not shouting
        width = text_size(badge, small)[0] + 2 * theme.px(10, scale)
        draw_tag(surface, badge, small, (rect.right - pad - width,
                                         rect.y + pad + line_height(small) // 2),
                 theme.FARKLE_HOT, scale)
    y = rect.y + pad + small + theme.px(34, scale)
    tag_size = theme.font_px(26, scale)
    tag_w = text_size(tag, tag_size)[0] + theme.px(40, scale) if tag else 0
    room = rect.w - 2 * pad - tag_w
    lead = 0 if seat is None else seats.marked_width(heading, token=True)
    name_rect = seats.draw_marked_name(surface, name, fit_size(name, heading, room - lead),
                                       theme.CREAM, (rect.x + pad, y), seat, max_width=room,
                                       shadow=theme.px(2, scale), token=True)
    if tag:
        draw_tag(surface, tag, tag_size, (name_rect.right + theme.px(12, scale), y),
                 theme.GOLD, scale)
    y += theme.px(58, scale)
    foot = y  # where the value rows end (the risk's bar's foot): the notes' room begins
    for line in lines:
        draw_text(surface, line.label, small, theme.MUTED, (rect.x + pad, y), "midleft",
                  max_width=rect.w // 2)
        draw_text(surface, line.value, body, line.colour,
                                      (rect.right - pad, y), "midright")
        y += theme.px(52, scale)
        if line.bar is not None:
            bar = pygame.Rect(rect.x + pad, y - theme.px(22, scale), rect.w - 2 * pad,
                              max(3, theme.px(8, scale)))
            colour = line.bar_colour or blend(theme.FARKLE_VALID, theme.FARKLE_BUST,
                                              min(1.0, line.bar * 1.6))
            if line.label or line.value:  # (a blank row keeps its room: a bank's, hF87)
                draw_bar(surface, bar, line.bar, colour)
            foot = bar.bottom
            y += theme.px(8, scale)
    y += theme.px(6, scale)
    return draw_turn_notes(surface, rect, scale, y, notes, fact,
                           rect.bottom if floor is None else floor, slot,
                           centred=centred, rows_foot=foot)
