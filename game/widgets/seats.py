"""Each seat's colour and shape: players told apart at a glance, never by colour alone.

A seat (a player's place in the game's order, the computer's too) has one colour of
:data:`game.theme.SEAT_COLOURS` and one shape of :data:`MARKS`; every screen that names a
player draws the mark before the name, so the same seat looks the same on the Yams sheet, the
10 000 players panel, the "La rând: …" banner and the results. The statistics, across games,
give each name its place in the list of players seen.

A player's style is :func:`player_style` of the game's players and their index, never the bare
index: the computer always wears :data:`COMPUTER_STYLE` (whatever the number of seats, so it
looks the same in a game of two as in a game of seven), a person the style of their rank among
the people. Every screen that marks a player (New Game's cards, the tables, the standings, the
results, the statistics) asks it.

    style = player_style(game.players, 2)
    colour, mark = seat_style(style)
    draw_seat_mark(surface, (x, y), mark_side(size), 2)
    draw_marked_name(surface, "Ana", size, theme.CREAM, (x, y), 2, max_width=200)

A mark is a filled shape in the seat's colour with a dark rim (:data:`theme.SEAT_MARK_RIM`):
the fill reads on the felt and the dark panels, the rim on the sheet's paper. Marks are drawn
four times larger and smoothed down (pygame fills polygons without antialiasing), and kept in
a small bounded cache.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.surface_cache import SurfaceCache
from game.widgets.text import BOLD, REGULAR, draw_text, ellipsize, line_height, text_size

Colour = tuple[int, int, int]

MARKS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "cross",
                          "triangle_down")
"""Each seat's shape, in seat order (as many as :data:`theme.SEAT_COLOURS`)."""

SEATS = len(theme.SEAT_COLOURS)
"""How many seats have a style of their own (a game seats at most seven)."""

COMPUTER_STYLE = SEATS - 1
"""The computer's style, the same in every game (the people take the styles before it)."""


def _is_computer(player: Any) -> bool:
    """Whether ``player`` (a Player, or its ``is_computer`` flag itself) is the computer."""
    return player if isinstance(player, bool) else bool(getattr(player, "is_computer", False))


def player_style(players: Sequence[Any], index: int) -> int:
    """The style (an index of :data:`theme.SEAT_COLOURS` and :data:`MARKS`) of
    ``players[index]`` (each a Player, or its ``is_computer`` flag): the player's own
    ``style`` when it has one (:func:`styled`), else :data:`COMPUTER_STYLE` for the computer
    and the person's rank among the people before it."""
    kept = getattr(players[index], "style", None)
    if kept is not None:  # the person's own, kept from New Game through every rematch
        return int(kept) % SEATS
    if _is_computer(players[index]):
        return COMPUTER_STYLE
    people = sum(1 for p in players[:index] if not _is_computer(p))
    return people % COMPUTER_STYLE


def styled(players: Sequence[Any]) -> list[Any]:
    """``players`` (Players) each wearing a ``style`` for good: the one they have, else
    :func:`player_style` of their seat here (New Game's order). A rematch turns the seats
    round but a person keeps their colour and mark."""
    return [p if p.style is not None else replace(p, style=player_style(players, i))
            for i, p in enumerate(players)]


_SUPERSAMPLE = 4
_MARKS: SurfaceCache[tuple[int, int]] = SurfaceCache(2**20, theme.SEAT_MARK_CACHE_ITEMS)


def seat_colour(index: int) -> Colour:
    """The colour of seat ``index`` (0 = the first player)."""
    return theme.SEAT_COLOURS[index % SEATS]


def seat_mark(index: int) -> str:
    """The shape of seat ``index``: one of :data:`MARKS`."""
    return MARKS[index % SEATS]


def seat_style(index: int) -> tuple[Colour, str]:
    """(colour, shape) of seat ``index``: what tells this player apart on every screen."""
    return seat_colour(index), seat_mark(index)


TOKEN_GROW = 1.25
"""A seat token's side over a bare mark's beside the same name (ruling S71: its shape, in ink
on the disc, reads at 1024×600)."""


