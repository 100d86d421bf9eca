"""A routine card's TOTAL as a plaque over its column (ruling S94 3., round 81, hY123; critic
cA80 #13: a full-width band with the figure at Penta size, louder than the upper bonus, for
an event that happens to every player): while the TOTAL's moment plays mid-game, the table is
dimmed lightly (less than under the upper bonus's band) and a plaque of the player's seat
colour, deepened (ruling S71), stands over their column of the sheet: their name, the figure
counting up in the stages' display face, the sums that make it one under another. The game's
last card keeps its full takeover (:mod:`game.views.yams_total_takeover`, S78 1.).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme, theme_stage
from game.flow.total_count import added_parts, counting, total_parts
from game.i18n import format_int
from game.views.stage_champion import seat_lettering
from game.views.turn_handoff import seat_band_fill
from game.views.yams_total_takeover import ink, parts_size, presence
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.seats import player_style, seat_colour
from game.widgets.text import BOLD, render

FIGURE = 0.085
"""The plaque's figure's ink height, a share of the felt's (the upper bonus's "+35": 0.15)."""

VEIL = 120
"""How dark the table is round the plaque (of 255; the upper bonus's band: 205)."""

WIDEST = 0.36
"""The plaque's most width, a share of the felt's (never a band across it)."""


def draw_total_plaque(surface: pygame.Surface, card: Any, counter: Any, event: Any,
                      name: str, players: Any, progress: float, column: pygame.Rect,
                      tr: Callable[[str], str]) -> pygame.Rect | None:
    """The TOTAL of ``counter.player``'s full ``card`` on a plaque over their sheet
    ``column`` at ``progress`` (0..1) of its moment; return its figure's rect (None once it
    has gone)."""
    lit = presence(progress)
    if lit <= 0:
        return None
    player = counter.player
    felt = felt_area(surface.get_size())
    veil = pygame.Surface(felt.size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, round(VEIL * lit)))
    surface.blit(veil, felt)
    landed = progress >= theme_stage.YAMS_TOTAL_TAKEOVER_COUNTED
    height = max(8, round(felt.h * FIGURE))
    text = format_int(counting(counter.start, counter.end, progress))
    figure = ink(text, height, theme.GOLD)
    rest = ink(format_int(card.total), height, theme.GOLD)
    size = max(theme.least_type(), round(felt.h * 0.05 / theme.FONT_EM * 1.35))
    title = seat_lettering(name, size, seat_colour(player_style(players, player)))
    adding = set() if landed else added_parts(event)
    small = parts_size(felt)
    lines = [(render(f"{tr('yams.row.' + key)} {format_int(points)}", small,
                     theme.GOLD if key in adding else theme.CREAM, BOLD),
              f"{tr('yams.row.' + key)} {format_int(points)}")
             for key, points in total_parts(card)]
    gap = max(4, round(felt.h * 0.016))
    pad = max(8, round(felt.h * 0.03))
    inner_w = max(title.get_width(), rest.get_width(), *(i.get_width() for i, _ in lines))
    width = min(round(felt.w * WIDEST), max(column.w, inner_w + 2 * pad))
    title = _fitted(title, width - 2 * pad)
    high = (title.get_height() + gap + height + 2 * gap
            + sum(i.get_height() for i, _ in lines))
    plaque = pygame.Rect(0, 0, width, high + 2 * pad)
    plaque.center = column.center
    plaque.clamp_ip(felt)
    _draw_plate(surface, plaque, seat_band_fill(player_style(players, player)), lit)
    y = plaque.y + pad
    at = title.get_rect(midtop=(plaque.centerx, y))
    title.set_alpha(round(255 * lit))
    surface.blit(title, at)
    y = at.bottom + gap
    where = figure.get_rect(midtop=(plaque.centerx, y))
    shadow = ink(text, height, theme.SHADOW).copy()
    off = max(2, round(height * 0.05))
    shadow.set_alpha(round(255 * lit))
    shown = figure.copy()
    shown.set_alpha(round(255 * lit))
    surface.blit(shadow, where.move(off, off))
    surface.blit(shown, where)
    y += height + 2 * gap
    for image, words in lines:
        spot = image.get_rect(midtop=(plaque.centerx, y))
        image.set_alpha(round(255 * lit))
        surface.blit(image, spot)
        if layout_record.ON:
            layout_record.text(surface, spot, words, "celebration_part")
        y = spot.bottom
    if layout_record.ON:
        layout_record.text(surface, where, text, "celebration")
        layout_record.text(surface, at, name, "celebration_name")
    return where


def _fitted(image: pygame.Surface, most: int) -> pygame.Surface:
    """``image`` scaled down to ``most`` pixels wide when wider (a long name)."""
    if image.get_width() <= most or most <= 0:
        return image
    return pygame.transform.smoothscale(
        image, (most, max(1, round(image.get_height() * most / image.get_width()))))


def _draw_plate(surface: pygame.Surface, plaque: pygame.Rect, fill: tuple[int, int, int],
                lit: float) -> None:
    """The plaque: a rounded card of ``fill`` (the seat's colour, deepened), lit in its
    middle, a thin gold rim, faded to ``lit``."""
    layer = pygame.Surface(plaque.size, pygame.SRCALPHA)
    radius = max(6, plaque.w // 14)
    r, g, b = fill
    pygame.draw.rect(layer, (round(r * 0.7), round(g * 0.7), round(b * 0.7), 255),
                     layer.get_rect(), border_radius=radius)
    glow = layer.get_rect().inflate(-plaque.w // 6, -plaque.h // 6)
    pygame.draw.rect(layer, (r, g, b, 255), glow, border_radius=radius)
    smooth = pygame.transform.smoothscale(
        pygame.transform.smoothscale(layer, (max(1, plaque.w // 8), max(1, plaque.h // 8))),
        plaque.size)
    mask = pygame.Surface(plaque.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    smooth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(smooth, (*theme.GOLD, 255), smooth.get_rect(),
                     max(2, plaque.w // 120), border_radius=radius)
    smooth.set_alpha(round(255 * lit))
    surface.blit(smooth, plaque)
    if layout_record.ON:  # the voice of the moment: what it lies on gives way to it
        layout_record.covered_under(surface, plaque)
        layout_record.panel(surface, plaque, "banner")
