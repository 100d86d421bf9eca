"""The two chips beside the menu's hero: the chosen game's record (a trophy, "Record Yams",
"287 · Ana") and the games played (a die, "Partide jucate", "12"). They fill the felt that
stood empty on either side of the one red button, quieter than it: a cream label at about
the body's size (critic cQ74 #4: small and grey it was not read) over a bold cream value
beside their picture (critic F71: in gold they read as links), straight on the
felt, with no panel nor frame (critic A51: framed, they read as buttons; they are
information, hM60)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.widgets.decor import die_image
from game.widgets.icons import draw_icon
from game.widgets.text import BOLD, draw_text, line_height, text_size

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


def chip_width(height: int, chip: Chip, small: int, big: int, scale: float) -> int:
    """The width a chip ``height`` tall draws: its picture, the pad, its longest line."""
    words = max(text_size(chip.label, small)[0], text_size(chip.value, big, BOLD)[0])
    return round(height * 0.5) + theme.px(18, scale) + words


def chip_extent(rect: pygame.Rect, chip: Chip, small: int, big: int, scale: float
                ) -> pygame.Rect:
    """Where a chip drawn in ``rect`` (:func:`draw_chip`) puts its picture and words, from
    the picture's left to the longest line's end, as tall as ``rect``."""
    pad = theme.px(18, scale)
    width = chip_width(rect.h, chip, small, big, scale)
    left = rect.x + max(0, (rect.w - width) // 2 - pad) + pad
    return pygame.Rect(left, rect.y, width, rect.h)


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, chip: Chip, small: int, big: int,
              scale: float) -> None:
    """One chip on the felt (no panel): its picture at the left of the label over the value,
    the two centred together in ``rect`` (:func:`chip_extent`)."""
    side = round(rect.h * 0.5)
    pad = theme.px(18, scale)
    left = chip_extent(rect, chip, small, big, scale).x - pad
    centre = (left + pad + side // 2, rect.centery)
    if chip.icon == "trophy":
        draw_icon(surface, "trophy-cup", side, theme.GOLD, centre, shadow=theme.px(2, scale))
    else:
        image = chip_die(side)
        surface.blit(image, image.get_rect(center=centre))
    x = left + 2 * pad + side
    room = rect.right - pad - x
    top = rect.centery - (line_height(small) + line_height(big, BOLD)) // 2
    draw_text(surface, chip.label, small, theme.CREAM, (x, top), "topleft", max_width=room)
    # (in the page's cream, regular under the bold value: critic cQ74 #4 read the grey as
    # unreadable)
    # the value in cream, not the gold of what can be clicked (critic F71: gold and bold,
    # the chips read as links that did nothing)
    draw_text(surface, chip.value, big, theme.CREAM, (x, top + line_height(small)), "topleft",
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
