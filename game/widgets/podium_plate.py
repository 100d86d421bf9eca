"""A game played alone: no podium of one but a score plate, a moment of its own (hR25).

The plate fills the results' card (round 74, hY96: a small card in a dark, empty screen
before), in two columns. The hero: its own figure, a medallion ringed in gold (the game's
die on it, or a trophy on gold for a new record) with the player's token at its foot; the
player's name large in its seat's colour; the total as big as the column lets it, gold,
counting up and popping; the record under it (a gauge of the best, or a new record's gold
ribbon: :mod:`game.widgets.record_gauge`); the end's moment's rays turning behind the
total. The ledger beside it: the game's figures, a row each, large, spaced to read.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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
    token_side,
    winner_name_px,
)
from game.widgets.podium_figures import (
    STAT_FIGURE,
    STAT_LABEL_COLOUR,
    Chip,
    detail_px,
    draw_chip_icon,
)
from game.widgets.podium_pieces import draw_token
from game.widgets.podium_stage import draw_rays
from game.widgets.record_gauge import (
    draw_gauge,
    draw_record_ribbon,
    gauge_height,
    ribbon_height,
)
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

PLATE_WIDTH = 1800
"""A game played alone: its score plate's width in reference pixels at most: the whole
results' podium room (round 74, hY96: 760 before, a small card in the middle of a dark,
empty screen; the plate now fills the card)."""

PLATE_TOTAL_MOST = 5.0
"""A game played alone: its total (the one place the final score is said) grows up to this
many times its layout size, as the hero column's room allows (round 74, hY96: 2.2 before,
the score small on a wide plate)."""

HERO_SHARE = 0.56
"""The share of the plate's width its hero column takes (the rest: the ledger)."""

GAUGE_SHARE = 0.92
"""The record's gauge's width, in the hero column's."""

BEST_GAP = 14
"""Reference pixels between the total's digits and the record under them."""

LEDGER_GROWTH = 1.15
"""A ledger row's figure, in the podium's figures' size (:data:`STAT_FIGURE`)."""

LEDGER_ROW_MOST = 2.2
"""A ledger row's height at most, in its figure's lines."""

LEDGER_GAP = 12
"""Reference pixels between two rows of the ledger (spaced to read, hR25)."""

LEDGER_TILE = (14, 70, 42)
"""A ledger row's tile: a shade lighter than the plate's dark felt."""

EMBLEM = 2.1
"""The plate's medallion across, in tokens (:func:`game.widgets.podium.token_side`)."""

LEAD = 0.35
"""The gap between two of the plate's figure lines, in lines."""

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


@dataclass(frozen=True)
class PlateLayout:
    """Where a game alone's result stands on its plate (:func:`plate_layout`)."""

    plate: pygame.Rect
    """The plate: the whole room it is given (round 74, hY96: it fills the stage)."""
    hero: pygame.Rect
    """The left column: the medallion, the name, the total, the record."""
    ledger: pygame.Rect
    """The right column: the game's breakdown, a row a figure, then its lines."""
    side: int
    """The medallion's diameter."""
    total_size: int
    """The total's layout size."""
    detail_size: int
    """The size of the record's words and of the figures' lines."""
    best_h: int
    """Pixels the record's gauge or ribbon stands (0: none said)."""
    top: int
    """Where the hero column's stack starts (its medallion's top)."""


