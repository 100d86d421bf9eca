"""A game played alone: no podium of one but a score plate, a moment of its own (hR25).

Centred on the results' card, the plate carries its own figure, a medallion ringed in gold
(the game's die on it, or a trophy on gold for a new record) with the player's token at its
foot; the player's name large in its seat's colour; the personal record line on a ribbon
(gold for a new record, calm for the best not beaten); the total big and gold, counting up
and popping; the game's figures under it, spaced to read; the end's moment's rays turning
behind the total.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.i18n import format_int
from game.widgets import layout_record
from game.widgets.decor import die_image
from game.widgets.icons import draw_icon
from game.widgets.medals import MEDAL_COLOURS, MEDAL_TEXT
from game.widgets.podium import (
    POP,
    TROPHY,
    counted,
    draw_token,
    token_side,
    winner_name_px,
)
from game.widgets.podium_figures import (
    Chip,
    detail_px,
    draw_stats,
    stats_height,
    stats_label_lines,
)
from game.widgets.podium_stage import draw_rays
from game.widgets.seats import seat_colour
from game.widgets.text import (
    BOLD,
    STAMP,
    draw_text,
    ellipsize,
    font,
    line_height,
    text_size,
)

PLATE_WIDTH = 760
"""A game played alone: its score plate's width in reference pixels (at most the room's)."""

PLATE_TOTAL_MOST = 2.2
"""A game played alone: its total (the one place the final score is said) grows up to this
many times the podium winner's size, as the plate's room allows."""

EMBLEM = 2.1
"""The plate's medallion across, in tokens (:func:`game.widgets.podium.token_side`)."""

EMBLEM_LEAST = 1.7
"""The least the medallion gives way to, in tokens, on a plate short of room."""

TOTAL_ROOM = 1.3
"""The total's size, in the podium winner's, that the medallion gives way to."""

LEAD = 0.35
"""The gap between two of the plate's figure lines, in lines."""

RIBBON_PAD = 18
"""Reference pixels the record's ribbon reaches beyond its words, left and right."""

RIBBON_GAP = 14
"""Reference pixels between the record's ribbon and what follows it (the icon rows)."""

PLATE_TOTAL_SIZE = 92
"""The layout size of the score on a game alone's plate (the podium's winner's total was
this size until hR41 grew it; the plate keeps its own)."""


NAME_GAP = 10
"""Reference pixels between the name and the total's digits at rest (critic round 30: the
room kept over the digits for their pop and accents read as a dead band)."""


def digits_ink(size: int) -> tuple[int, int]:
    """Where a total's digits stand in their line box at ``size``: their top's offset
    from the box's top and their height (from the baseline up)."""
    face = font(size, STAMP)
    tops = [m[3] for m in face.metrics("0123456789") if m is not None]
    high = max(tops, default=face.get_ascent())
    return face.get_ascent() - high, high


def emblem_side(scale: float) -> int:
    """The plate's medallion's diameter in pixels."""
    return round(token_side(scale) * EMBLEM)