def mark_side(size: int, weight: str = REGULAR, token: bool = False) -> int:
    """The side in pixels of a mark (``token``: a seat token) beside text of layout
    ``size``."""
    side = max(11, round(line_height(size, weight) * theme.SEAT_MARK_SIDE))
    return round(side * TOKEN_GROW) if token else side


def mark_gap(size: int, weight: str = REGULAR) -> int:
    """Pixels between a mark and the name after it."""
    return max(3, round(line_height(size, weight) * theme.SEAT_MARK_GAP))


def marked_width(size: int, weight: str = REGULAR, token: bool = False) -> int:
    """The room a mark (``token``: a seat token) and its gap take before a name of layout
    ``size``."""
    return mark_side(size, weight, token) + mark_gap(size, weight)


def _regular(count: int, radius: float, turn: float, inner: float | None = None
             ) -> list[tuple[float, float]]:
    """A regular polygon (or a star when ``inner`` is the inner radius) round (0, 0)."""
    points = []
    steps = count * 2 if inner is not None else count
    for k in range(steps):
        r = radius if inner is None or k % 2 == 0 else inner
        a = turn + 2 * math.pi * k / steps
        points.append((r * math.cos(a), r * math.sin(a)))
    return points


def outline(mark: str) -> list[tuple[float, float]]:
    """The shape ``mark`` as a polygon in a square of half-side 1 round (0, 0) (a circle is
    a many-sided polygon): y grows downwards, as on screen."""
    if mark == "circle":
        return _regular(48, 0.92, 0.0)
    if mark == "square":
        return [(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]
    if mark == "triangle":
        return [(0.0, -0.98), (1.0, 0.8), (-1.0, 0.8)]
    if mark == "diamond":
        return [(0.0, -1.0), (0.92, 0.0), (0.0, 1.0), (-0.92, 0.0)]
    if mark == "star":
        return [(x, y + 0.1) for x, y in _regular(5, 1.05, -math.pi / 2, inner=0.46)]
    if mark == "triangle_down":  # a hexagon or a pentagon reads as a circle at 11 pixels
        return [(-1.0, -0.8), (1.0, -0.8), (0.0, 0.98)]
    if mark == "cross":
        a, b = 0.32, 0.92
        return [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a),
                (-b, a), (-b, -a), (-a, -a)]
    raise ValueError(f"unknown mark {mark!r}")


def mark_image(index: int, side: int) -> pygame.Surface:
    """Seat ``index``'s mark as a ``side``-pixel square picture (transparent around it)."""
    side = max(4, int(side))
    key = (index % SEATS, side)
    image = _MARKS.get(key)
    if image is not None:
        return image
    big = side * _SUPERSAMPLE
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    half = big / 2
    rim = max(1.0, side / 9) * _SUPERSAMPLE
    shape = outline(seat_mark(index))

    def placed(scale: float) -> list[tuple[float, float]]:
        return [(half + x * scale, half + y * scale) for x, y in shape]

    pygame.draw.polygon(layer, theme.SEAT_MARK_RIM, placed(half - 0.5))
    pygame.draw.polygon(layer, seat_colour(index), placed(half - 0.5 - rim * 1.25))
    return _MARKS.put(key, pygame.transform.smoothscale(layer, (side, side)))


def draw_seat_mark(surface: pygame.Surface, centre: tuple[int, int], side: int,
                   index: int) -> pygame.Rect:
    """Draw seat ``index``'s mark, ``side`` pixels, centred on ``centre``; return its rect."""
    image = mark_image(index, side)
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


TOKEN_SHAPE = 0.58
"""A seat token's shape, in ink, over the token's side (the disc of its colour round it)."""
TOKEN_LIT_FROM = 28
"""The least side (pixels) at which a token is lit at its top: a smaller one keeps its disc
one flat strong colour round its shape (ruling S71)."""


