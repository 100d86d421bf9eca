"""Draws the entrance of the player whose turn begins (:mod:`game.flow.turn_entrance`): a
pill in their seat colour opens from around "La rând: Ion", centred on it, while the name
settles from a larger size (beginning in the solid fill of the turn's passing band that has
just become it, cross-fading to its own: :func:`joined`), then rests there all turn; its
edges stay outside the words in every frame (no edge ever sweeps across a letter). It
sits between the round's line and the prompt's, above the held row, so it never lies over
the dice being read. Before it, the scored turn's dice leave the felt
(:func:`draw_leaving_dice`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.rules.yams import DICE_COUNT
from game.views import stage_hold
from game.views.ended_turn import draw_ended_veil
from game.views.turn_handoff import band_colour
from game.widgets import layout_record
from game.widgets.dice_fade import draw_dice_faded
from game.widgets.seats import (
    draw_marked_name,
    marked_width,
    player_style,
    seat_colour,
)
from game.widgets.text import BOLD, line_height, text_size

if TYPE_CHECKING:
    from game.widgets.dice import DiceTray

def shown_game(table: Any, standings: bool = False) -> Any:
    """The game as the Yams table draws it (:func:`game.views.stage_hold.shown_game`; with
    ``standings``, as its Clasament does), its turn the scored player's while their dice
    leave the felt: their name, their column, no sign of the next turn before the old dice
    are gone."""
    shown = stage_hold.shown_game(table, standings)
    turn = table.flow.shown_turn
    if turn == shown.current or stage_hold.staged_player(table) is not None:
        return shown
    return stage_hold.HeldBackGame(table.game, list(shown.cards), turn)


OPEN_MARGIN = 14
"""The band's room either side of the name as it starts to open (layout pixels)."""
REST_MARGIN = 96
"""Its room either side of the name once it rests."""


def name_size(scale: float, name_scale: float) -> int:
    """The name's font size at ``name_scale`` times the turn line's."""
    return round(theme.font_px(theme.FONT_BODY, scale) * name_scale)


def rest_height(scale: float) -> int:
    """The band's height at rest (a tall line's, taller than the words)."""
    return round(line_height(theme.font_px(theme.FONT_BODY, scale)) * 1.35)


def band_rect(text: pygame.Rect, column: pygame.Rect, scale: float,
              progress: float) -> pygame.Rect:
    """The band around the words' rect ``text`` at ``progress`` (0..1) of the entrance:
    centred on them, their margin opening from :data:`OPEN_MARGIN` to :data:`REST_MARGIN`
    (never wider than ``column``), from a snug height to a tall line's."""
    p = max(0.0, min(1.0, progress))
    margin = theme.px(OPEN_MARGIN + (REST_MARGIN - OPEN_MARGIN) * p, scale)
    tall = rest_height(scale)
    snug = text.h + theme.px(4, scale)
    rect = pygame.Rect(0, 0, min(column.w, text.w + 2 * margin),
                       max(snug, round(snug + (tall - snug) * p)))
    rect.center = text.center
    return rect


def words_rect(text: str, centre: tuple[int, int], scale: float, name_scale: float,
               max_width: int) -> pygame.Rect:
    """Where :func:`draw_entrance` writes ``text`` (its seat mark included), measured."""
    size = name_size(scale, name_scale)
    width = min(max_width, marked_width(size, BOLD, token=True) + text_size(text, size, BOLD)[0])
    rect = pygame.Rect(0, 0, width, line_height(size, BOLD))
    rect.center = centre
    return rect


def entrance_rect(text: str, column: pygame.Rect, centre: tuple[int, int], scale: float,
                  progress: float, name_scale: float) -> pygame.Rect:
    """Where :func:`draw_entrance` lays its band (the turn's passing settles into it before
    the pill is drawn)."""
    room = column.w - theme.px(2 * OPEN_MARGIN + 8, scale)
    return band_rect(words_rect(text, centre, scale, name_scale, room), column, scale,
                     progress)


JOIN = 0.75
"""The share of the entrance (its eased progress) over which the pill's fill turns from the
band's solid colour (:func:`game.views.turn_handoff.band_colour`) to its own."""


def joined(progress: float) -> float:
    """How much of the band's solid fill the pill still has at ``progress`` (0..1) of its
    entrance: all of it as it begins (the band has just become it), none from :data:`JOIN`."""
    return max(0.0, 1 - max(0.0, progress) / JOIN)


