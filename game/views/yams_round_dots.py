"""The Yams game's progress in the table's top right: one dot a turn (ruling S113 3., round
82, hY129; critic cA81 #15, change 5: bare felt right of the title block).

Thirteen dots in the felt over the sheet, level with "?": the turns played filled in a deep
gold, the turn being played lit (larger, bright gold, a soft halo, popping in as the round's
first player's pill enters), the turns ahead dark sockets with a light ring, all in one
dark rounded track whose played part is a gold line, a progress bar. The number stays the
title's words
("Tura 5 din 13"); the dots say the same turn, so nothing is said twice in two ways. A coach
card docked in that room (S20) has it: the dots give way rather than crowd it.

Read only (the places: :func:`dot_rects`; the drawing: :func:`draw_round_dots`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game import theme
from game.engine.yams import ROUNDS
from game.views.coach_dock import WORDS_AIR
from game.views.coach_yams import title_words
from game.widgets import layout_record

PITCH = 44
"""The most distance (reference pixels) from one dot's centre to the next."""
DOT_SHARE = 0.6
"""A dot's diameter, a share of the pitch (the lit one :data:`LIT_GROWTH` larger)."""
PAD = 0.45
"""The track's padding round its dots, a share of a dot's side."""
LIT_GROWTH = 1.45
"""How much larger the turn being played is than the other dots."""
HELP_AIR = 28
"""The felt (reference pixels) between the strip's last dot and the "?" button."""
SHEET_AIR = 10
"""The least felt (reference pixels) between the dots and the sheet's top edge."""
CARD_AIR = 24
"""The felt (window pixels) a dot keeps off a coach card docked in its room, else not drawn."""
PLAYED = (201, 152, 46)
"""A played turn's fill: the title's gold, deepened, so the lit one stands out."""
AHEAD = (226, 236, 222)
"""A turn to come: a thin ring of the felt's light text colour, hollow."""
ROLE = "yams.round_dot"
"""The layout record's role of a dot (``_played``, ``_lit``, ``_ahead`` appended)."""


def strip_room(scene: Any) -> pygame.Rect:
    """The felt the dots may take: from the title lines' words plus the coach dock's air
    (S106, 32 px) or the sheet's left edge, whichever is further right, to :data:`HELP_AIR`
    left of "?", from the frame to :data:`SHEET_AIR` over the sheet."""
    words = title_words(scene)
    left = max(max((r.right for r in words), default=scene.left.right) + WORDS_AIR,
               scene.sheet.rect.left)
    right = scene.help_button.rect.left - scene.px(HELP_AIR)
    bottom = scene.sheet.rect.top - max(4, scene.px(SHEET_AIR))
    top = bottom - 2 * scene.help_button.rect.h
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))


