"""The lead change, drawn: "Ion trece în frunte!" as the 10 000's own banner (round 82,
hF112, critic cB81 #9, ruling S109 1.).

One of the banner family (the bust's red plate, hot dice' flame ribbon, the last round's
crimson band): a gold plate with a dark rim, its title in the moments' typeface
(:data:`~game.widgets.text.STAMP`), a crown each side of it, the totals under a short rule.
It pops in from smaller with a little overshoot and, as its hold ends, shrinks away whole:
opaque at every frame, so its words never ghost over the cup it stands on (the plain panel
it replaces faded out over it). Only drawn here; when it is said is the flow's
(:mod:`game.flow.farkle_beats`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.flow.messages import Message
from game.views.farkle_refusal import time_left
from game.widgets import layout_record
from game.widgets.text import BOLD, STAMP, draw_text, fit_size, text_size

PLATE_TOP = (255, 214, 92)
PLATE_BOTTOM = (222, 150, 34)
"""The plate's gold, lighter at its top edge."""
RIM = (96, 46, 14)
"""The plate's dark rim and its words' ink."""
CROWN = (176, 36, 46)
"""The crowns' crimson (the last round's band's), gold-edged."""

POP = 0.3
"""Seconds (at the normal speed) the plate takes to pop in, overshooting a little."""
LEAVE = 0.22
"""Seconds (at the normal speed) it takes to shrink away whole at the end of its hold."""
POP_FROM = 0.55
"""Its size as it starts to pop in, against its own."""


def grown(age: float, left: float, factor: float = 1.0) -> float:
    """The plate's size (0..1.06) ``age`` seconds after it was said with ``left`` seconds
    to go: popping in (an overshoot that settles), at rest, then shrinking away whole."""
    pop, leave = max(0.08, POP / factor), max(0.08, LEAVE / factor)
    if left < leave:
        u = max(0.0, left / leave)
        return u * u * (3 - 2 * u)
    if age < pop:
        u = age / pop
        return POP_FROM + (1 - POP_FROM) * (1 - (1 - u) ** 3) + 0.06 * math.sin(math.pi * u)
    return 1.0


def cup_under_overtake(flow: Any) -> float:
    """How much of the cup shows under the lead change (0..1; 1 without it): going as the
    plate pops in, gone by the end of its pop (:data:`POP`), gone while it stands, as it
    shrinks away and once it has been said (the game is over: the champion or the results
    come next), so no rim peeks above the plate nor shadow under it (round 82, hF114, critic
    cB82 #8)."""
    said = flow.voice.announcement
    if said is not None and said.key == "farkle.overtake":
        return max(0.0, 1.0 - float(said.age * flow.factor) / POP)
    if flow.game.finished and not flow.overtake_due and flow.overtake_words():
        return 0.0
    return 1.0


