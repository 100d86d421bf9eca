"""The Scores screen before any game (no score on any board): one panel filling the room the
boards will take, its podium lit as a stage waiting (the trophy over three free steps), its
title and sentence, then one card per game, each with its game's dice, name, line and own
"Joacă …" (hS28, critic K72: "one card floating in ~35 % bare felt ... no game art").

:func:`welcome_plan` works out where everything stands; :func:`draw_game_invite` draws a
game's card (its button is drawn with the screen's widgets); :func:`draw_stage_light` the
lit felt under the podium."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game import theme
from game.widgets.button import blend
from game.widgets.card_art import felt_patch
from game.widgets.game_card import card_die
from game.widgets.text import BOLD, STAMP, draw_text, fit_size, line_height, text_size, wrap

GAMES = ("yams", "farkle")
"""The games the welcome invites to, left to right."""
ACCENT = {"yams": (178, 140, 242), "farkle": (84, 204, 184)}
"""Each game's colour (the menu's: Yams violet, 10 000 teal): its card's border and felt."""
DICE = {"yams": ((5, 12.0), (5, 6.0), (5, 0.0), (5, -6.0), (5, -12.0)),
        "farkle": ((1, -10.0), (5, 4.0), (1, 12.0))}
"""Each card's dice (value, angle): Yams's Penta of fives, 10 000's scoring ones and five."""
CUP = 96
"""The trophy over the podium (reference pixels, at most)."""
PODIUM = (720, 170)
"""The podium's three steps: width and height at most (reference pixels)."""
PICTURE_SHARE = 0.36
"""The most of the panel's inner height the trophy and podium take."""
CARD_HEIGHT = (150, 250)
"""A game's card: its least and its most height (reference pixels)."""
ART_SHARE = 0.38
"""The share of a game's card its dice take (its left part)."""
LIGHT = (240, 200, 90)
"""The lamp's tint on the felt under the podium (gold)."""
LIGHT_ALPHA = 60
"""The lamp's strength at its middle (it fades to nothing at its rim)."""
LAMP_GRID = 48
"""The lamp is worked out on a grid this wide (half as high), then smoothly scaled."""
LINE_TYPE = 0.82
"""A game's card's line: this share of the small type (under its name, over its button)."""
CARD_PAD = 16
"""The room inside a game's card round its dice, words and button (reference pixels)."""
OVERLAP = 0.86
"""A row of more than three dice: each this share of a die's side from the last (close)."""
BUTTON_HEIGHT = 64
"""A game's card's "Joacă …" (reference pixels, at most)."""


@dataclass(frozen=True)
class WelcomePlan:
    """Where the welcome's parts stand: the panel, the picture's room (trophy and podium),
    the trophy's side, the podium's area and each game's card."""

    panel: pygame.Rect
    lead: int
    cup: int
    podium: pygame.Rect
    cards: dict[str, pygame.Rect]


def words_height(panel_w: int, scale: float, text: str) -> int:
    """The title's and sentence's height in the empty state (as ``draw_empty_state`` sets
    them), with the half pad over the title."""
    pad = theme.px(theme.GAP * 2, scale)
    size = theme.font_px(theme.FONT_BODY, scale)
    lines = len(wrap(text, size, panel_w - 2 * pad))
    body = round(text_size("Ag", size)[1] * 1.25)
    return pad // 2 + line_height(theme.font_px(theme.FONT_HEADING, scale), BOLD) + pad // 2 \
        + lines * body


