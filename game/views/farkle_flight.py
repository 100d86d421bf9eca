"""The 10 000 small bank's points on their way, as gold coins (its figure is the Tura panel's
"Încasat" row's: said once, round 76, hA77): they pop out of the kept dice on the mat, leave it
sideways under the dice row, climb the lane between the side panels' figures and the row's
slots (a clear gap from both), then slide ON the player's total, fading as it counts them up
(:func:`draw_flight`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_table
from game.views.farkle_bank_chips import CHIP_EDGE
from game.widgets import layout_record
from game.widgets.farkle_panels import total_anchor
from game.widgets.text import text_size

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


def coin_picture(radius: int, rim: int) -> pygame.Surface:
    """One gold coin of ``radius`` px (its dark rim ``rim`` px more), on a clear surface (it
    fades as it lands): the staged bank's chips' colours."""
    side = 2 * (radius + rim) + 2
    picture = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2, side // 2)
    pygame.draw.circle(picture, CHIP_EDGE, centre, radius + rim)
    pygame.draw.circle(picture, theme.GOLD_DARK, centre, radius)
    pygame.draw.circle(picture, theme.GOLD, centre, max(2, radius * 4 // 5))
    pygame.draw.circle(picture, theme.CREAM, (centre[0] - radius // 3, centre[1] - radius // 3),
                       max(1, radius // 4))
    return picture


def coin_places(place: Place, flow: FarkleFlow) -> list[tuple[float, float, int, float]]:
    """Where each of a small bank's coins is now: (x, y, alpha, scale), none not yet out
    of the mat nor landed. They pop out of the kept dice on the mat (the bank's moment:
    ``theme.FARKLE_FLY_HOLD`` of its time), then go one after another, sideways under the
    dice row, up the lane left of its slots (never over the slots nor the panels' figures),
    and into the total, fading as it counts them up (round 76, hA77)."""
    flight = flow.flight
    if flight is None:
        return []
    u = min(1.0, flight.age / flight.duration) if flight.duration > 0 else 1.0
    hold = theme.FARKLE_FLY_HOLD
    pop = min(1.0, u / hold) if hold > 0 else 1.0
    u = max(0.0, (u - hold) / (1 - hold))
    start = place.mat.center
    end = total_anchor(place.players_rect, place.scale, flight.player,
                       len(flow.game.players))
    radius = place.px(theme_table.FARKLE_FLY_COIN)
    left = lane_left(place) + radius
    lane = max(left, (left + row_left(place) - place.px(4) - radius) // 2)
    count, lag = theme_table.FARKLE_FLY_COINS, theme_table.FARKLE_FLY_COIN_LAG
    spread = place.px(theme.FARKLE_DIE) * 0.45  # (across the kept dice as they pop out)
    merge = theme.FARKLE_FLY_MERGE
    coins = []
    for i in range(count):
        # the first keeps the flight's own clock (the total fades out for it, hF21); each
        # after it trails a little, the trail closing up as they land
        own = max(0.0, u - i * lag * (1 - u))
        fan = (i - (count - 1) / 2) * spread * (1 - min(1.0, own / merge))
        if pop < 1:  # they pop out of the mat with a small overshoot, one voice at its centre
            scale = pop * (1 + 0.25 * math.sin(math.pi * pop))
            coins.append((start[0] + fan, float(start[1]), 255, scale))
            continue
        climb = min(1.0, own / merge)
        x, y, _ = flight_point((start[0] + fan, start[1]), (lane, end[1]), 1 - (1 - climb) ** 3)
        if own <= merge:
            coins.append((x, y, 255, 1.0))
            continue
        # it passes ON the total, then fades there as the total counts it up: never across
        # the panel's frame (round 75, critic cB75), it dissolves from the lane outside the
        # panel into the total's emptied place inside it
        t = (own - merge) / (1 - merge)
        slide = min(1.0, t / 0.5)
        alpha = 255 * (1 - t) ** 1.5
        coins.append((lane, y, round(alpha * (1 - slide)), 1.0))
        coins.append((end[0], y, round(alpha * slide), 1.0))
    return coins


def draw_flight(surface: pygame.Surface, place: Place, flow: FarkleFlow) -> None:
    """A small bank's coins rising from the mat into the player's total (its figure is the
    Tura panel's "Încasat" row's, counting down as the total counts up: said once; round
    76, hA77, critics cF75b / cZ75)."""
    radius, rim = place.px(theme_table.FARKLE_FLY_COIN), max(1, place.px(2))
    for x, y, alpha, scale in coin_places(place, flow):
        if alpha <= 0 or scale <= 0:
            continue
        size = max(2, round(radius * scale))
        picture = coin_picture(size, rim)
        box = picture.get_rect(center=(round(x), round(y)))
        picture.set_alpha(alpha)
        surface.blit(picture, box)
        if layout_record.ON:  # (the coins keep clear of what a flight must: no words)
            layout_record.text(surface, box, "", "flight")
