"""The 10 000 table's last round, once the goal's plate has gone: a band of its own in the
title's row (critics B69, D69: the one steady line under "10 000" was a cramped 20 px of gold
between the title and the prompt, the most tense state of the game the least display type).
The band is the goal plate's foot come to rest on the table: a crimson ribbon, notched and
gold-trimmed, from the players' panel's left edge to the "?" button, carrying the seed's
„Ultima tură!” in the display face, the seats still to play as chips (seat token and name,
in the order they play, none marked: the list's arrow and the Tura card say whose turn it
is; where the names do not fit whole, their tokens beside the count "Încă 3 jucători mai au
o tură", never a cut name), and the total to beat as a figure ("De depășit" before
"10 450", the seat tokens of whose it is between them). "Obiectiv: 10 000" in the players'
panel still names the target; the title comes back with the game's end. The words and
seats are the flow's
(:meth:`~game.flow.farkle_reading.FarkleFlowReading.last_round_strip`); this only fits and
draws them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import theme, theme_stage
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.mute_icon import mute_icon_rect
from game.widgets.seats import draw_seat_token, player_style
from game.widgets.surface_cache import SurfaceCache
from game.widgets.text import (
    BOLD,
    ELLIPSIS,
    STAMP,
    draw_text,
    ellipsize,
    fit_size,
    font,
    line_height,
    text_size,
)

if TYPE_CHECKING:
    from game.flow.farkle_port import LastRoundStrip

BAND_HEIGHT = 96
"""Reference pixels of the band's height at most (the title row's felt, less its air)."""

BAND_AIR = (14, 14)
"""Reference pixels of felt kept over the band (under the window's rim) and under it (over
the panels' tops)."""

BAND_GAP = 24
"""Reference pixels of felt between the band's right end and the "?" button."""

TITLE_SIZE = 72
"""Layout size of the band's „Ultima tură!” (display face) at most: larger than the "10 000"
title it stands in for."""

NAME_SIZE = 36
"""Layout size of a chip's name at most."""

LABEL_SIZE = 30
"""Layout size of "De depășit" before the figure, on its baseline."""

FIGURE_SIZE = 64
"""Layout size of the total to beat at most."""

PART_GAP = 30
"""Reference pixels between the band's three parts (title, chips, the total to beat)."""

CHIP_GAP = 12
"""Reference pixels between two chips."""

_RIBBONS: SurfaceCache[tuple[int, int, float]] = SurfaceCache(4 * 2**20, 6)
"""The band's ribbon built once for a size."""

_SHADOWS: SurfaceCache[tuple[int, int, float]] = SurfaceCache(4 * 2**20, 6)
"""The ribbon's shadow built once for a size (review round 70: built every frame)."""

_SHADES: SurfaceCache[tuple[int, int]] = SurfaceCache(2**20, 12)
"""A chip's dark shade (every chip's: none is marked, B70) built once for a size (review
round 70: one for each chip every frame)."""


@dataclass(frozen=True)
class Chip:
    """One seat still to play on the band: its rect, the seat and its style (colour and mark),
    the name shown (whole, or cut with "…"), whether it is the one playing now, its token's
    side."""

    rect: pygame.Rect
    seat: int
    style: int
    name: str
    playing: bool
    token: int


@dataclass(frozen=True)
class Leader:
    """A seat whose total is the one to beat: its token's rect on the band, the seat and its
    style (colour and mark)."""

    rect: pygame.Rect
    seat: int
    style: int


@dataclass(frozen=True)
class Band:
    """Where the band's parts stand: the ribbon, the title and its size, the chips and their
    names' size, "De depășit" and the figure and their sizes."""

    rect: pygame.Rect
    title: pygame.Rect
    title_size: int
    chips: tuple[Chip, ...]
    name_size: int
    label: pygame.Rect
    label_size: int
    figure: pygame.Rect
    figure_size: int
    leaders: tuple[Leader, ...] = ()
    """The seat tokens of whose total is to beat, between "De depășit" and the figure."""
    count: str = ""
    """Who still plays as a count, beside their marks ("Încă 3 jucători mai au o tură"), where their
    names do not fit whole (the chips then carry the marks alone); "" when they do."""
    count_rect: pygame.Rect | None = None
    """Where the count stands (its size is :attr:`name_size`)."""

    def parts(self) -> list[pygame.Rect]:
        """Every part's rect (the title, each chip, the count, the label, each leader's token,
        the figure)."""
        counted = [] if self.count_rect is None else [self.count_rect]
        return [self.title, *(c.rect for c in self.chips), *counted, self.label,
                *(lead.rect for lead in self.leaders), self.figure]


def band_rect(place: Any) -> pygame.Rect:
    """Where the band stands: the title's row, from the players' panel's left edge (or past
    the mute sign's corner, kept free on every screen: tests/test_layout.py) to the "?" and
    pause buttons (clear of them), over the panels' tops."""
    felt = felt_area(place.size)
    top = felt.y + place.px(BAND_AIR[0])
    bottom = min(place.players_rect.top, place.turn_rect.top, place.center.top) - place.px(
        BAND_AIR[1])
    height = min(place.px(BAND_HEIGHT), max(0, bottom - top))
    right = min(place.help_button.rect.left, place.menu_button.rect.left) - place.px(BAND_GAP)
    left = max(place.players_rect.left, mute_icon_rect(place.size).right + place.px(BAND_GAP))
    return pygame.Rect(left, top + (bottom - top - height) // 2, max(0, right - left), height)


def notch(rect: pygame.Rect) -> int:
    """How deep the ribbon's notched ends cut in."""
    return min(rect.w // 8, round(rect.h * 0.22))


def _fitting(size: int, height: int, weight: str) -> int:
    """The largest layout size up to ``size`` whose line box stands in ``height`` pixels."""
    while size > theme.FONT_MIN and line_height(size, weight) > height:
        size -= 1
    return size


def _chip_width(name: str, size: int, height: int, air: int) -> int:
    """A chip's width: its token alone (a disc), or the token, a gap and ``name``."""
    if not name:
        return height
    return height + text_size(name, size, BOLD)[0] + 2 * air


def band_layout(place: Any, strip: LastRoundStrip) -> Band:
    """The band's parts fitted in its rect: the title, the total to beat at the right, the
    chips centred between them; the names whole, smaller if they must, else the seats'
    tokens beside the strip's count, whole (round 73; with no count, each name cut with "…",
    never a seat's token alone; never a chip over a part)."""
    rect = band_rect(place)
    floor = max(place.type_least, theme.font_floor(place.scale))
    inner = rect.inflate(-2 * (notch(rect) + place.px(16)), 0)
    gap = place.px(PART_GAP)
    title_size = _fitting(max(floor, place.font_px(TITLE_SIZE)), round(rect.h * 0.9), STAMP)
    title = pygame.Rect(inner.x, 0, text_size(strip.title, title_size, STAMP)[0],
                        line_height(title_size, STAMP))
    title.centery = rect.centery
    label_size = max(floor, place.font_px(LABEL_SIZE))
    figure_size = _fitting(max(floor, place.font_px(FIGURE_SIZE)), round(rect.h * 0.8), BOLD)
    figure = pygame.Rect(0, 0, *text_size(strip.beat, figure_size, BOLD))
    figure.midright = (inner.right, rect.centery)
    side = round(figure.h * 0.7)  # (a token under the figure's height, over the label's)
    leaders, right = [], figure.x - place.px(12)
    for seat in reversed(strip.leaders):  # whose total it is: their tokens before it
        token = pygame.Rect(right - side, rect.centery - side // 2, side, side)
        leaders.insert(0, Leader(token, seat, player_style(place.players, seat)))
        right = token.x - place.px(6)
    label = pygame.Rect(0, 0, *text_size(strip.beat_label, label_size, BOLD))
    label.right = right - place.px(6) if leaders else right  # one baseline with the figure
    label.y = figure.y + font(figure_size, BOLD).get_ascent() - font(label_size,
                                                                       BOLD).get_ascent()
    room = pygame.Rect(title.right + gap, rect.y,
                       min(label.x, figure.x) - gap - title.right - gap, rect.h)
    chip_h = min(round(rect.h * 0.62), place.px(64))
    air, chip_gap = place.px(10), place.px(CHIP_GAP)
    least = [n[:1] + ELLIPSIS for n in strip.names]  # (many seats: slimmer chips, all named)
    while chip_h > line_height(floor, BOLD) and sum(
            _chip_width(n, floor, chip_h, air) for n in least) + chip_gap * (
            len(least) - 1) > room.w:
        chip_h -= 1
        air, chip_gap = min(air, chip_h // 5), min(chip_gap, chip_h // 4)
    whole = _fitting(max(floor, place.font_px(NAME_SIZE)), chip_h - place.px(4), BOLD)
    names, name_size = _fitted_names(strip, whole, floor, chip_h, air, room.w, chip_gap)
    count, count_w = "", 0
    if names != list(strip.names) and strip.count:  # a name would be cut: their marks and
        # the count instead, whole (round 73, critic J72: "Jucăto… 2", "Calculat…"), the
        # marks smaller (down to 0.6 of a chip) before the count is
        names, many = [""] * len(names), len(names)
        least = max(line_height(floor, BOLD), round(chip_h * 0.6))
        name_size = max(floor, fit_size(strip.count, whole,
                                        room.w - many * (least + chip_gap), BOLD))
        count, count_w = strip.count, text_size(strip.count, name_size, BOLD)[0] + chip_gap
        chip_h = max(least, min(chip_h, (room.w - count_w) // many - chip_gap))
    widths = [_chip_width(n, name_size, chip_h, air) for n in names]
    total = sum(widths) + chip_gap * (len(widths) - 1) + count_w
    x = room.centerx - total // 2
    chips = []
    for seat, name, width in zip(strip.seats, names, widths, strict=True):
        chip = pygame.Rect(x, rect.centery - chip_h // 2, width, chip_h)
        chips.append(Chip(chip, seat, player_style(place.players, seat), name,
                          seat == strip.playing, chip_h - 2 * place.px(3 if count else 5)))
        x += width + chip_gap
    said = None
    if count:
        said = pygame.Rect(x, 0, count_w - chip_gap, line_height(name_size, BOLD))
        said.centery = rect.centery
    return Band(rect, title, title_size, tuple(chips), name_size, label, label_size, figure,
                figure_size, tuple(leaders), count, said)


def _shortened(name: str, size: int, width: int) -> str:
    """``name`` cut with "…" to ``width`` pixels of text, its head kept, and its last word
    too when that word is short (a seat's number: "Jucăt… 3", so that cut names still tell
    the seats apart); at least its first letter and the ellipsis."""
    if text_size(name, size, BOLD)[0] <= width:
        return name
    head, _, tail = name.rpartition(" ")
    if head and len(tail) <= 3:
        tail = " " + tail
        room = width - text_size(ELLIPSIS + tail, size, BOLD)[0]
        if room >= text_size(head[:1], size, BOLD)[0]:
            return ellipsize(head, size, room + text_size(ELLIPSIS, size, BOLD)[0],
                             BOLD) + tail
    return ellipsize(name, size, width, BOLD)


def _fitted_names(strip: LastRoundStrip, size: int, floor: int, height: int, air: int,
                  width: int, gap: int) -> tuple[list[str], int]:
    """The names the chips show in ``width`` pixels and their size: whole at ``size``, else
    whole at a smaller size down to ``floor``, else each cut with "…" to an equal share of
    the room (round 72, critic E71: at 1024x600 the band showed the other seats' marks
    alone and who still played was unreadable; round 71's "Jucătoru…" thrice is mended by
    keeping a name's seat number). A seat is never shown by its mark alone."""
    def need(names: list[str], at: int) -> int:
        return sum(_chip_width(n, at, height, air) for n in names) + gap * (len(names) - 1)

    names = list(strip.names)
    for at in range(size, floor - 1, -1):
        if need(names, at) <= width:
            return names, at
    share = (width - gap * (len(names) - 1)) // max(1, len(names)) - height - 2 * air
    return [_shortened(n, floor, share) for n in names], floor


def ribbon(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The band's crimson ribbon, notched at both ends and gold-trimmed (the goal plate's
    foot's colours), built once for a size."""
    key = (size[0], size[1], scale)
    made = _RIBBONS.get(key)
    if made is not None:
        return made
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    top, bottom = theme_stage.FARKLE_GOAL_FOOT_BODY
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(layer, (*colour, 255), (0, y), (w, y))
    cut = notch(pygame.Rect(0, 0, w, h))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255),
                        [(0, 0), (w, 0), (w - cut, h // 2), (w, h), (0, h), (cut, h // 2)])
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    trim = max(2, theme.px(3, scale))
    inset = max(trim * 2, theme.px(7, scale))
    for y in (inset, h - inset - trim):
        pygame.draw.rect(layer, theme.GOLD, (cut + inset, y, w - 2 * (cut + inset), trim))
    return _RIBBONS.put(key, layer)


FLASH = 64
"""How much light (added to each channel) the band carries as it comes in (round 75, hL75:
120 washed its gold „Ultima tură!” out to a pale salmon for its first half second, now the
last round's own entrance after the goal's plate: lit, its words still read)."""


def lit_ribbon(size: tuple[int, int], scale: float, came: float) -> pygame.Surface:
    """The ribbon ``came`` (0..1) of the way through its entrance: lit with a flash of light
    as it unrolls (:data:`UNFURL`), that then settles to its crimson (the goal plate's foot
    landing on the table)."""
    image = ribbon(size, scale)
    settling = max(0.0, came - UNFURL) / (1 - UNFURL)  # (lit whole as it unrolls: S27)
    light = round(FLASH * (1 - settling) ** 2)
    if light <= 0:
        return image
    image = image.copy()
    image.fill((light, light, round(light * 0.7), 0), special_flags=pygame.BLEND_RGBA_ADD)
    return image


def ribbon_shadow(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The ribbon's shadow: its shape darkened, built once for a size."""
    key = (size[0], size[1], scale)
    made = _SHADOWS.get(key)
    if made is not None:
        return made
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    shadow.blit(ribbon(size, scale), (0, 0))
    shadow.fill((0, 0, 0, theme.SHADOW_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    return _SHADOWS.put(key, shadow)


def chip_shade(size: tuple[int, int]) -> pygame.Surface:
    """The dark pill under a chip, built once for a size."""
    made = _SHADES.get(size)
    if made is not None:
        return made
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=size[1] // 2)
    return _SHADES.put(size, shade)


def draw_chip(surface: pygame.Surface, chip: Chip, size: int, scale: float) -> None:
    """One seat's chip: dark with cream words, the seat's token at its left; the one playing
    not marked (critic B70: the list's arrow and the Tura card say whose turn it is)."""
    rect = chip.rect
    radius = rect.h // 2
    surface.blit(chip_shade(rect.size), rect)
    pygame.draw.rect(surface, theme.GOLD_DIM, rect, max(1, theme.px(2, scale)),
                     border_radius=radius)
    ink = theme.CREAM
    token = draw_seat_token(surface, (rect.x + rect.h // 2, rect.centery), chip.token,
                            chip.style)
    if chip.name:  # (a slim chip's name kept inside it: its air is less)
        left = min(token.right + theme.px(10, scale),
                   rect.right - max(2, rect.h // 5) - text_size(chip.name, size, BOLD)[0])
        draw_text(surface, chip.name, size, ink, (left, rect.centery), "midleft",
                  weight=BOLD, role="last_round")


UNFURL = 0.4
"""The share of the band's entrance (:data:`game.flow.farkle_port.BAND_IN`) over which it
unrolls to its full width; the rest its light settling (ruling S27)."""

UNFURL_FROM = 3.0
"""How wide the band comes in, in its heights: about the goal's plate folded into the
title's row (ruling S27, round 77, hF91: it stood whole the frame after the plate)."""


def unrolled(rect: pygame.Rect, centre: int, came: float) -> pygame.Rect:
    """The part of the band ``rect`` shown ``came`` (0..1) of the way through its entrance:
    from about the plate's width round ``centre`` (where the plate folded, the title's
    middle) out to its whole width."""
    u = min(1.0, max(0.0, came / UNFURL))
    u = u * u * (3 - 2 * u)  # (eased both ways: no jump at its first frame)
    narrow = min(rect.w, round(rect.h * UNFURL_FROM))
    left0 = min(max(rect.left, centre - narrow // 2), rect.right - narrow)
    left = round(left0 + (rect.left - left0) * u)
    right = round(left0 + narrow + (rect.right - left0 - narrow) * u)
    return pygame.Rect(left, rect.top, max(1, right - left), rect.h)


def draw_last_round_band(surface: pygame.Surface, place: Any,
                         strip: LastRoundStrip) -> Band:
    """The last round's band in the title's row, unrolling as it comes in (:func:`unrolled`,
    bare: its words come once it is whole, never a cut name), whole under a bust's plate too
    (ruling S80, amending S65 1.); return where its parts stand (whole)."""
    band = band_layout(place, strip)
    rect = band.rect
    centre = felt_area(place.size).centerx
    shown = unrolled(rect, centre, strip.came)
    if shown.w <= 0:
        return band
    surface.blit(ribbon_shadow(shown.size, place.scale), shown.move(place.px(6), place.px(6)))
    surface.blit(lit_ribbon(shown.size, place.scale, strip.came), shown)
    if layout_record.ON:
        layout_record.panel(surface, rect, "last_round")
    if shown == rect:
        _draw_band_words(surface, place, strip, band)
    return band


def _draw_band_words(surface: pygame.Surface, place: Any, strip: LastRoundStrip,
                     band: Band) -> None:
    """The band's title, chips, count and figure."""
    draw_text(surface, strip.title, band.title_size, theme.GOLD, band.title.midleft, "midleft",
              weight=STAMP, shadow=place.px(3), role="last_round")
    for chip in band.chips:
        draw_chip(surface, chip, band.name_size, place.scale)
    if band.count_rect is not None:  # who still plays, counted, beside their marks
        draw_text(surface, band.count, band.name_size, theme.CREAM, band.count_rect.midleft,
                  "midleft", weight=BOLD, shadow=place.px(2), role="last_round")
    draw_text(surface, strip.beat_label, band.label_size, theme.CREAM, band.label.topright,
              "topright", weight=BOLD, shadow=place.px(2), role="last_round")
    for lead in band.leaders:
        draw_seat_token(surface, lead.rect.center, lead.rect.h, lead.style)
    draw_text(surface, strip.beat, band.figure_size, theme.GOLD, band.figure.topright,
              "topright", weight=BOLD, shadow=place.px(2), role="last_round")