def draw_entrance(surface: pygame.Surface, text: str, column: pygame.Rect,
                  centre: tuple[int, int], scale: float, seat: int | None, progress: float,
                  name_scale: float) -> pygame.Rect:
    """The band (seat ``seat``'s colour, its rim bright) and the line on it; return the
    band's rect. ``seat`` None: no one's (a tie at the end), in :data:`theme.END_TIE_PILL`,
    its words without a mark. (While the turn's passing band says "Ion e la rând" the table
    draws no pill at all: the band is the one voice, ruling S13 amended in round 76; round
    75's quiet nameless plate read as a pill without a name, critics cZ75, cF75a.)"""
    room = column.w - theme.px(2 * OPEN_MARGIN + 8, scale)
    band = entrance_rect(text, column, centre, scale, progress, name_scale)
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    radius = band.h // 2
    pygame.draw.rect(layer, (*theme.FELT_DARK, 215), layer.get_rect(), border_radius=radius)
    colour = theme.END_TIE_PILL if seat is None else seat_colour(seat)
    tint = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*colour, 80), tint.get_rect(), border_radius=radius)
    layer.blit(tint, (0, 0))
    solid = joined(progress)  # the band it was: its solid fill, cross-fading to the pill's
    if solid > 0 and seat is not None:  # (the end's pill is drawn at rest: no band joined)
        pygame.draw.rect(tint, (*band_colour(seat), round(255 * solid)), tint.get_rect(),
                         border_radius=radius)
        layer.blit(tint, (0, 0))
    pygame.draw.rect(layer, (*colour, 255), layer.get_rect(), max(2, theme.px(3, scale)),
                     border_radius=radius)  # its rim whole from the first frame
    surface.blit(layer, band)
    if layout_record.ON:
        layout_record.panel(surface, band, "turn_band")
    draw_marked_name(surface, text, name_size(scale, name_scale), theme.CREAM, centre, seat,
                     anchor="center", shadow=theme.px(2, scale), max_width=room, weight=BOLD,
                     role="turn_line", token=True)
    return band


@dataclass(frozen=True)
class PillLook:
    """One state of the "La rând" pill: its ``text``, ``seat``, entrance ``progress`` and
    ``name_scale`` (:func:`draw_entrance`), ``ended``: greyed as the turn that ended."""

    text: str
    seat: int
    progress: float = 1.0
    name_scale: float = 1.0
    ended: bool = False


