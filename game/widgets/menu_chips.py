"""The two chips beside the menu's hero: the chosen game's record (a trophy, "Record Yams",
"287 · Ana") and the games played (a die, "Partide jucate", "12"). They fill the felt that
stood empty on either side of the one red button, quieter than it: a dark panel, a thin gold
line, a small label over a bold gold value."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.widgets.decor import die_image
from game.widgets.felt import draw_panel
from game.widgets.icons import draw_icon
from game.widgets.text import BOLD, draw_text, line_height

CHIP_MOST = 400
"""A chip's widest, reference pixels."""
CHIP_LEAST = 150
"""Narrower room than this (reference pixels) and the chips stay away: never crowded."""


@dataclass(frozen=True)
class Chip:
    """One chip's words and picture: ``icon`` "trophy" or "die", a ``label`` over a
    ``value``."""

    icon: str
    label: str
    value: str


def chip_places(hero: pygame.Rect, left: int, right: int, gap: int,
                scale: float) -> tuple[pygame.Rect, pygame.Rect] | None:
    """The two chips' rects beside ``hero``, between ``left`` and ``right`` (the cards'
    edges), ``gap`` from the hero; None when the room is too narrow."""
    room = min(hero.left - gap - left, right - hero.right - gap)
    if room < theme.px(CHIP_LEAST, scale):
        return None
    w = min(room, theme.px(CHIP_MOST, scale))
    first = pygame.Rect(hero.left - gap - w, hero.y, w, hero.h)
    second = pygame.Rect(hero.right + gap, hero.y, w, hero.h)
    return first, second


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, chip: Chip, small: int, big: int,
              scale: float) -> None:
    """One chip: the panel, its picture at the left, the label over the value."""
    draw_panel(surface, rect, scale)
    side = round(rect.h * 0.5)
    pad = theme.px(18, scale)
    centre = (rect.x + pad + side // 2, rect.centery)
    if chip.icon == "trophy":
        draw_icon(surface, "trophy-cup", side, theme.GOLD, centre, shadow=theme.px(2, scale))
    else:
        image = chip_die(side)
        surface.blit(image, image.get_rect(center=centre))
    x = rect.x + 2 * pad + side
    room = rect.right - pad - x
    top = rect.centery - (line_height(small) + line_height(big, BOLD)) // 2
    draw_text(surface, chip.label, small, theme.MUTED, (x, top), "topleft", max_width=room)
    draw_text(surface, chip.value, big, theme.GOLD, (x, top + line_height(small)), "topleft",
              weight=BOLD, max_width=room, shadow=theme.px(2, scale))


_DICE: dict[int, pygame.Surface] = {}


def chip_die(side: int) -> pygame.Surface:
    """The games-played chip's die, ``side`` pixels, tilted (kept per size)."""
    image = _DICE.get(side)
    if image is None:
        if len(_DICE) > 6:
            _DICE.clear()
        image = die_image(5, side, -12)
        _DICE[side] = image
    return image