def plate_layout(rect: pygame.Rect, scale: float, total: int, lines: Sequence[str] = (),
                 over: Sequence[str] = (), record: bool = False) -> PlateLayout:
    """A game alone's plate in ``rect`` (the results' podium room): two columns, the hero
    (:data:`HERO_SHARE` of it) and the ledger; the total as large as the hero column's
    height and width let it (up to :data:`PLATE_TOTAL_MOST` times its layout size), the
    stack centred in its column."""
    pad = theme.px(24, scale)
    plate = pygame.Rect(0, 0, min(rect.w, theme.px(PLATE_WIDTH, scale)), rect.h)
    plate.center = rect.center
    hero = pygame.Rect(plate.x + pad, plate.y + pad, round(plate.w * HERO_SHARE) - 2 * pad,
                       plate.h - 2 * pad)
    ledger = pygame.Rect(hero.right + 2 * pad, hero.y, plate.right - pad - hero.right - 2 * pad,
                         hero.h)
    detail_size = detail_px([*lines, *over], ledger.w, scale)
    name_h = line_height(winner_name_px(scale), BOLD)
    best_h = 0
    if over:
        best_h = (ribbon_height(detail_size, scale) if record
                  else gauge_height(detail_size, scale)) + theme.px(BEST_GAP, scale)
    side = emblem_side(scale)
    free = hero.h - side - theme.px(6 + NAME_GAP, scale) - name_h - best_h
    base = theme.font_px(PLATE_TOTAL_SIZE, scale)
    per_px = digits_ink(base)[1] * (1 + POP) / max(1, base)  # the digits' room a pixel
    wide = text_size(format_int(total), base, STAMP)[0] / max(1, base)
    size = min(round(base * PLATE_TOTAL_MOST), int(free / max(0.1, per_px)),
               int(hero.w / max(0.1, wide * (1 + POP))))
    total_size = max(base // 2, size)
    stack = (side + theme.px(6 + NAME_GAP, scale) + name_h
             + round(digits_ink(total_size)[1] * (1 + POP)) + best_h)
    top = hero.y + max(0, (hero.h - stack) // 2)
    return PlateLayout(plate, hero, ledger, side, total_size, detail_size, best_h, top)


def ledger_sizes(scale: float) -> tuple[int, int]:
    """The layout sizes of a ledger row's figure and of its label."""
    return (round(theme.font_px(STAT_FIGURE, scale) * LEDGER_GROWTH),
            theme.font_px(theme.FONT_BODY, scale))


def draw_ledger(surface: pygame.Surface, chips: Sequence[Chip], lines: Sequence[str],
                room: pygame.Rect, detail_size: int, scale: float) -> None:
    """The game's breakdown in ``room``: a row a figure (its icon, its label, its figure
    at the right, large), on dark tiles spread down the column, then its ``lines``."""
    figure_px, label_px = ledger_sizes(scale)
    figure_h = line_height(figure_px, BOLD)
    lead = round(line_height(detail_size) * LEAD)
    said = len(lines) * (line_height(detail_size) + lead)
    gap = theme.px(LEDGER_GAP, scale)
    count = max(1, len(chips))
    row_h = min(round(figure_h * LEDGER_ROW_MOST), (room.h - said - gap * (count - 1)) // count)
    row_h = max(row_h, figure_h)
    block = count * row_h + gap * (count - 1) + said if chips else said
    y = room.y + max(0, (room.h - block) // 2)
    inset = theme.px(18, scale)
    icon = round(figure_h * 1.1)
    for name, figure, label in chips:
        tile = pygame.Rect(room.x, y, room.w, row_h)
        pygame.draw.rect(surface, LEDGER_TILE, tile, border_radius=theme.px(12, scale))
        pygame.draw.rect(surface, theme.GOLD_DIM, tile, max(1, theme.px(2, scale)),
                         border_radius=theme.px(12, scale))
        draw_chip_icon(surface, name, (tile.x + inset + icon // 2, tile.centery), icon)
        figure_w = text_size(figure, figure_px, BOLD)[0]
        draw_text(surface, figure, figure_px, theme.CREAM,
                  (tile.right - inset, tile.centery), "midright", weight=BOLD,
                  role="podium_stat")
        label_x = tile.x + inset + icon + inset
        draw_text(surface, ellipsize(label, label_px, tile.right - 2 * inset - figure_w
                                     - label_x, BOLD),
                  label_px, STAT_LABEL_COLOUR, (label_x, tile.centery), "midleft",
                  weight=BOLD, role="podium_stat_label")
        y = tile.bottom + gap
    for line in lines:
        box = draw_text(surface, line, detail_size, theme.CREAM, (room.centerx, y), "midtop",
                        max_width=room.w, role="podium_detail")
        y = box.bottom + lead


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, row: Any, name: str, time: float,
               scale: float, *, counted_already: bool = False, pop: float = 0.0,
               lines: Sequence[str] = (), over: Sequence[str] = (),
               over_colour: tuple[int, int, int] = theme.CREAM, light: float = 0.0,
               age: float = 0.0, record: bool = False, share: float | None = None,
               chips: Sequence[Chip] = ()) -> pygame.Rect:
    """A game played alone: no podium of one, but a score plate filling ``rect`` (no place
    on it), two columns (round 74, hY96: the stage filled, no small card in a dark sea).
    The hero: its medallion (:func:`draw_emblem`) over the player's name (large, in its
    seat's colour), their total as big as the column lets it, gold (counting up from 0
    unless ``counted_already``, popping by ``pop``), the record under it (``over``: a new
    ``record``'s gold ribbon, else a gauge filled to ``share`` of the best, its words in
    ``over_colour``: :mod:`game.widgets.record_gauge`); ``light`` (0..1): the end's
    moment's rays turning behind the total (``age`` seconds turning), inside the plate.
    The ledger beside it: ``chips``, the game's figures, a row each, then ``lines``
    (:func:`draw_ledger`). Return the total's rect."""
    colour = seat_colour(row.seat) if row.seat is not None else theme.CREAM
    laid = plate_layout(rect, scale, row.total, lines, over, record)
    plate, hero = laid.plate, laid.hero
    name_size = winner_name_px(scale)  # the player's name large, in its seat's colour
    name_h = line_height(name_size, BOLD)
    ink_h = digits_ink(laid.total_size)[1]
    radius = theme.px(18, scale)
    face, rim = MEDAL_COLOURS[1]
    pygame.draw.rect(surface, theme.FELT_DARK, plate, border_radius=radius)
    total_y = (laid.top + laid.side + theme.px(6, scale) + name_h
               + theme.px(NAME_GAP, scale) + round(ink_h * (1 + POP) / 2))
    inside = plate.inflate(-2 * max(2, theme.px(4, scale)), -2 * max(2, theme.px(4, scale)))
    draw_rays(surface, inside, (hero.centerx, total_y), light, age, face)
    pygame.draw.rect(surface, rim, plate, max(2, theme.px(4, scale)), border_radius=radius)
    split = (hero.right + laid.ledger.x) // 2  # the columns parted by a thin gold rule
    pygame.draw.line(surface, theme.GOLD_DIM, (split, hero.y + theme.px(12, scale)),
                     (split, hero.bottom - theme.px(12, scale)), max(1, theme.px(2, scale)))
    y = laid.top + laid.side // 2
    draw_emblem(surface, (hero.centerx, y), laid.side, row.seat, record, scale)
    y += laid.side // 2 + theme.px(6, scale) + name_h // 2
    draw_text(surface, ellipsize(name, name_size, hero.w, BOLD), name_size,
              colour, (hero.centerx, y), weight=BOLD, shadow=theme.px(3, scale),
              role="podium_winner")
    shown = row.total if counted_already else counted(row.total, time)
    size = round(laid.total_size * (1 + POP * max(0.0, min(1.0, pop))))
    top, high = digits_ink(size)  # the digits' middle on total_y, at every size of the pop
    total = draw_text(surface, format_int(shown), size, face,
                      (hero.centerx, total_y - top - high // 2), "midtop",
                      shadow=theme.px(4, scale), weight=STAMP, role="celebration")
    if layout_record.ON:  # the layout check reads the digits, not the accent room over them
        layout_record.narrow_last_text(surface, pygame.Rect(total.x, total.y + top, total.w,
                                                            high))
    y = total_y + round(ink_h * (1 + POP)) // 2 + theme.px(BEST_GAP, scale)
    for line in over[:1]:  # the score said, then the record under it
        if record:
            draw_record_ribbon(surface, line, laid.detail_size, (hero.centerx, y), hero.w,
                               scale)
        else:
            bar = pygame.Rect(0, y, round(hero.w * GAUGE_SHARE),
                              gauge_height(laid.detail_size, scale))
            bar.centerx = hero.centerx
            draw_gauge(surface, line, laid.detail_size, bar,
                       1.0 if share is None else share, scale, over_colour)
    draw_ledger(surface, chips, lines, laid.ledger, laid.detail_size, scale)
    return total