def _eased(t: float) -> float:
    """0 under 0, 1 over 1, eased between."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def _pill_image(surface: pygame.Surface, look: PillLook, area: pygame.Rect,
                column: pygame.Rect, centre: tuple[int, int],
                scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    """``surface``'s ``area`` with the pill ``look`` drawn on it (apart: not recorded), and
    the pill's rect in window coordinates."""
    image = surface.subsurface(area).copy()
    shift = (-area.x, -area.y)
    band = draw_entrance(image, look.text, column.move(shift), (centre[0] + shift[0],
                         centre[1] + shift[1]), scale, look.seat, look.progress,
                         look.name_scale)
    if look.ended:
        draw_ended_veil(image, band, band.h // 2)
    return image, band.move(area.topleft)


def draw_pill_morph(surface: pygame.Surface, old: PillLook, new: PillLook,
                    column: pygame.Rect, centre: tuple[int, int], scale: float,
                    share: float) -> pygame.Rect:
    """The "La rând" pill turning in its own place from ``old`` (the turn that ended, greyed)
    into ``new`` (the next player's, as its entrance begins) at ``share`` (0..1) of the way,
    one pill cross-dissolving (ruling S91, round 81, critic cA80 #3: it shrank to a grey name
    and vanished under the passing's card); return the pill's rect (the nearer look's). The
    look more than half shown is the one recorded."""
    m = max(0.0, min(1.0, share))
    rects = [entrance_rect(look.text, column, centre, scale, look.progress, look.name_scale)
             for look in (old, new)]
    area = rects[0].union(rects[1]).inflate(8, 8).clip(surface.get_rect())
    if area.w <= 0 or area.h <= 0:
        return rects[1]
    old_image, old_rect = _pill_image(surface, old, area, column, centre, scale)
    new_image, new_rect = _pill_image(surface, new, area, column, centre, scale)
    # one pill dissolving into the other: together always whole (never a bare place, never
    # a faint one), the old name gone as the new one is read
    surface.blit(old_image, area)
    new_image.set_alpha(round(255 * _eased(m)))
    surface.blit(new_image, area)
    look, rect = (new, new_rect) if m >= 0.5 else (old, old_rect)
    if layout_record.ON:
        room = column.w - theme.px(2 * OPEN_MARGIN + 8, scale)
        layout_record.panel(surface, rect, "turn_band")
        if look.ended:
            layout_record.panel(surface, rect, "ended_turn")
        layout_record.text(surface, words_rect(look.text, centre, scale, look.name_scale, room),
                           look.text, "turn_line", name_size(scale, look.name_scale))
    return rect


SINK = 0.3
"""How far the leaving dice sink as they fade, at most, in die sides (a short way: they fade
where they were; the dice row spans the table's width, so a sideways sweep would carry the
end die over the felt's edge, cut by the panel there)."""


def leaving_shift(tray: DiceTray, progress: float, column: pygame.Rect) -> int:
    """How far down the leaving dice are drawn at ``progress`` (0..1): up to :data:`SINK`
    die sides, never so far that a die (turned, a quarter of a side more) would reach the
    bottom of the table's ``column``."""
    p = max(0.0, min(1.0, progress))
    die = tray.die_size
    lowest = max(tray.position(i)[1] for i in range(DICE_COUNT)) + die * 0.75
    room = max(0.0, column.bottom - lowest)
    return round(min(die * SINK, room) * p)


def draw_leaving_dice(surface: pygame.Surface, tray: DiceTray, progress: float,
                      column: pygame.Rect, floor: int | None = None) -> None:
    """The scored turn's dice leaving the felt (:class:`game.flow.turn_passing.DiceLeaving`):
    drawn as the tray has them, fading out as ``progress`` goes from 0 to 1 while they sink
    a short way (:func:`leaving_shift`), whole inside the table's ``column`` (never cut by a
    panel's edge, not over the sheet), never sinking past ``floor`` (the Clasament's top:
    ruling S91 2., critic cA80: the fading dice sank over its title)."""
    p = max(0.0, min(1.0, progress))
    if p >= 1:
        return
    room = column if floor is None else pygame.Rect(column.x, column.y, column.w,
                                                    max(0, min(column.bottom, floor) - column.y))
    draw_dice_faded(surface, tray, p, leaving_shift(tray, p, room), column)


def greet_column(surface: pygame.Surface, table: Any, player: int) -> None:
    """While the turn's entrance plays (the flow's banner, no stage), ``player``'s sheet
    column glows in their seat colour under its header (the name on its tab untouched),
    fading as the entrance settles (a skip ends it)."""
    banner = table.flow.voice.banner
    if table.game.finished or banner is None or table.on_stage is not None:
        return
    if table.flow.prompt_waits:  # under the band the pill and the column are the ended
        return  # turn's: the greeting comes with "La rând" (ruling S62 2., critic cF78)
    fade = 1 - table.entrance.progress(banner.age, table.turn_key())
    if table.flow.handoff.active:  # whole as the pill comes, fading as it opens after it
        fade = 1.0
    column = table.sheet.column_rect(player)  # under its header: the name keeps its full
    column.top += table.sheet.row_h  # ink on its tab (critic H72: grey words on pastel)
    column.h -= table.sheet.row_h
    draw_column_glow(surface, column, table.sheet.rect,
                     player_style(table.game.players, player), fade, table.scale)


def draw_column_glow(surface: pygame.Surface, column: pygame.Rect, sheet: pygame.Rect,
                     seat: int, strength: float, scale: float) -> None:
    """The next player's sheet column greeting them as their entrance plays: a glow in seat
    ``seat``'s colour along ``column``'s edges, fading smoothly inwards (one pixel at a
    time: no bands, no stripe), and a light wash of it over the column, both at
    ``strength`` (0..1: gone); all of it inside the column, so on the sheet (``sheet``),
    never out over the felt (critic Y28)."""
    s = max(0.0, min(1.0, strength))
    if s <= 0:
        return
    area = column.clip(sheet)
    if area.w <= 0 or area.h <= 0:
        return
    colour = seat_colour(seat)
    depth = max(2, min(theme.px(30, scale), min(area.w, area.h) // 3))
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    layer.fill((*colour, round(90 * s)))  # the wash
    for k in range(depth):  # the glow: strongest at the edge, easing to the wash inwards
        fall = (1 - k / depth) ** 2
        rect = layer.get_rect().inflate(-2 * k, -2 * k)
        if rect.w <= 0 or rect.h <= 0:
            break
        pygame.draw.rect(layer, (*colour, round((90 + 150 * fall) * s)), rect, 1)
    surface.blit(layer, area)
