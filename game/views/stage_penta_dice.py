"""A Penta's five dice celebrated on its stage (round 78, hY109, critic cA77, ruling S44 2.):
once "Penta!" has landed each die pops (swells and settles) in turn, left to right, twice, in
a warm gold glow that breathes, the glow leaving before the words under the dice (the timing is
:func:`game.flow.stage.dice_pop`'s and :func:`game.flow.stage.dice_glow`'s)."""

from __future__ import annotations

import math

import pygame

from game import theme, theme_stage
from game.flow.stage import dice_glow, dice_pop

GLOW = (255, 206, 96)
"""The glow's gold (warmer than the halo's rim, never the hot dice' orange)."""

_RINGS = 7


def popped(kind: str, progress: float, index: int, die: pygame.Rect) -> pygame.Rect:
    """Gathered die ``index``'s rect at ``progress`` of a ``kind`` stage: grown by its pop
    about its foot, so the row's feet stay on one line as each swells (ruling S77, critic
    cA79 #10: grown about their centres they slipped out of line)."""
    grow = 2 * round(dice_pop(kind, progress, index) * die.w / 2)
    grown = die.inflate(grow, grow)
    grown.midbottom = die.midbottom
    return grown


def draw_glow(surface: pygame.Surface, kind: str, progress: float, age: float,
              die: pygame.Rect, scale: float, shown: float = 1.0) -> None:
    """The gold glow behind gathered die ``die`` (at its resting size: the die swells in it)
    at ``progress`` of a ``kind`` stage, ``shown`` (0..1) of its strength: soft rings growing
    stronger towards the die, breathing; nothing when the stage has none."""
    strength = dice_glow(kind, progress) * max(0.0, min(1.0, shown))
    if strength <= 0:
        return
    reach = theme.px(theme_stage.STAGE_PENTA_GLOW_REACH, scale)
    breathe = 0.8 + 0.2 * math.sin(age * 8)
    area = die.inflate(2 * reach, 2 * reach)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    for k in range(_RINGS):  # from the outer rim in: each ring a little stronger
        inset = round(reach * k / _RINGS)
        alpha = round(70 * strength * breathe * (k + 1) / _RINGS)
        pygame.draw.rect(layer, (*GLOW, alpha), layer.get_rect().inflate(-2 * inset, -2 * inset),
                         border_radius=theme.px(22, scale) + reach - inset)
    surface.blit(layer, area)