def draw_emblem(surface: pygame.Surface, centre: tuple[int, int], side: int, seat: int | None,
                record: bool, scale: float) -> pygame.Rect:
    """The plate's own figure, ``side`` across at ``centre``: a medallion ringed in gold,
    the game's die tilted on its dark face, or for a new ``record`` a dark trophy on its
    gold face; the player's token at its foot, right (the seat shown once, as on a step)."""
    face, rim = MEDAL_COLOURS[1]
    r = max(6, side // 2)
    ring = max(2, theme.px(5, scale))
    pygame.draw.circle(surface, rim, centre, r)
    pygame.draw.circle(surface, face if record else theme.INK, centre, r - ring)
    pygame.draw.circle(surface, face, centre, r - ring, max(1, ring // 2))
    if record:
        draw_icon(surface, TROPHY, round(r * 1.15), MEDAL_TEXT, centre)
    else:
        die = die_image(5, max(8, round(r * 0.92)), -12)
        surface.blit(die, die.get_rect(center=centre))
    token = max(8, round(token_side(scale) * 0.8))
    draw_token(surface, (centre[0] + round(r * 0.72), centre[1] + round(r * 0.72)), token, seat)
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def draw_ribbon(surface: pygame.Surface, text: str, size: int, centre_top: tuple[int, int],
                room: int, record: bool, colour: tuple[int, int, int],
                scale: float) -> pygame.Rect:
    """The personal record line on its ribbon (a pill), its top at ``centre_top``: gold with
    dark words for a new ``record``, else a calm dark fill ringed in dark gold, the words in
    ``colour``; at most ``room`` pixels across. Return the ribbon's rect."""
    pad = theme.px(RIBBON_PAD, scale)
    width = min(room, text_size(text, size, BOLD)[0] + 2 * pad)
    high = line_height(size) + theme.px(12, scale)
    ribbon = pygame.Rect(0, 0, width, high)
    ribbon.midtop = centre_top
    radius = high // 2
    if record:
        pygame.draw.rect(surface, theme.GOLD, ribbon, border_radius=radius)  # the titles' gold
        pygame.draw.rect(surface, MEDAL_COLOURS[1][1], ribbon, max(1, theme.px(2, scale)),
                         border_radius=radius)
    else:
        pygame.draw.rect(surface, theme.TABLE_HEADER, ribbon, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD_DARK, ribbon, max(1, theme.px(2, scale)),
                         border_radius=radius)
    draw_text(surface, text, size, MEDAL_TEXT if record else colour, ribbon.center,
              max_width=width - 2 * pad, weight=BOLD, role="podium_best")
    return ribbon


def plate_height(rect: pygame.Rect, scale: float, lines: Sequence[str] = (),
                 chips: Sequence[Chip] = (), over: Sequence[str] = ()) -> int:
    """Pixels tall the plate :func:`draw_plate` lays in ``rect`` (its figures ``lines`` and
    ``chips``, ``over`` on ribbons): the solo card is as tall as it (critic C71)."""
    return _plate_sizes(rect, scale, lines, chips, over)[3].h


def _plate_sizes(rect: pygame.Rect, scale: float, lines: Sequence[str],
                 chips: Sequence[Chip], over: Sequence[str]
                 ) -> tuple[int, int, int, pygame.Rect]:
    """The plate's total's size, its figures' size, its medallion's side and its rect (of
    its size, not yet placed) in ``rect``."""
    total_size = theme.font_px(PLATE_TOTAL_SIZE, scale)
    name_size = winner_name_px(scale)  # the player's name large, in its seat's colour
    pad = theme.px(24, scale)
    detail_size = detail_px(lines, min(rect.w, theme.px(PLATE_WIDTH, scale)) - 2 * pad, scale)
    name_h = line_height(name_size, BOLD)
    lead = round(line_height(detail_size) * LEAD)
    said_h = len(lines) * line_height(detail_size) + max(0, len(lines) - 1) * lead
    if chips:  # the icon rows, then any lines
        said_h += stats_height(len(chips), scale, stats_label_lines(
            chips, min(rect.w, theme.px(PLATE_WIDTH, scale)) - 2 * pad, scale)) \
            + (lead if lines else 0)
    ribbon_h = line_height(detail_size) + theme.px(12, scale)  # :func:`draw_ribbon`'s
    said_h += len(over) * (ribbon_h + theme.px(RIBBON_GAP, scale))  # the record, then all
    free = rect.h - 2 * pad - name_h - said_h - theme.px(20 + NAME_GAP, scale)
    per_px = digits_ink(total_size)[1] * (1 + POP) / max(1, total_size)  # the digits' room
    # the medallion gives way (down to EMBLEM_LEAST tokens) before the total shrinks
    side = max(round(token_side(scale) * EMBLEM_LEAST),
               min(emblem_side(scale), round(free - per_px * total_size * TOTAL_ROOM)))
    free -= side
    total_size = max(total_size, min(round(total_size * PLATE_TOTAL_MOST),
                                     int(free / max(0.1, per_px))))
    ink_h = digits_ink(total_size)[1]
    block = round(ink_h * (1 + POP)) + theme.px(NAME_GAP, scale)  # the digits at their pop's
    # top, growing about their middle, kept clear of the name
    inner_h = side + name_h + block + said_h + theme.px(20, scale)
    plate = pygame.Rect(0, 0, min(rect.w, theme.px(PLATE_WIDTH, scale)),
                        min(rect.h, inner_h + 2 * pad))
    return total_size, detail_size, side, plate


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, row: Any, name: str, time: float,
               scale: float, *, counted_already: bool = False, pop: float = 0.0,
               lines: Sequence[str] = (), over: Sequence[str] = (),
               over_colour: tuple[int, int, int] = theme.GOLD, light: float = 0.0,
               age: float = 0.0, record: bool = False,
               chips: Sequence[Chip] = ()) -> pygame.Rect:
    """A game played alone: no podium of one, but a score plate centred in ``rect`` (no place
    on it): its medallion (:func:`draw_emblem`) over the player's name (large, in its seat's
    colour), their total big and gold (counting up from 0 unless ``counted_already``, popping
    by ``pop``), their figures (``lines``) under it; ``over``: lines said on ribbons right
    under the total (:func:`draw_ribbon`: gold for a new ``record``, else calm, in
    ``over_colour``): the score first, then the record (critic round 30); ``light``
    (0..1): the end's moment's rays turning behind the total (``age`` seconds turning),
    inside the plate;
    ``chips``: their figures as icon rows, said under the total before ``lines``
    (:func:`game.widgets.podium_figures.draw_stats`). Return the total's rect."""
    colour = seat_colour(row.seat) if row.seat is not None else theme.CREAM
    pad = theme.px(24, scale)
    name_size = winner_name_px(scale)  # the player's name large, in its seat's colour
    total_size, detail_size, side, plate = _plate_sizes(rect, scale, lines, chips, over)
    name_h = line_height(name_size, BOLD)
    lead = round(line_height(detail_size) * LEAD)
    ink_h = digits_ink(total_size)[1]
    plate.center = rect.center
    radius = theme.px(18, scale)
    face, rim = MEDAL_COLOURS[1]
    pygame.draw.rect(surface, theme.FELT_DARK, plate, border_radius=radius)
    total_y = (plate.y + pad + side + theme.px(6, scale) + name_h
               + theme.px(NAME_GAP, scale) + round(ink_h * (1 + POP) / 2))
    inside = plate.inflate(-2 * max(2, theme.px(4, scale)), -2 * max(2, theme.px(4, scale)))
    draw_rays(surface, inside, (plate.centerx, total_y), light, age, face)
    pygame.draw.rect(surface, rim, plate, max(2, theme.px(4, scale)), border_radius=radius)
    y = plate.y + pad + side // 2
    draw_emblem(surface, (plate.centerx, y), side, row.seat, record, scale)
    y += side // 2 + theme.px(6, scale) + name_h // 2
    draw_text(surface, ellipsize(name, name_size, plate.w - 2 * pad, BOLD), name_size,
              colour, (plate.centerx, y), weight=BOLD, shadow=theme.px(3, scale),
              role="podium_winner")
    shown = row.total if counted_already else counted(row.total, time)
    size = round(total_size * (1 + POP * max(0.0, min(1.0, pop))))
    top, high = digits_ink(size)  # the digits' middle on total_y, at every size of the pop
    total = draw_text(surface, format_int(shown), size, face,
                      (plate.centerx, total_y - top - high // 2), "midtop",
                      shadow=theme.px(3, scale), weight=STAMP, role="celebration")
    if layout_record.ON:  # the layout check reads the digits, not the accent room over them
        layout_record.narrow_last_text(surface, pygame.Rect(total.x, total.y + top, total.w,
                                                            high))
    y = total_y + round(ink_h * (1 + POP)) // 2 + theme.px(14, scale)
    for line in over:  # the score said, then the record on its ribbon under it
        y = draw_ribbon(surface, line, detail_size, (plate.centerx, y), plate.w - 2 * pad,
                        record, over_colour, scale).bottom + theme.px(RIBBON_GAP, scale)
    if chips:
        y = draw_stats(surface, chips, plate.centerx, y, plate.w - 2 * pad, scale) + lead
    for line in lines:
        box = draw_text(surface, line, detail_size, theme.CREAM, (plate.centerx, y), "midtop",
                        max_width=plate.w - 2 * pad, role="podium_detail")
        y = box.bottom + lead
    return total
