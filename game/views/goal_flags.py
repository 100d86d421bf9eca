"""The goal's plate's art: two chequered finish flags, one each side of the reacher's name and
total, waving in towards them (round 76, hL76, critics cF75b and cZ75: "the goal a flat box";
a stage at the level of hot dice' flames). Drawn once into the plate's body
(:func:`game.views.stage_crest.draw_crest`), so they grow, rest and fly with it."""

from __future__ import annotations

import math

import pygame

from game import theme, theme_stage


def flag_rects(plate: pygame.Rect, words: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Where the two flags stand on a plate ``plate`` (the layer's rect) beside ``words``
    (the name's and the total's lines together): as tall as those lines, square-ish, a gap
    of felt from the words and from the plate's frame; none where the room is too narrow
    (a long name: the words first)."""
    gap = theme.px(theme_stage.FARKLE_GOAL_FLAG_GAP, scale)
    h = words.h
    w = round(h * theme_stage.FARKLE_GOAL_FLAG_SHAPE)
    room = words.left - plate.left - 2 * gap
    if room < w // 2 or h <= 0:
        return []
    w = min(w, room)
    left = pygame.Rect(words.left - gap - w, words.top, w, h)
    right = pygame.Rect(words.right + gap, words.top, w, h)
    return [left, right]


def draw_flag(layer: pygame.Surface, rect: pygame.Rect, scale: float, mirror: bool) -> None:
    """A chequered flag in ``rect``: its gold pole on the outer side, its cloth of cream and
    ink checks waving in towards the plate's middle (``mirror``: the right-hand one)."""
    cols, rows = theme_stage.FARKLE_GOAL_FLAG_CHECKS
    pole_w = max(2, theme.px(4, scale))
    pole_x = rect.right - pole_w if mirror else rect.left
    pygame.draw.rect(layer, theme.GOLD, (pole_x, rect.top, pole_w, rect.h))
    knob = max(2, pole_w)
    pygame.draw.circle(layer, theme.GOLD, (pole_x + pole_w // 2, rect.top), knob)
    cloth_w = rect.w - pole_w
    cloth_h = round(rect.h * 0.62)
    cell_w, cell_h = cloth_w / cols, cloth_h / rows
    wave = cloth_h * 0.08
    for c in range(cols):
        x0 = rect.left + pole_w + c * cell_w if not mirror else rect.left + (cols - 1 - c) * cell_w
        lift = wave * math.sin(math.pi * c / max(1, cols - 1) * 1.5)
        for r in range(rows):
            colour = theme.CREAM if (c + r) % 2 == 0 else theme_stage.FARKLE_GOAL_FLAG_INK
            cell = pygame.Rect(round(x0), round(rect.top + knob + r * cell_h - lift),
                               math.ceil(cell_w), math.ceil(cell_h))
            pygame.draw.rect(layer, colour, cell)


def draw_flags(layer: pygame.Surface, words: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Both flags beside ``words`` on ``layer`` (the plate's body); returns their rects."""
    rects = flag_rects(layer.get_rect(), words, scale)
    for k, rect in enumerate(rects):
        draw_flag(layer, rect, scale, mirror=k == 1)
    return rects
