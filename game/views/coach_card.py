"""A coach card, drawn: a dark panel with a gold rim, its words, its step ("1/3"), "Nu mai
arăta", a "×" and a pointer (a triangle on the side facing its target, or a leader)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.views.coach_place import REACH, leader, pointer
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text, text_size

POINTER = 18
"""Length of the card's pointer, reference pixels."""

CARD_PAD = 18
"""A card's inner margin, reference pixels."""

CLEARANCE = 8
"""Least gap between the card and anything it must not cover, reference pixels."""


CLOSE = 36
"""The side of the card's "×" (a gold cross in a ring), reference pixels: a target a player
sees and hits (the cross itself about 20 px at 1920×1080)."""


CLOSE_GAP = 16
"""The free room between a card's words and its "×", reference pixels (with the "×"'s own
inset, about 30 px at 1920×1080: the ring never crowds the first line)."""


def close_rect(card: pygame.Rect, scale: float) -> pygame.Rect:
    """Where a card's "×" is drawn: its top right corner."""
    side = theme.px(CLOSE, scale)
    rect = pygame.Rect(0, 0, side, side)
    rect.topright = (card.right - theme.px(10, scale), card.y + theme.px(8, scale))
    return rect


def _draw_close(layer: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The "×": a ring and a cross drawn as strokes (a glyph would be a 12 px speck)."""
    width = max(2, theme.px(3, scale))
    pygame.draw.circle(layer, (*theme.GOLD, 255), rect.center, rect.w // 2, max(1, width - 1))
    arm = round(rect.w * 0.29)
    cx, cy = rect.center
    for dx in (-arm, arm):
        pygame.draw.line(layer, (*theme.GOLD, 255), (cx - dx, cy - arm), (cx + dx, cy + arm),
                         width)


def footer_rects(card: pygame.Rect, footer: tuple[str, str],
                 scale: float) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a card's step ("1/3", bottom left) and its "Nu mai arăta" (bottom right, with
    room around it for a finger) are drawn."""
    size = theme.font_px(theme.FONT_SMALL, scale)
    pad = theme.px(CARD_PAD, scale)
    step_w, h = text_size(footer[0], size, BOLD)
    stop_w = text_size(footer[1], size, BOLD)[0]
    step = pygame.Rect(card.x + pad, card.bottom - pad - h + size // 5, step_w, h)
    stop = pygame.Rect(card.right - pad - stop_w, step.y, stop_w, h)
    return step, stop


def draw_card(surface: pygame.Surface, card: pygame.Rect, target: pygame.Rect, side: str,
              lines: Sequence[str], scale: float, fade: float = 1.0,
              footer: tuple[str, str] = ("", ""),
              route: Sequence[tuple[int, int]] | None = None) -> None:
    """A coach card: a dark panel with a gold rim, ``lines`` of text, a "×" in its corner, a
    pointer from the ``side`` facing ``target`` (side "elbow": along ``route``) and ``footer``
    (its step, "Nu mai arăta") on its last line."""
    px = lambda v: theme.px(v, scale)  # noqa: E731
    size = theme.font_px(theme.FONT_SMALL, scale)
    pad = px(CARD_PAD)
    reach = px(POINTER + CLEARANCE) + REACH
    area = card.inflate(2 * reach + 4, 2 * reach + 4)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    local = card.move(-area.x, -area.y)
    radius = px(18)
    # the pointer: a triangle from the card's edge towards the target, stopping short of it
    base, _ = pointer(card, target, "none" if side == "elbow" else side, px(POINTER),
                      px(CLEARANCE), radius)
    tx, ty = base[0] - area.x, base[1] - area.y
    tip, half = reach, px(14)  # across the gap and onto the target
    if side == "below":
        points = [(tx - half, local.top + 1), (tx + half, local.top + 1), (tx, local.top - tip)]
    elif side == "above":
        points = [(tx - half, local.bottom - 1), (tx + half, local.bottom - 1),
                  (tx, local.bottom + tip)]
    elif side == "right":
        points = [(local.left + 1, ty - half), (local.left + 1, ty + half), (local.left - tip, ty)]
    elif side == "left":
        points = [(local.right - 1, ty - half), (local.right - 1, ty + half),
                  (local.right + tip, ty)]
    else:
        points = []
    if points:
        pygame.draw.polygon(layer, (*theme.GOLD, 255), points)
    pygame.draw.rect(layer, (*theme.PANEL, 250), local, border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD, 255), local, max(2, px(3)), border_radius=radius)
    y = local.y + pad
    for line in lines:
        draw_text(layer, line, size, theme.CREAM, (local.x + pad, y), "topleft")
        y += size * 6 // 5
    _draw_close(layer, close_rect(card, scale).move(-area.x, -area.y), scale)
    step, stop = footer_rects(card, footer, scale)
    if footer[0]:
        draw_text(layer, footer[0], size, theme.MUTED, step.move(-area.x, -area.y).topleft,
                  "topleft", weight=BOLD)
    if footer[1]:
        at = stop.move(-area.x, -area.y)
        draw_text(layer, footer[1], size, theme.GOLD, at.topleft, "topleft", weight=BOLD)
        pygame.draw.line(layer, theme.GOLD, (at.x, at.bottom - px(4)),
                         (at.right, at.bottom - px(4)), max(1, px(2)))
    layer.set_alpha(round(255 * max(0.0, min(1.0, fade))))
    if side == "leader":
        _draw_route(surface, leader(card, target, -REACH), scale, fade)
    elif side == "elbow" and route:
        _draw_route(surface, route, scale, fade)
    surface.blit(layer, area)
    if layout_record.ON:
        layout_record.panel(surface, card, "coach")
        y = card.y + pad
        for line in lines:
            w, h = text_size(line, size)
            layout_record.text(surface, pygame.Rect(card.x + pad, y, w, h), line, "coach", size)
            y += size * 6 // 5
        for text, rect in zip(footer, (step, stop), strict=True):
            if text:
                layout_record.text(surface, rect, text, "coach", size)


def _draw_route(surface: pygame.Surface, route: Sequence[tuple[int, int]], scale: float,
                fade: float) -> None:
    """A card's pointer away from its target: a gold line along ``route`` (a leader's two
    points, an elbow's more), an arrowhead at its end (no longer than its last leg)."""
    points = [pygame.Vector2(p) for p in route]
    if len(points) < 2 or points[-2].distance_to(points[-1]) < 2:
        return
    span = pygame.Rect(min(p.x for p in points), min(p.y for p in points), 1, 1)
    span.union_ip(pygame.Rect(max(p.x for p in points), max(p.y for p in points), 1, 1))
    area = span.inflate(4 * theme.px(POINTER, scale), 4 * theme.px(POINTER, scale))
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    points = [p - pygame.Vector2(area.topleft) for p in points]
    width = max(2, theme.px(5, scale))
    a, b = points[-2], points[-1]
    most = theme.px(POINTER * 1.4, scale)
    length = max(min(most, a.distance_to(b) * 0.9), most * 0.8)
    ahead = (b - a).normalize()
    side = pygame.Vector2(-ahead.y, ahead.x) * length * 14 / (POINTER * 1.4)
    back = b - ahead * length
    head = [b, back + side, back - side]
    casing = max(1, theme.px(2, scale))  # a dark edge: the gold reads on the cream sheet too
    for colour, grow in ((theme.PANEL, casing), (theme.GOLD, 0)):
        pygame.draw.lines(layer, colour, False, points, width + 2 * grow)
        for p in points[1:-1]:  # round bends
            pygame.draw.circle(layer, colour, p, width / 2 + grow)
        pygame.draw.polygon(layer, colour, head, 0)
        if grow:
            pygame.draw.polygon(layer, colour, head, 2 * grow)
    layer.set_alpha(round(255 * max(0.0, min(1.0, fade))))
    surface.blit(layer, area)