def _crown(layer: pygame.Surface, rect: pygame.Rect) -> None:
    """A three-pointed crown filling ``rect``: crimson, gold-edged, a gold jewel on each
    point."""
    x, y, w, h = rect
    base = y + h
    band = round(h * 0.28)
    points = [(x, base - band), (x, y + h * 0.2), (x + w * 0.27, y + h * 0.5),
              (x + w * 0.5, y), (x + w * 0.73, y + h * 0.5), (x + w, y + h * 0.2),
              (x + w, base - band), (x + w, base), (x, base)]
    shape = [(round(px), round(py)) for px, py in points]
    pygame.draw.polygon(layer, CROWN, shape)
    pygame.draw.polygon(layer, RIM, shape, max(2, w // 14))
    pygame.draw.line(layer, PLATE_TOP, (x + 2, base - band), (x + w - 2, base - band),
                     max(2, w // 16))
    jewel = max(2, w // 10)
    for jx, jy in ((x, y + h * 0.2), (x + w * 0.5, y), (x + w, y + h * 0.2)):
        pygame.draw.circle(layer, PLATE_TOP, (round(jx), round(jy)), jewel)
        pygame.draw.circle(layer, RIM, (round(jx), round(jy)), jewel, 1)


def plate(width: int, scale: float, title: str, lines: Sequence[str]
          ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str, int]]]:
    """The overtake's plate at rest, at most ``width`` wide: its layer and its words'
    rects (for the layout record)."""
    def px(value: int) -> int:
        return theme.px(value, scale)

    rim, pad = max(3, px(6)), max(6, px(18))
    crown_h = max(16, px(52))
    crown = pygame.Rect(0, 0, round(crown_h * 1.25), crown_h)
    sides = rim + pad + crown.w + pad
    size = fit_size(title, round(theme.font_px(theme.FONT_TITLE, scale) * 1.15),
                    width - 2 * sides, STAMP)
    detail = " ".join(lines)
    body = round(theme.font_px(theme.FONT_BODY, scale) * 1.15)
    title_w, title_h = text_size(title, size, STAMP)
    detail_h = round(body * 1.3) if detail else 0
    wide = min(width, max(title_w, text_size(detail, body, BOLD)[0] if detail else 0)
               + 2 * sides)
    gap = max(4, px(10)) if detail else 0
    tall = 2 * (rim + pad) + round(title_h * 0.86) + gap + detail_h
    layer = pygame.Surface((wide, tall), pygame.SRCALPHA)
    radius = px(theme.PANEL_RADIUS)
    for row in range(tall):  # the gold, lighter at its top
        u = row / max(1, tall - 1)
        colour = [round(a + (b - a) * u) for a, b in zip(PLATE_TOP, PLATE_BOTTOM, strict=True)]
        pygame.draw.line(layer, (*colour, 255), (0, row), (wide - 1, row))
    mask = pygame.Surface((wide, tall), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(layer, RIM, layer.get_rect(), rim, border_radius=radius)
    inner = layer.get_rect().inflate(-2 * rim - px(6), -2 * rim - px(6))
    pygame.draw.rect(layer, (255, 240, 190), inner, max(1, px(2)), border_radius=radius)
    words_top = rim + pad
    title_centre = (wide // 2, words_top + round(title_h * 0.43))
    marks = [(draw_text(layer, title, size, RIM, title_centre, weight=STAMP), title, size)]
    crown.centery = title_centre[1]
    crown.left = rim + pad
    _crown(layer, crown)
    crown.right = wide - rim - pad
    _crown(layer, crown)
    if detail:
        rule_y = words_top + round(title_h * 0.86) + gap // 2
        half = max(px(40), title_w // 6)
        pygame.draw.line(layer, RIM, (wide // 2 - half, rule_y), (wide // 2 + half, rule_y),
                         max(2, px(3)))
        centre = (wide // 2, rule_y + gap // 2 + detail_h // 2)
        marks.append((draw_text(layer, detail, body, RIM, centre, weight=BOLD), detail, body))
    return layer, marks


def draw_overtake(surface: pygame.Surface, centre: tuple[int, int], width: int,
                  scale: float, title: str, lines: Sequence[str], size: float,
                  bottom: int | None = None) -> pygame.Rect:
    """The overtake's plate centred on ``centre`` (moved up so it never reaches below
    ``bottom``), at ``size`` of its own (:func:`grown`), opaque; return the rect it
    covers."""
    layer, marks = plate(width, scale, title, lines)
    rest = layer.get_rect(center=centre)
    if bottom is not None and rest.bottom > bottom:
        rest.bottom = bottom
    if size <= 0.02:
        return pygame.Rect(rest.center, (0, 0))
    if abs(size - 1) > 1e-3:  # (rotozoom keeps an opaque plate opaque)
        layer = pygame.transform.rotozoom(layer, 0, size)
    rect = layer.get_rect(center=rest.center)
    surface.blit(layer, rect)
    if layout_record.ON and size >= 1:
        layout_record.panel(surface, rect, "announcement")
        for mark, said, px_size in marks:
            layout_record.text(surface, mark.move(rect.topleft), said, "announcement",
                               size=px_size)
    return rect


def overtake_at(surface: pygame.Surface, place: Any, said: Message, factor: float,
                centre: tuple[int, int], bottom: int) -> pygame.Rect:
    """The overtake's message ``said`` drawn over the cup (``centre``) of the table
    ``place``, in the middle column's width, above ``bottom`` (the buttons' top, with the
    banners' gap), at its age's size (:func:`grown`); return the rect it covers."""
    return draw_overtake(surface, centre, place.center.w, place.scale, said.text, said.detail,
                         grown(said.age, time_left(said), factor),
                         bottom - place.px(theme.FARKLE_BANNER_GAP))
