"""The menu's chosen card, told apart: its "ales" mark (a check in a pill of the one chosen
accent whichever game, on its top edge) and the soft shadow under it while it stands lifted
(the card not chosen stays in full colour: a veil over it read as locked, critic M30)."""

from __future__ import annotations

import pygame

from game import theme
from game.contrast import contrast_ratio
from game.widgets import layout_record
from game.widgets.button import blend
from game.widgets.text import BOLD, draw_text, text_size

MARK_TYPE = 30
"""The mark's words, reference pixels (cream on the accent, bold)."""
ART_AIR = 2
"""Felt kept between the mark's pill (its shadow) and the card's pictures, reference pixels."""


def mark_rect(body: pygame.Rect, word: str, scale: float,
              art_top: int | None = None) -> pygame.Rect:
    """The mark's pill for a card drawn at ``body``: astride its top edge, at its right,
    raised clear of the card's pictures when their strip starts at ``art_top`` (critic cC79
    #13: the pill sat on the 10 000's chip stack)."""
    size = max(theme.least_type(), theme.px(MARK_TYPE, scale))
    w = text_size(word, size, BOLD)[0] + size + theme.px(34, scale)
    h = round(size * 1.5)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (body.right - theme.px(40, scale) - w // 2, body.top)
    if art_top is not None:
        shadow = 2 + theme.px(3, scale)  # (the pill's shadow, as :func:`draw_mark` drops it)
        rect.bottom = min(rect.bottom, art_top - shadow - theme.px(ART_AIR, scale))
    return rect


def draw_check(surface: pygame.Surface, centre: tuple[int, int], side: int,
               colour: tuple[int, int, int]) -> None:
    """A check mark ``side`` pixels wide centred on ``centre``."""
    x, y = centre
    half = side // 2
    points = [(x - half, y), (x - half // 3, y + half * 2 // 3), (x + half, y - half * 2 // 3)]
    pygame.draw.lines(surface, colour, False, points, max(2, side // 5))


def draw_mark(surface: pygame.Surface, rect: pygame.Rect, word: str,
              accent: tuple[int, int, int], scale: float) -> None:
    """The "ales" pill: the accent, a dark rim, a check and the word in cream, or in ink on a
    light accent (the chosen gold, round 75)."""
    radius = rect.h // 2
    pygame.draw.rect(surface, theme.FELT_DARK, rect.inflate(4, 4).move(0, theme.px(3, scale)),
                     border_radius=radius + 2)
    pygame.draw.rect(surface, blend(accent, (0, 0, 0), 0.25), rect, border_radius=radius)
    pygame.draw.rect(surface, blend(accent, (255, 255, 255), 0.35), rect,
                     max(2, theme.px(3, scale)), border_radius=radius)
    size = max(theme.least_type(), theme.px(MARK_TYPE, scale))
    tick = round(size * 0.8)
    left = rect.x + theme.px(14, scale)
    face = blend(accent, (0, 0, 0), 0.25)
    light = contrast_ratio(face, theme.INK) > contrast_ratio(face, theme.CREAM)
    ink = theme.INK if light else theme.CREAM
    draw_check(surface, (left + tick // 2, rect.centery), tick, ink)
    draw_text(surface, word, size, ink, (left + tick + theme.px(8, scale), rect.centery),
              "midleft", weight=BOLD, shadow=0 if light else theme.px(2, scale))
    layout_record.panel(surface, rect, "chosen_mark")  # the word's own pill, astride the edge


def lifted_shadow(surface: pygame.Surface, place: pygame.Rect, scale: float) -> None:
    """A soft dark shadow on the felt at a lifted card's place (under it)."""
    radius = theme.px(theme.PANEL_RADIUS, scale)
    for grow, alpha in ((theme.px(10, scale), 40), (theme.px(4, scale), 60)):
        rect = place.inflate(grow, grow).move(0, theme.px(4, scale))
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (0, 0, 0, alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect)
