"""The win's stage under its words: a mini podium of every player's total (critic D69: the
win and the tie were words on empty felt, their lower part bare). Since round 73 (ruling S9)
a table's win stands the results' own podium instead (:mod:`game.views.stage_held`: one
podium from the win into the results); this one is drawn for a picture made with no table's
results.

At the foot of the felt one column per player stands on a floor, best in the middle (the
second on its left, the third on its right, …), each in its seat's colour, as tall as its
total against the winner's, carrying the seat's token and the total over it; the winners'
columns are crowned with the results' trophy (:func:`game.widgets.decor.draw_trophy`) and
their token larger. The columns rise together as the stage opens
(:func:`game.flow.end_stage.podium_risen`, the title and the names said from its first
frame above them) and stand whole to the stage's last frame, its words leaving round them
(the results panel rises over them: critics B71, C71). What it shows is
:attr:`game.views.stage_picture.StagePicture.podium`; the words above stand in the felt left
over it (:func:`podium_height`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.end_stage import podium_risen
from game.flow.stage import GRAND, STAMP_WIDTH, StageClock
from game.views import stage_held
from game.widgets import layout_record
from game.widgets.button import blend
from game.widgets.decor import draw_trophy
from game.widgets.medals import MEDAL_TEXT
from game.widgets.podium import BADGE_DISC, draw_place_badge, step_colours, top_colour
from game.widgets.seats import seat_colour, token_image
from game.widgets.text import (
    BOLD,
    STAMP,
    balanced_lines,
    fit_size,
    font,
    line_height,
    text_size,
)

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

PODIUM_SHARE = 0.46
"""The podium's room at the foot of the felt, as a share of the felt's height (the words
above it centred in the rest)."""

FLOOR_MARGIN = 24
"""Reference pixels between the podium's floor and the felt's bottom edge."""

COLUMN_SHARE = 0.27
"""A column's widest, as a share of the felt's width (critic C70: at 1920 the podium stood
narrow in bare felt; two players' columns fill over half of it)."""

PODIUM_SPAN = 0.8
"""The most of the felt's width the podium's columns (and their gaps) take."""

QUIET_BLOCK = (92, 104, 98)
"""A column's metal past the third place: quiet (gold, silver, bronze are the three first's,
the results' podium's)."""

COLUMN_GAP = 26
"""Reference pixels between two columns."""

TOKEN_SHARE = 0.17
"""A runner-up's token's side against the podium's height (a winner's :data:`WINNER_TOKEN`
times larger: the winner's mark the largest)."""

WINNER_TOKEN = 1.3
"""How much larger a winner's token stands than a runner-up's."""

FIGURE_SHARE = 0.15
"""A total's size over its column against the podium's height."""

TROPHY_SHARE = 0.24
"""The trophy's height over a winner's column against the podium's height."""

PLACE_HEIGHTS = (1.0, 0.7, 0.5, 0.38)
"""A column's height against the winners' by its place (equal places, equal columns; the
fourth's for every place after it): a podium's steps, its totals written over them."""


@dataclass(frozen=True)
class WinColumn:
    """One player's column on the win's podium."""

    seat: int | None
    """The player's seat (its colour and mark; None: none)."""
    place: int
    """The player's place (1: a winner; equal totals share one)."""
    total: str
    """The total as written ("5 900")."""
    won: bool
    """True for a winner (a tie's several): crowned with the trophy, its token larger."""
    name: str = ""
    """The player's name, written whole on the block (critic D70: marks and no names)."""


TIE_TITLE_MOST = 0.9
"""The most of the felt's width a tie's title takes (its letters otherwise a single
winner's size)."""


def tie_title_share(title: str, single: str) -> float:
    """The share of the felt's width a tie's ``title`` takes: as much as sets its letters at
    the size of ``single`` (its first winner's verdict alone) at a grand stage's width, up to
    :data:`TIE_TITLE_MOST` (round 73: "Egalitate: Jucătorul 1 și Jucătorul 2" squeezed into a
    single's width read smaller than the totals on the podium under it)."""
    face = font(100, STAMP)
    wide = STAMP_WIDTH[GRAND] * face.size(title)[0] / max(1, face.size(single)[0])
    return min(TIE_TITLE_MOST, max(STAMP_WIDTH[GRAND], wide))


WORDS_GAP = 20
"""Reference pixels of felt between the lowest of the stage's words and the podium's top."""


def words_room(picture: StagePicture) -> int:
    """The felt's height the words stand centred in, over a podium (the felt's whole height
    without one)."""
    if not picture.podium:
        return picture.area.h
    return picture.area.h - round(picture.area.h * PODIUM_SHARE)


def podium_height(picture: StagePicture) -> int:
    """The felt's height the podium takes at its foot (0: no podium): at least its share,
    and up to just under the stage's words (critic D70: a ~150 px band of bare felt lay
    between the pills and the trophies at 1920)."""
    if not picture.podium:
        return 0
    h = picture.stamp_image().get_height()
    block = picture.ink().h + picture.room_below(h)
    top = max(0, (words_room(picture) - block) // 2 - round(picture.area.h * 0.03))
    under = top + block + theme.px(WORDS_GAP, picture.scale)
    return max(round(picture.area.h * PODIUM_SHARE), picture.area.h - under)


def podium_room(picture: StagePicture) -> pygame.Rect:
    """Where the podium stands: the felt's lower part, its floor kept off the felt's edge."""
    area = picture.area
    height = podium_height(picture)
    margin = theme.px(FLOOR_MARGIN, picture.scale)
    return pygame.Rect(area.x, area.bottom - height, area.w, max(0, height - margin))


def centre_out(places: list[int]) -> list[int]:
    """Where (0: leftmost) each column of ``places`` (theirs, best first) stands: the best in
    the middle, the second on its left, the third on its right, and so on outwards; equal
    places side by side in the game's order, left to right (a tie reads as the results'
    podium does); of two, the winner on the left, as the results' podium stands them
    (:data:`game.widgets.podium_layout.ORDER`: one podium from the stage to the results)."""
    if len(places) == 2:
        return [0, 1]
    slots: list[int] = []
    for k in range(len(places)):
        if k % 2:
            slots.insert(0, k)
        else:
            slots.append(k)
    spots = [slots.index(k) for k in range(len(places))]
    for place in set(places):  # equal places: their spots in the game's order
        tied = [k for k, p in enumerate(places) if p == place]
        for k, spot in zip(tied, sorted(spots[k] for k in tied), strict=True):
            spots[k] = spot
    return spots


@dataclass(frozen=True)
class Placed:
    """A column as laid out at a height of its rise."""

    column: WinColumn
    bar: pygame.Rect
    """The column's block (its risen part: from its first frame tall enough for the name
    and the place)."""
    token: pygame.Rect
    """The seat's token on the block's top."""
    figure: pygame.Rect
    """The total's line over the token."""
    cup: pygame.Rect | None
    """The trophy over a winner's total (None: not a winner)."""


def sizes(picture: StagePicture) -> tuple[int, int, int, int]:
    """(a runner-up's token side, a winner's, the totals' type size, the trophy's height)."""
    room = podium_room(picture)
    token = max(12, round(room.h * TOKEN_SHARE))
    figure = max(theme.FONT_MIN, round(room.h * FIGURE_SHARE))
    return token, round(token * WINNER_TOKEN), figure, round(room.h * TROPHY_SHARE)


def layout(picture: StagePicture, risen: float = 1.0) -> list[Placed]:
    """Every column as it stands ``risen`` (0..1) of the way up from a block just tall
    enough for every name and place (:func:`face_room`) to its full height, best first."""
    columns = picture.podium
    room = podium_room(picture)
    if not columns or room.h <= 0:
        return []
    gap = theme.px(COLUMN_GAP, picture.scale)
    width = min(round(room.w * COLUMN_SHARE),
                (round(room.w * PODIUM_SPAN) - gap * (len(columns) - 1)) // len(columns))
    left = room.centerx - (width * len(columns) + gap * (len(columns) - 1)) // 2
    token, big, size, trophy = sizes(picture)
    air = theme.px(8, picture.scale)
    figure_h = line_height(size, BOLD)
    tallest = room.h - trophy - figure_h - big - 3 * air
    places = centre_out([c.place for c in columns])
    laid = []
    floor = max(face_room(picture, c, width) for c in columns)  # every name and place
    # whole, with room between them (D70; B71/C71: the third's "3" touched its name)
    for column, place in zip(columns, places, strict=True):
        share = PLACE_HEIGHTS[min(column.place, len(PLACE_HEIGHTS)) - 1]
        lowest = PLACE_HEIGHTS[-1]  # over a tall floor the steps keep their order: the
        # 2nd over the 3rd over the rest (B71/C71: all as low as the 6th's at 1024x600)
        stepped = floor + round((tallest - floor) * (share - lowest) / (1 - lowest))
        full = min(tallest, max(round(tallest * share), stepped))
        stub = min(full, floor)  # risen from a block holding its name and place (B71/C71:
        # words over an empty band, ranks late): never from nothing
        high = round(stub + (full - stub) * max(0.0, min(1.0, risen)))
        x = left + place * (width + gap)
        bar = pygame.Rect(x, room.bottom - high, width, high)
        side = big if column.won else token
        mark = pygame.Rect(0, 0, side, side)
        mark.midbottom = (bar.centerx, bar.top - air // 2)
        figure = pygame.Rect(x, mark.top - air - figure_h, width, figure_h)
        cup = None
        if column.won:
            cup = pygame.Rect(0, 0, trophy, trophy)
            cup.midbottom = (bar.centerx, figure.top - air // 2)
        laid.append(Placed(column, bar, mark, figure, cup))
    return laid


def _figure(picture: StagePicture, column: WinColumn, size: int) -> pygame.Surface:
    """A total's words over its column (made once): gold for a winner, else cream, on a
    soft dark shadow."""
    key = ("podium", column.total, column.won, size)
    image = picture.drawn_once.get(key)
    if image is None:
        colour = theme.GOLD if column.won else theme.CREAM
        face = font(size, BOLD)
        words = face.render(column.total, True, colour)
        shade = face.render(column.total, True, theme.INK)
        drop = max(1, size // 18)
        image = pygame.Surface((words.get_width() + drop, words.get_height() + drop),
                               pygame.SRCALPHA)
        image.blit(shade, (drop, drop))
        image.blit(words, (0, 0))
        picture.drawn_once[key] = image
    return image


def block_colours(place: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """A column's metal and its lit top by its place: the results' podium's (gold, silver,
    bronze: :func:`game.widgets.podium.step_colours`, critic C70: a second's gold column
    read as first), quiet past the third."""
    if place <= 3:
        return step_colours(place)[0], top_colour(place)
    return QUIET_BLOCK, blend(QUIET_BLOCK, (255, 255, 255), 0.3)


def _block(layer: pygame.Surface, bar: pygame.Rect, seat: int | None, scale: float,
           place: int = 1) -> None:
    """A column's block: its place's metal (:func:`block_colours`), a lit top face, a stripe
    of the seat's colour under it (whose column it is, with the token on it), a shaded
    side, a dark rim."""
    if bar.h <= 0:
        return
    body, lit = block_colours(place)
    radius = min(bar.h, theme.px(10, scale))
    pygame.draw.rect(layer, body, bar, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    face = pygame.Rect(bar.x, bar.y, bar.w, min(bar.h, theme.px(14, scale)))
    pygame.draw.rect(layer, lit, face, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    if seat is not None:  # the seat's stripe under the lit top
        stripe = pygame.Rect(bar.x, face.bottom, bar.w,
                             min(bar.bottom - face.bottom, theme.px(10, scale)))
        pygame.draw.rect(layer, seat_colour(seat), stripe)
        rule = max(1, theme.px(2, scale))  # edged dark: it reads on every metal, a gold
        pygame.draw.rect(layer, theme.INK, (bar.x, stripe.top - rule, bar.w, rule))  # on gold
        pygame.draw.rect(layer, theme.INK, (bar.x, stripe.bottom, bar.w, rule))  # (D70)
    shade = pygame.Rect(bar.right - bar.w // 12, face.bottom, bar.w // 12,
                        bar.bottom - face.bottom)
    pygame.draw.rect(layer, tuple(round(c * 0.8) for c in body), shade)
    pygame.draw.rect(layer, theme.INK, bar, max(1, theme.px(2, scale)),
                     border_top_left_radius=radius, border_top_right_radius=radius)


NAME_TOP = 14 + 10 + 4
"""Reference pixels from a block's top to its name: its lit top, the seat's stripe, air."""

NAME_SHARE = 0.6
"""A name's type size on its block against the totals' over the columns (smaller only to
fit the block's width, then on two lines: never cut)."""


def name_lines(picture: StagePicture, column: WinColumn, width: int) -> tuple[int, tuple[str, ...]]:
    """The type size and the lines a column's name is written in on a block ``width`` wide:
    on one line, as large as :data:`NAME_SHARE` allows and the width holds; at the least
    size, on two lines where one does not hold it."""
    room = max(1, width - width // 12 - 2 * theme.px(6, picture.scale))  # (its shaded side off)
    size = max(theme.FONT_MIN, round(sizes(picture)[2] * NAME_SHARE))
    size = max(theme.FONT_MIN, fit_size(column.name, size, room, BOLD))
    if text_size(column.name, size, BOLD)[0] <= room or " " not in column.name:
        return size, (column.name,)
    return size, balanced_lines(column.name, size, room, most=len(column.name.split()))


def name_room(picture: StagePicture, column: WinColumn, width: int) -> int:
    """The height a block ``width`` wide needs to hold the column's name whole under its lit
    top and stripe (0: no name)."""
    if not column.name:
        return 0
    size, lines = name_lines(picture, column, width)
    return theme.px(NAME_TOP + 2, picture.scale) + line_height(size, BOLD) * len(lines)


PLACE_AIR = 6
"""Pixels at least (more at a larger scale) between a block's name and its place, and
between its place and the block's foot (critics B71, C71: "Calculatorul" and "3" touching)."""


def place_air(picture: StagePicture) -> int:
    """The pixels kept clear round a block's place (:data:`PLACE_AIR` at least)."""
    return max(PLACE_AIR, theme.px(PLACE_AIR, picture.scale))


def place_size(picture: StagePicture, width: int) -> int:
    """The type size of a place written on a block ``width`` wide."""
    return max(theme.FONT_MIN, round(min(width * 0.45, picture.area.h * 0.065)))


def badge_radius(picture: StagePicture, width: int) -> int:
    """The radius of a place's badge on a block ``width`` wide (the results' badge's share
    of its figure's line, :data:`~game.widgets.podium_layout.BADGE_DISC`)."""
    return round(line_height(place_size(picture, width), BOLD) * BADGE_DISC)


def face_room(picture: StagePicture, column: WinColumn, width: int) -> int:
    """The height a block ``width`` wide needs to hold the column's name and its place's
    badge whole under its lit top and stripe, with air round the badge."""
    top = name_room(picture, column, width) or theme.px(14, picture.scale)
    return top + 2 * badge_radius(picture, width) + 2 * place_air(picture)


def name_rects(picture: StagePicture, placed: Placed, shift: tuple[int, int] = (0, 0)
               ) -> list[tuple[str, pygame.Rect, int]]:
    """Each line of the column's name, where it is written on the block (under its lit
    top and stripe) and its size; none until the block has risen to hold them whole."""
    if not placed.column.name:
        return []
    bar = placed.bar.move(shift)
    size, lines = name_lines(picture, placed.column, bar.w)
    top = bar.top + theme.px(NAME_TOP, picture.scale)
    step = line_height(size, BOLD)
    if top + step * len(lines) > bar.bottom - theme.px(2, picture.scale):
        return []
    out = []
    for k, line in enumerate(lines):
        width = text_size(line, size, BOLD)[0]
        rect = pygame.Rect(0, top + k * step, width, step)
        rect.centerx = bar.centerx - bar.w // 24
        out.append((line, rect, size))
    return out


def place_spot(picture: StagePicture, placed: Placed, shift: tuple[int, int] = (0, 0)
               ) -> pygame.Rect | None:
    """Where the column's place's badge stands on its block's face, under its name (None:
    the block not yet risen tall enough to hold it whole)."""
    drawn = _place_number(picture, placed, shift)
    return None if drawn is None else drawn[1]


def _place_number(picture: StagePicture, placed: Placed, shift: tuple[int, int]
                  ) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The column's place (its figure, cream on a quiet block past the third) and where its
    badge stands on its block's face, under its name, once the block has risen tall enough
    to hold it (None: not yet, or no room)."""
    bar = placed.bar.move(shift)
    size = place_size(picture, bar.w)
    named = name_rects(picture, placed, shift)
    face = theme.px(14, picture.scale) if not named else named[-1][1].bottom - bar.top
    key = ("podium_place", placed.column.place, size)
    image = picture.drawn_once.get(key)
    if image is None:
        image = picture.drawn_once[key] = font(size, BOLD).render(
            str(placed.column.place), True, theme.CREAM)  # (past the third: no medal)
    side = 2 * badge_radius(picture, bar.w)
    if bar.h - face < side + 2 * place_air(picture):  # not yet risen to hold it whole, off
        # its name and the block's foot
        return None
    spot = pygame.Rect(0, 0, side, side)
    spot.center = (bar.centerx - bar.w // 24, (bar.top + face + bar.bottom) // 2)
    return image, spot


def _podium_layer(picture: StagePicture, laid: list[Placed]
                  ) -> tuple[pygame.Surface, pygame.Rect]:
    """The podium as laid (its floor, blocks, places, tokens, totals and trophies) on a
    layer of its own, and where that layer goes."""
    room = podium_room(picture)
    top = min(p.cup.top if p.cup is not None else p.figure.top for p in laid)
    area = pygame.Rect(room.x, top, room.w, room.bottom - top + theme.px(8, picture.scale))
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    shift = (-area.x, -area.y)
    left = min(p.bar.left for p in laid) - theme.px(18, picture.scale)
    right = max(p.bar.right for p in laid) + theme.px(18, picture.scale)
    floor = pygame.Rect(left, room.bottom - theme.px(3, picture.scale), right - left,
                        theme.px(6, picture.scale)).move(shift)
    pygame.draw.rect(layer, theme.CREAM, floor, border_radius=floor.h // 2)
    _, _, size, _ = sizes(picture)
    for placed in laid:
        _block(layer, placed.bar.move(shift), placed.column.seat, picture.scale,
               placed.column.place)
        number = _place_number(picture, placed, shift)
        if number is not None and placed.column.place <= 3:  # on the results' badge, in
            # its metal (one podium from the stage to the results, hW72)
            draw_place_badge(layer, placed.column.place, number[1].center,
                             number[1].w // 2, place_size(picture, placed.bar.w),
                             picture.scale)
        elif number is not None:
            layer.blit(number[0], number[0].get_rect(center=number[1].center))
        ink = MEDAL_TEXT if placed.column.place <= 3 else theme.CREAM
        for line, rect, name_size in name_rects(picture, placed, shift):
            key = ("podium_name", line, name_size, ink)  # (rendered once, not at each
            image = picture.drawn_once.get(key)  # frame of the rise: review 71)
            if image is None:
                image = picture.drawn_once[key] = font(name_size, BOLD).render(line, True, ink)
            layer.blit(image, rect)
        if placed.column.seat is not None:
            image = token_image(placed.column.seat, placed.token.w)
            layer.blit(image, placed.token.move(shift))
        words = _figure(picture, placed.column, size)
        layer.blit(words, words.get_rect(midbottom=placed.figure.move(shift).midbottom))
        if placed.cup is not None:
            draw_trophy(layer, theme.GOLD, placed.cup.move(shift).center, placed.cup.h)
    return layer, area


def draw_podium(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The podium at ``clock``'s age: drawn afresh while it rises, then kept whole (built
    once) to the stage's last frame, its words leaving round it (critics B71, C71: it faded
    out, then the results grew a second podium from flat; the results panel now rises over
    it standing, :func:`game.scenes.results_picture.ResultsPicture.podium_rise_time`)."""
    if picture.held is not None:  # the results' own podium where they stand it (S9)
        stage_held.draw_held(surface, picture.held, clock)
        return
    risen = podium_risen(clock)
    laid = layout(picture, risen)
    if not laid:
        return
    kept = picture.drawn_once.get("podium") if risen >= 1 else None
    if kept is None:
        kept = _podium_layer(picture, laid)
        if risen >= 1:
            picture.drawn_once["podium"] = kept
    layer, area = kept
    surface.blit(layer, area)
    if layout_record.ON:
        _, _, size, _ = sizes(picture)
        for placed in laid:
            words = _figure(picture, placed.column, size)
            ink = words.get_rect(midbottom=placed.figure.midbottom)
            layout_record.text(surface, ink, placed.column.total, role="stage_podium",
                               size=size)
            for line, rect, name_size in name_rects(picture, placed):
                layout_record.text(surface, rect, line, role="stage_podium_name",
                                   size=name_size)