def dot_rects(scene: Any, turn: int) -> list[pygame.Rect]:
    """Where the thirteen dots stand (``turn``: the turn being played, 1..13, its dot the
    larger): in their track right-aligned in :func:`strip_room` at the pitch that fits, each
    centred on the height of "?" (one header row), never lower than the room allows."""
    room = strip_room(scene)
    pitch = min(scene.px(PITCH), room.w / (ROUNDS - 1 + DOT_SHARE * (LIT_GROWTH + 2 * PAD)))
    if pitch <= 0:
        return []
    side = max(4, round(pitch * DOT_SHARE))
    lit = round(side * LIT_GROWTH)
    pad = round(side * PAD)
    cy = min(scene.help_button.rect.centery, room.bottom - lit // 2 - pad)
    first = room.right - pad - lit / 2 - (ROUNDS - 1) * pitch
    rects = []
    for index in range(ROUNDS):
        d = lit if index + 1 == turn else side
        rect = pygame.Rect(0, 0, d, d)
        rect.center = (round(first + index * pitch), cy)
        rects.append(rect)
    return rects


def track_rect(rects: list[pygame.Rect]) -> pygame.Rect:
    """The dark rounded track the dots sit in: round the dots, :data:`PAD` of a dot's side
    beyond the largest one."""
    side = min(r.w for r in rects)
    lit = max(r.h for r in rects)
    pad = round(side * PAD)
    left, right = rects[0].centerx - lit // 2 - pad, rects[-1].centerx + lit // 2 + pad
    return pygame.Rect(left, rects[0].centery - lit // 2 - pad, right - left, lit + 2 * pad)


def kind_of(index: int, turn: int, finished: bool) -> str:
    """The dot ``index`` (0-based)'s look at ``turn``: "played", "lit" or "ahead" (all played
    once the game is ``finished``)."""
    if finished or index + 1 < turn:
        return "played"
    return "lit" if index + 1 == turn else "ahead"


def draw_round_dots(surface: pygame.Surface, scene: Any, pop: float = 1.0) -> None:
    """Draw the game's turns as dots on ``scene``'s table (the turn its title says lit;
    ``pop`` 0..1: how far the lit dot has come in, 1 at rest). Nothing is drawn where a
    docked coach card lies within :data:`CARD_AIR` of a dot."""
    game = scene.game
    turn = int(game.round)
    rects = dot_rects(scene, 0 if game.finished else turn)  # (over: every dot alike)
    card = scene.coach.card
    if card is not None and any(r.colliderect(card.inflate(2 * CARD_AIR, 2 * CARD_AIR))
                                for r in rects):
        return
    if not rects:
        return
    track = track_rect(rects)
    _draw_track(surface, track, rects, turn, game.finished)
    for index, rect in enumerate(rects):
        kind = kind_of(index, turn, game.finished)
        d = rect.w
        if kind == "lit":
            d = max(2, round(d * (0.6 + 0.4 * pop) + d * 0.25 * _overshoot(pop)))
            halo = _dot(d * 2, "halo")
            surface.blit(halo, halo.get_rect(center=rect.center))
        picture = _dot(d, kind)
        surface.blit(picture, picture.get_rect(center=rect.center))
        layout_record.panel(surface, rect, f"{ROLE}_{kind}")


def _draw_track(surface: pygame.Surface, track: pygame.Rect, rects: list[pygame.Rect],
                turn: int, finished: bool) -> None:
    """The dots' dark rounded track with its thin gold edge, and the played part of the way
    (first dot to the lit one) as a deep gold line under the dots: a progress bar."""
    layer = pygame.Surface(track.size, pygame.SRCALPHA)
    radius = track.h // 2
    pygame.draw.rect(layer, (*theme.PANEL, 215), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*theme.PANEL_BORDER, 170), layer.get_rect(),
                     max(1, track.h // 24), border_radius=radius)
    surface.blit(layer, track)
    last = len(rects) - 1 if finished else min(len(rects), turn) - 1
    if last > 0:
        width = max(2, min(r.w for r in rects) // 3)
        pygame.draw.line(surface, PLAYED, rects[0].center, rects[last].center, width)


def _overshoot(pop: float) -> float:
    """A small swell past full size near the pop's end (0 at its start and at rest)."""
    return max(0.0, 4 * pop * (1 - pop)) if pop < 1 else 0.0


@lru_cache(maxsize=32)
def _dot(diameter: int, kind: str) -> pygame.Surface:
    """One dot of ``diameter`` pixels, drawn four times larger and scaled down (smooth
    edges): "played" a deep gold disc, "lit" a bright gold disc with a cream rim, "ahead" a
    dark socket with a light ring, "halo" a faint gold glow."""
    big = max(4, diameter) * 4
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    centre, radius = (big // 2, big // 2), big // 2
    if kind == "halo":
        for step in range(8, 0, -1):
            alpha = 10 + 6 * (8 - step)
            pygame.draw.circle(layer, (*theme.GOLD, alpha), centre, radius * step // 8)
    elif kind == "played":
        pygame.draw.circle(layer, (40, 28, 8, 150), (centre[0], centre[1] + big // 16), radius)
        pygame.draw.circle(layer, PLAYED, centre, radius - big // 16)
    elif kind == "lit":
        pygame.draw.circle(layer, theme.CREAM, centre, radius)
        pygame.draw.circle(layer, theme.GOLD, centre, radius - max(4, big // 10))
    else:
        pygame.draw.circle(layer, (6, 26, 16, 255), centre, radius - big // 10)
        pygame.draw.circle(layer, (*AHEAD, 190), centre, radius - big // 10,
                           width=max(4, big // 9))
    return pygame.transform.smoothscale(layer, (max(4, diameter), max(4, diameter)))

