"""The goal's plate's art: two chequered finish flags, one each side of the reacher's name and
total, waving in towards them (round 76, hL76, critics cF75b and cZ75: "the goal a flat box";
a stage at the level of hot dice' flames). Drawn once into the plate's body
(:func:`game.views.stage_crest.draw_crest`), so they grow, rest and fly with it."""

from __future__ import annotations

import math

import pygame

from game import theme, theme_stage

FLAG_EDGE = theme.GOLD
"""The gold edging round each flag's cloth (ruling S55: the cloth one piece on the maroon)."""


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


FLAG_RIM = (40, 20, 10)
"""The dark line round the gold pole and its knob, parting them from the plate."""


def draw_flag(layer: pygame.Surface, rect: pygame.Rect, scale: float, mirror: bool) -> None:
    """A chequered flag in ``rect``: its gold pole with a knob on the outer side, its cloth
    of cream and ink checks, one piece edged in gold (:data:`FLAG_EDGE`, ruling S55, critic
    cB78: bare checks melted into the maroon, read as broken tiles), hung from the pole's top
    and waving in towards the plate's middle (``mirror``: the right-hand one)."""
    cols, rows = theme_stage.FARKLE_GOAL_FLAG_CHECKS
    pole_w = max(3, theme.px(7, scale))
    pole_x = rect.right - pole_w if mirror else rect.left
    knob = max(3, round(pole_w * 0.9))
    pole = pygame.Rect(pole_x, rect.top + knob, pole_w, rect.h - knob)
    pygame.draw.rect(layer, FLAG_RIM, pole.inflate(2, 2))
    pygame.draw.rect(layer, theme.GOLD, pole)
    centre = (pole.centerx, rect.top + knob)
    pygame.draw.circle(layer, FLAG_RIM, centre, knob + 1)
    pygame.draw.circle(layer, theme.GOLD, centre, knob)
    edge = max(2, theme.px(4, scale))
    cloth_w = rect.w - pole_w - edge
    cloth_h = round(rect.h * 0.6)
    cell_w, cell_h = cloth_w / cols, cloth_h / rows
    wave = cloth_h * 0.08
    top = rect.top + knob + edge
    cells, tops, feet = [], [], []
    for c in range(cols):
        x0 = (rect.left + pole_w + edge // 2 + c * cell_w if not mirror
              else rect.left + edge // 2 + (cols - 1 - c) * cell_w)
        lift = round(wave * math.sin(math.pi * c / max(1, cols - 1) * 1.5))
        x1 = round(x0 + cell_w)
        tops.append((round(x0), x1, top - lift))
        feet.append((round(x0), x1, top - lift + round(cloth_h)))
        for r in range(rows):
            colour = theme.CREAM if (c + r) % 2 == 0 else theme_stage.FARKLE_GOAL_FLAG_INK
            cells.append((colour, pygame.Rect(round(x0), top - lift + round(r * cell_h),
                                              x1 - round(x0), math.ceil(cell_h))))
    tops.sort()
    feet.sort()
    outline = [p for x0, x1, y in tops for p in ((x0, y), (x1, y))]
    outline += [p for x0, x1, y in reversed(feet) for p in ((x1, y), (x0, y))]
    for colour, cell in cells:
        pygame.draw.rect(layer, colour, cell)
    pygame.draw.polygon(layer, FLAG_EDGE, outline, edge)


def draw_flags(layer: pygame.Surface, words: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Both flags beside ``words`` on ``layer`` (the plate's body); returns their rects."""
    rects = flag_rects(layer.get_rect(), words, scale)
    for k, rect in enumerate(rects):
        draw_flag(layer, rect, scale, mirror=k == 1)
    return rects
