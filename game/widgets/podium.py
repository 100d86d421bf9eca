"""The results' podium: the first three places as steps in their seats' colours.

The winner's step is the tallest (equal places stand on equal steps), each step shows its
place in big figures and carries the player's mark and name above it, and the winner's total
counts up big over their step as the panel opens (:func:`counted`); the others' totals stand
over their steps, smaller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import theme
from game.i18n import format_int
from game.widgets.seats import draw_marked_name, seat_colour
from game.widgets.text import BOLD, STAMP, draw_text, line_height

STEP_HEIGHTS = {1: 1.0, 2: 0.68, 3: 0.46}
"""Each place's step, as a share of the tallest (the winner's)."""

ORDER = (1, 0, 2)
"""Where the first three rows stand, left to right: second, first, third."""

COUNT_TIME = 1.2
"""Seconds the winner's total takes to count up."""

NEUTRAL = (200, 190, 170)
"""A step's colour when the player has no seat."""


def counted(total: int, time: float, start: int = 0) -> int:
    """The winner's total shown ``time`` seconds after the panel opened: from ``start`` (the
    best other total, :func:`count_start`), counting up fast, settling on ``total``."""
    u = max(0.0, min(1.0, time / COUNT_TIME))
    start = min(start, total)
    return round(start + (total - start) * (1 - (1 - u) ** 3))


def count_start(rows: Sequence[Any]) -> int:
    """Where the winner's count starts: the best total of those not first (0 when there are
    none), so that while it counts it never reads below a runner-up's standing total."""
    return max((row.total for row in rows if row.place != 1), default=0)


TIED_ORDER = (0, 1, 2)
"""Where they stand when the first two share the first place: in the list's order, left to
right, so the podium and the list read the same way."""


def podium_rows(rows: Sequence[Any]) -> list[tuple[int, Any]]:
    """(slot, row) of the rows on the podium: the first three, second / first / third (two
    sharing the first place stand left and centre, in the list's order)."""
    first = list(rows[:3])
    tied = len(first) >= 2 and first[0].place == first[1].place
    order = TIED_ORDER if tied else ORDER
    return [(slot, first[index]) for slot, index in enumerate(order) if index < len(first)]


def steps(rect: pygame.Rect, rows: Sequence[Any], scale: float) -> list[tuple[Any, pygame.Rect]]:
    """(row, step) of each row on the podium inside ``rect``: equal places, equal steps."""
    gap = theme.px(18, scale)
    width = min(theme.px(250, scale), (rect.w - 2 * gap) // 3)
    name_size = theme.font_px(theme.FONT_SMALL, scale)
    total_size = theme.font_px(theme.FONT_HEADING, scale)
    above = line_height(name_size, BOLD) + line_height(total_size, STAMP) + theme.px(8, scale)
    tallest = max(theme.px(40, scale), rect.h - above)
    found = []
    placed = podium_rows(rows)
    middle = sum(slot for slot, _ in placed) / max(1, len(placed))  # two steps: centred too
    for slot, row in placed:
        x = rect.centerx + round((slot - middle) * (width + gap)) - width // 2
        h = round(tallest * STEP_HEIGHTS.get(min(row.place, 3), 0.46))
        found.append((row, pygame.Rect(x, rect.bottom - h, width, h)))
    return found


def draw_podium(surface: pygame.Surface, rect: pygame.Rect, rows: Sequence[Any],
                name_of: Callable[[Any], str], time: float, scale: float) -> None:
    """The podium of ``rows`` (best first, ResultRow-like: ``place``, ``total``, ``seat``)
    inside ``rect``; ``name_of`` gives a row's shown name; ``time``: seconds since it opened."""
    gap = theme.px(18, scale)
    name_size = theme.font_px(theme.FONT_SMALL, scale)
    total_size = theme.font_px(theme.FONT_HEADING, scale)
    for row, step in steps(rect, rows, scale):
        width = step.w
        colour = seat_colour(row.seat) if row.seat is not None else NEUTRAL
        pygame.draw.rect(surface, colour, step, border_top_left_radius=theme.px(14, scale),
                         border_top_right_radius=theme.px(14, scale))
        shade = pygame.Surface((step.w, max(1, step.h // 3)), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 40))
        surface.blit(shade, (step.x, step.bottom - shade.get_height()))
        place_size = min(theme.font_px(theme.FONT_TITLE, scale),
                         max(theme.FONT_MIN, round(step.h / (theme.FONT_EM * 1.5))))
        draw_text(surface, str(row.place), place_size, theme.INK, step.center, weight=STAMP)
        name_h = line_height(name_size, BOLD)
        name_y = step.top - theme.px(6, scale) - name_h // 2
        draw_marked_name(surface, name_of(row), name_size, theme.CREAM, (step.centerx, name_y),
                         row.seat, anchor="center", max_width=width + gap, weight=BOLD)
        if row.place == 1:
            total = format_int(counted(row.total, time, count_start(rows)))
            draw_text(surface, total, total_size, theme.GOLD,
                      (step.centerx, name_y - name_h // 2), "midbottom",
                      shadow=theme.px(3, scale), weight=STAMP, role="celebration")
        else:  # every place on the podium shows its score, the runners-up's smaller
            draw_text(surface, format_int(row.total), theme.font_px(theme.FONT_BODY, scale),
                      theme.CREAM, (step.centerx, name_y - name_h // 2), "midbottom",
                      shadow=theme.px(2, scale), weight=STAMP, role="podium_total")
