"""The Scores screen before any game (no score on any board): one panel filling the room the
boards will take, a podium waiting per game in it, each step lit in its metal with a ghost
die on it, each game's own "Joacă …" under its podium (ruling S98 1.; laid out by
:meth:`game.scenes.scores_invite.ScoresInvitation.place_nothing_yet`).

:class:`WelcomePlan` says where its parts stand; :func:`draw_stage_light` draws the lit felt
under a podium; :func:`draw_dice` a row of a card's dice (an empty board's card,
:mod:`game.scenes.scores_board_card`)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game import theme
from game.widgets.game_card import card_die

ACCENT = {"yams": (178, 140, 242), "farkle": (84, 204, 184)}
"""Each game's colour (the menu's: Yams violet, 10 000 teal): its card's border and felt."""
CUP_SHARE = 0.42
"""The trophy's share of the picture's height (the podium under it takes the rest)."""
PODIUM_WIDTH = 760
"""The podium's three steps: their width at most (reference pixels)..."""
PODIUM_ASPECT = 3.6
"""...and at most this many times their height (a podium, never a strip)."""
PICTURE_MOST = 440
"""The picture (trophy and podium) at most (reference pixels)."""
LIGHT = (240, 200, 90)
"""The lamp's tint on the felt under the podium (gold)."""
LIGHT_ALPHA = 60
"""The lamp's strength at its middle (it fades to nothing at its rim)."""
LAMP_GRID = 48
"""The lamp is worked out on a grid this wide (half as high), then smoothly scaled."""
OVERLAP = 0.86
"""A row of more than three dice: each this share of a die's side from the last (close)."""


@dataclass(frozen=True)
class WelcomePlan:
    """Where the welcome's parts stand: the panel, ``lead`` (0 since S98 1.: no title in
    it), the ghost dice's side (``cup``), the first podium's area and the red button's
    place."""

    panel: pygame.Rect
    lead: int
    cup: int
    podium: pygame.Rect
    button: pygame.Rect


def draw_stage_light(surface: pygame.Surface, podium: pygame.Rect, cup: int,
                     scale: float, panel: pygame.Rect) -> None:
    """A warm lamp on the felt behind the trophy and its podium: the stage lit, waiting."""
    light = podium.inflate(theme.px(240, scale), cup + theme.px(120, scale))
    light.bottom = podium.bottom + theme.px(50, scale)
    clip = surface.get_clip()
    surface.set_clip(panel.inflate(-theme.px(4, scale), -theme.px(4, scale)).clip(clip))
    surface.blit(lamp(light.size), light)
    surface.set_clip(clip)


@functools.lru_cache(maxsize=4)
def lamp(size: tuple[int, int]) -> pygame.Surface:
    """A soft oval of warm light ``size``: strongest in its middle, nothing at its rim."""
    small = pygame.Surface((LAMP_GRID, LAMP_GRID // 2), pygame.SRCALPHA)
    half_w, half_h = LAMP_GRID / 2, LAMP_GRID / 4
    for y in range(LAMP_GRID // 2):
        for x in range(LAMP_GRID):
            d = ((x + 0.5 - half_w) / half_w) ** 2 + ((y + 0.5 - half_h) / half_h) ** 2
            small.set_at((x, y), (*LIGHT, round(LIGHT_ALPHA * max(0.0, 1 - d) ** 1.5)))
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))


def draw_dice(surface: pygame.Surface, art: pygame.Rect,
               dice: tuple[tuple[int, float], ...]) -> list[pygame.Rect]:
    """The card's dice in a row across ``art``, tilted, each as large as the row allows."""
    count = len(dice)
    spread = OVERLAP if count > 3 else 1.3  # (a Penta's five close, fanned)
    side = max(8, min(round(art.h * 0.62), round(art.w / (1.3 + spread * (count - 1)))))
    step = side * spread
    left = art.centerx - round((step * (count - 1) + side) / 2)
    drawn: list[pygame.Rect] = []
    for k, (value, angle) in enumerate(dice):
        image = card_die(value, side, angle)
        lift = round(side * 0.12) if k % 2 else 0
        rect = image.get_rect(center=(round(left + k * step + side / 2), art.centery - lift))
        surface.blit(image, rect)
        drawn.append(rect)
    return drawn