def token_image(index: int, side: int) -> pygame.Surface:
    """Seat ``index``'s token as a ``side``-pixel picture: a disc of the seat's colour with a
    thin dark rim, lit a little at its top, and the seat's shape on it in ink (drawn four
    times larger and smoothed down: no jagged edge)."""
    side = max(6, int(side))
    key = (SEATS + index % SEATS, side)  # (apart from the bare marks in the one cache)
    image = _MARKS.get(key)
    if image is not None:
        return image
    big = side * _SUPERSAMPLE
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    half = big / 2
    rim = max(1.0, side / 28) * _SUPERSAMPLE
    colour = seat_colour(index)
    pygame.draw.circle(layer, theme.SEAT_MARK_RIM, (half, half), half - 0.5)
    pygame.draw.circle(layer, colour, (half, half), half - 0.5 - rim)
    if side >= TOKEN_LIT_FROM:
        light = tuple(min(255, round(c + (255 - c) * 0.22)) for c in colour)
        pygame.draw.ellipse(layer, light, pygame.Rect(round(half * 0.45), round(half * 0.16),
                                                      round(half * 1.1), round(half * 0.5)))
    scale = (half - rim) * TOKEN_SHAPE
    shape = [(half + x * scale, half + y * scale) for x, y in outline(seat_mark(index))]
    pygame.draw.polygon(layer, theme.SEAT_MARK_RIM, shape)
    return _MARKS.put(key, pygame.transform.smoothscale(layer, (side, side)))


def draw_seat_token(surface: pygame.Surface, centre: tuple[int, int], side: int,
                    index: int) -> pygame.Rect:
    """Draw seat ``index``'s token (:func:`token_image`), ``side`` pixels, centred on
    ``centre``; return its rect: the seat's piece where a card has room for a picture."""
    image = token_image(index, side)
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


def draw_marked_name(surface: pygame.Surface, name: str, size: int, colour: Colour,
                     pos: tuple[int, int], index: int | None, *, anchor: str = "midleft",
                     max_width: int | None = None, weight: str = REGULAR, shadow: int = 0,
                     role: str = "", mark: int | None = None,
                     token: bool = False) -> pygame.Rect:
    """Seat ``index``'s mark, then ``name`` (cut with "…" to keep both within
    ``max_width``); ``anchor`` "midleft" or "center" places the pair at ``pos``. Return the
    rect both cover. ``index`` None: the name alone (no seat). ``mark``: the mark's side
    when larger than the name's own (where the room allows). ``token``: the seat's token
    (:func:`token_image`: a disc of its strong colour, its shape in ink on it, ruling S71)
    in the mark's place, the same side: where a player is named as the one who acts (the
    turn's pill, the sheet's column heads, the standings' rows, a stage's name)."""
    room = None if max_width is None else max_width
    side = mark_side(size, weight, token) if mark is None else mark
    lead = 0 if index is None else side + mark_gap(size, weight)
    shown = name if room is None else ellipsize(name, size, max(1, room - lead), weight)
    width = lead + text_size(shown, size, weight)[0]
    x = pos[0] - width // 2 if anchor == "center" else pos[0]
    y = pos[1]
    if index is not None:
        draw = draw_seat_token if token else draw_seat_mark
        draw(surface, (x + side // 2, y), side, index)
    text = draw_text(surface, shown, size, colour, (x + lead, y), "midleft", weight=weight,
                     shadow=shadow, role=role)
    return pygame.Rect(x, text.y, width, text.h)


def tag_size(text: str, size: int, scale: float) -> tuple[int, int]:
    """The (width, height) :func:`draw_solid_tag` takes for ``text`` at layout ``size``."""
    w, h = text_size(text, size, BOLD)
    return w + 2 * theme.px(10, scale), h + theme.px(2, scale)


def draw_solid_tag(surface: pygame.Surface, text: str, size: int, pos: tuple[int, int],
                   scale: float) -> pygame.Rect:
    """A small solid pill with dark bold ``text`` (the "urmează" tag) whose left middle is
    ``pos``; return its rect. Solid light on the dark panel, dark letters: it reads at
    1024×600 where a thin outline and grey letters did not."""
    w, h = tag_size(text, size, scale)
    rect = pygame.Rect(0, 0, w, h)
    rect.midleft = pos
    pygame.draw.rect(surface, theme.NEXT_TAG, rect, border_radius=rect.h // 2)
    draw_text(surface, text, size, theme.NEXT_TAG_TEXT, rect.center, weight=BOLD, role="tag")
    if layout_record.ON:
        layout_record.panel(surface, rect, "tag")
    return rect