def welcome_plan(panel: pygame.Rect, scale: float, text: str) -> WelcomePlan:
    """Lay the welcome out in ``panel`` (the boards' whole room): the picture at its head,
    the words under it, the games' cards along its foot, the felt between them shared."""
    pad = theme.px(theme.GAP * 2, scale)
    inner_h = panel.h - 2 * pad
    words = words_height(panel.w, scale, text)
    lead = max(theme.px(60, scale), round(inner_h * PICTURE_SHARE))
    card_h = max(theme.px(CARD_HEIGHT[0], scale),
                 min(theme.px(CARD_HEIGHT[1], scale), inner_h - words - lead - pad))
    lead = min(lead, inner_h - words - card_h - pad)  # (the cards' least height first)
    cup = min(theme.px(CUP, scale), round(lead * 0.38))
    podium = pygame.Rect(0, 0, min(theme.px(PODIUM[0], scale), panel.w - 2 * pad),
                         min(theme.px(PODIUM[1], scale), lead - cup - theme.px(6, scale)))
    podium.midbottom = (panel.centerx, panel.y + pad + lead)
    gap = pad
    width = min((panel.w - 2 * pad - gap) // 2, theme.px(760, scale))
    row = pygame.Rect(0, 0, 2 * width + gap, card_h)
    row.midbottom = (panel.centerx, panel.bottom - pad)
    cards = {kind: pygame.Rect(row.x + k * (width + gap), row.y, width, card_h)
             for k, kind in enumerate(GAMES)}
    return WelcomePlan(panel, lead, cup, podium, cards)


def button_rect(card: pygame.Rect, scale: float) -> pygame.Rect:
    """Where a game's card holds its own "Joacă …": under its name, in its right part."""
    column = card_column(card, scale)
    h = min(theme.px(BUTTON_HEIGHT, scale), card.h * 2 // 5)
    rect = pygame.Rect(0, 0, min(column.w, theme.px(theme.BUTTON_SMALL_SIZE[0], scale)), h)
    rect.midbottom = column.midbottom
    return rect


def card_column(card: pygame.Rect, scale: float) -> pygame.Rect:
    """A game's card's right part: its name, its line and its button."""
    pad = theme.px(CARD_PAD, scale)
    art_w = round(card.w * ART_SHARE)
    return pygame.Rect(card.x + art_w, card.y + pad, card.w - art_w - pad, card.h - 2 * pad)


def art_rect(card: pygame.Rect, scale: float) -> pygame.Rect:
    """A game's card's left part, where its dice lie."""
    pad = theme.px(CARD_PAD, scale)
    return pygame.Rect(card.x + pad, card.y + pad, round(card.w * ART_SHARE) - 2 * pad,
                       card.h - 2 * pad)


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


def draw_game_invite(surface: pygame.Surface, card: pygame.Rect, kind: str, name: str,
                     line: str, scale: float) -> list[pygame.Rect]:
    """A game's card of the welcome: a patch of felt in its colour, its dice on the left, its
    name in the display face and its line on the right (its button drawn by the screen);
    return the dice's rectangles."""
    accent = ACCENT[kind]
    radius = theme.px(16, scale)
    surface.blit(felt_patch(card.size, accent, radius), card)
    pygame.draw.rect(surface, blend(theme.PANEL_BORDER, accent, 0.7), card,
                     max(2, theme.px(3, scale)), border_radius=radius)
    dice = draw_dice(surface, art_rect(card, scale), DICE[kind])
    column = card_column(card, scale)
    button_top = button_rect(card, scale).top
    name_px = fit_size(name, theme.font_px(theme.FONT_HEADING, scale), column.w, STAMP)
    small = max(theme.least_type(), theme.font_px(theme.FONT_SMALL * LINE_TYPE, scale))
    lines = wrap(line, small, column.w)
    name_h, line_h = line_height(name_px, STAMP), line_height(small)
    room = button_top - column.y
    if len(lines) > 2 or name_h + len(lines) * line_h > room:
        lines = []  # (a card too small for its line: its dice, name and button say it)
    top = column.y + max(0, (room - name_h - len(lines) * line_h) // 2)
    box = draw_text(surface, name, name_px, theme.GOLD, (column.centerx, top), "midtop",
                    weight=STAMP, shadow=True)
    for k, words in enumerate(lines):
        draw_text(surface, words, small, theme.CREAM,
                  (column.centerx, box.bottom + k * line_h), "midtop")
    return dice


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
