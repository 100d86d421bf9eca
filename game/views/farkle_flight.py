"""The 10 000 bank's points on their way: they leave the mat sideways under the dice row,
climb the lane between the side panels' figures and the row's slots (a clear gap from
both), then slide ON the player's total, fading as it counts them up (:func:`draw_flight`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.i18n import format_int
from game.widgets import layout_record
from game.widgets.farkle_panels import total_anchor
from game.widgets.text import DISPLAY, fit_size, render, text_size

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow
    from game.views.farkle_views import Place


def row_left(place: Place) -> int:
    """The left edge of the dice row's six slots."""
    side = place.px(theme.FARKLE_DIE)
    step = (place.mat.w - place.px(40) - side) / 5  # the slots' pitch (the mat spans them)
    return round(place.center.centerx - (5 * step + side) / 2)


def figures_right(place: Place) -> int:
    """The right edge of the side panels' figures (the players' totals, the ledger's
    points): the panels' right edge less their inner room."""
    return place.players_rect.right - place.px(22)


def lane_left(place: Place) -> int:
    """The left edge of the lane the banked points climb: clear of the side panels' frames
    (round 75, critic cB75: "+1 000" at x 505-575 at 1920 lay across the players panel's
    right border at 514), a gap of felt from them."""
    return place.players_rect.right + place.px(theme.FARKLE_FLY_GAP)


def selection_band(place: Place) -> pygame.Rect:
    """The band of the "Selecție: …" line over the mat (its words' height, the mat's width)."""
    tall = text_size("Ăg", place.font_px(theme.FONT_SMALL))[1]
    return pygame.Rect(place.mat.x, place.mat.y - place.px(8) - tall, place.mat.w, tall)


def flight_point(start: tuple[int, int], end: tuple[int, int], ease: float
                 ) -> tuple[float, float, float]:
    """Where the banked points are at ``ease`` (0..1) of their way from ``start`` (the
    mat) to ``end`` (right of the player's total, left of the dice row): out of the mat
    sideways under the row to ``end``'s lane, then up it (never over the row's slots nor
    the total's digits); and how much of the sideways leg is walked (0..1)."""
    corner = (end[0], start[1])
    first = abs(start[0] - corner[0])
    second = abs(corner[1] - end[1])
    walked = ease * (first + second)
    if walked <= first and first > 0:
        u = walked / first
        return start[0] + (corner[0] - start[0]) * u, float(start[1]), u
    u = (walked - first) / second if second else 1.0
    return float(end[0]), corner[1] + (end[1] - corner[1]) * u, 1.0


def draw_flight(surface: pygame.Surface, place: Place, flow: FarkleFlow) -> None:
    """The banked points rising from the mat into the player's total: sideways under the
    dice row, up the lane left of its slots, then into the total (a slight ease)."""
    flight = flow.flight
    if flight is None:
        return
    u = min(1.0, flight.age / flight.duration)
    hold = theme.FARKLE_FLY_HOLD  # hF19: it stands big on the mat first, the bank's moment
    pop = min(1.0, u / hold) if hold > 0 else 1.0
    u = max(0.0, (u - hold) / (1 - hold))
    start = place.mat.center
    end = total_anchor(place.players_rect, place.scale, flight.player,
                       len(flow.game.players))
    # It leaves the mat sideways under the dice row, a bold figure in the lane between the
    # total and the row's slots (never over the slots), climbs that lane to the total's
    # height, then drops into the total, fading as the total counts it up. The "Selecție"
    # line over the mat stays clear.
    text = f"+{format_int(flight.points)}"
    # hF20: its box keeps a clear gap from the side panels' figures (the totals, the
    # ledger's points: never "100 +100" nor "3 350+100"), and from the row's slots
    left = lane_left(place)
    right = row_left(place) - place.px(4)
    full = place.font_px(theme.FARKLE_FLY_START)  # display type, the moment's size
    # a bold figure (hF14): as big as the room from the panels' figures to the row holds
    # (about 30 px at 1920 for "+1 000"), never under the type floor; standing clear of
    # the panels' frames it reaches over the row's first slot where it must (round 75)
    room = right - figures_right(place) - place.px(theme.FARKLE_FLY_GAP)
    least = narrow = max(theme.font_floor(place.scale),
                         fit_size(text, full, max(1, room), DISPLAY))
    half = text_size(text, narrow, DISPLAY)[0] // 2
    # its box in the lane; where even the floor's figure is wider than the lane (a
    # "+1 000" at 1024×600) the figures keep their gap first (hF25: never "1 000+1 000"
    # beside the ledger's row): it reaches over the row's first slot, empty by then (the
    # bank took the dice away)
    lane = max(left + half, min((left + right) // 2, right - half))
    merge = theme.FARKLE_FLY_MERGE
    climb = min(1.0, u / merge)
    x, y, leaving = flight_point(start, (lane, end[1]), 1 - (1 - climb) ** 3)
    if lane > right - half and leaving >= 1 and u <= merge:  # too wide for the lane: it
        # crosses the "Selecție" line's band over the mat in a frame or two, unseen there
        # (round 75: stepping left of the words it lay across the side panels' frame,
        # critic cB75; on its own lane it would cut the words)
        words = selection_band(place)
        gap = place.px(theme.FARKLE_FLY_GAP)
        tall = text_size(text, least, DISPLAY)[1]
        if words.top - gap < y + tall / 2 and y - tall / 2 < words.bottom + gap:
            return
        # nor over the dice row's first slot, where a die may still stand (round 75, at
        # hF88's merge: tests/test_farkle_flight_clear_of_row.py): passed unseen, a frame
        # or two, as across the words
        side = place.px(theme.FARKLE_DIE)
        if abs(y - place.row_y) < (side + tall) / 2:
            return
    size = max(least, round(full + (narrow - full) * leaving))
    if pop < 1:  # it lands on the mat with a small overshoot
        size = round(full * (1 + 0.18 * math.sin(math.pi * pop)))
    copies = [(x, 255)]
    if u > merge:  # it passes ON the total, then fades there as the total counts it up:
        # never across the panel's frame (round 75, critic cB75), it dissolves from the lane
        # outside the panel into the total's emptied place inside it
        t = (u - merge) / (1 - merge)
        slide = min(1.0, t / 0.5)
        alpha = 255 * (1 - t) ** 1.5  # never bright over the total's digits
        copies = [(lane, round(alpha * (1 - slide))), (end[0], round(alpha * slide))]
    image = render(text, size, theme.GOLD, DISPLAY)
    shadow = render(text, size, theme.SHADOW, DISPLAY)
    for at_x, alpha in copies:
        if alpha <= 0:
            continue
        box = image.get_rect(center=(round(at_x), round(y)))
        for picture, at in ((shadow, box.move(place.px(3), place.px(3))), (image, box)):
            picture.set_alpha(alpha * (theme.SHADOW_ALPHA if at is not box else 255) // 255)
            surface.blit(picture, at)
            picture.set_alpha(None)  # the pictures are shared: give them back unfaded
        if layout_record.ON:
            layout_record.text(surface, box, text, "flight", size)
