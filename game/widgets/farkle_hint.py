"""The 10 000 table's "Sugestie": its sentence and the outlines around the dice to set aside.

The advice itself comes from :func:`game.ai.farkle.hint` (the Expert's move for the player in
turn); this module only words it ("Pune deoparte 1 și 5, aruncă: 48 % șanse de câștig")
and draws it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game import theme
from game.ai.farkle import Action, Hint
from game.i18n import format_percent


def chance_text(probability: float) -> str:
    """A chance in whole percent ("48 %"); "<1 %" and ">99 %" rather than a false 0 or 100."""
    if 0.0 < probability < 0.005:
        return "<" + format_percent(0.01, 0)
    if 0.995 <= probability < 1.0:
        return ">" + format_percent(0.99, 0)
    return format_percent(probability, 0)


def dice_text(values: Iterable[int], conjunction: str) -> str:
    """Dice values in words: "5", "1 și 5", "1, 1 și 5"."""
    words = [str(v) for v in values]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


def hint_sentence(tr: Callable[..., str], hint: Hint, short: bool = False) -> str:
    """The whole advice in the catalog's words (with several opponents, the chance is said
    to be the one against the strongest, unless ``short``: the plain chance, where the
    whole sentence would not fit its one line)."""
    chance = tr("farkle.hint.chance_several" if hint.several and not short
                else "farkle.hint.chance", chance=chance_text(hint.win_probability))
    if not hint.values:
        return tr("farkle.hint.first", chance=chance)
    key = "farkle.hint.bank" if hint.action is Action.BANK else "farkle.hint.roll"
    return tr(key, dice=dice_text(hint.values, tr("farkle.hint.and")), chance=chance)


def draw_hint_rings(surface: pygame.Surface, centres: Iterable[tuple[float, float]],
                    die_size: int, scale: Any) -> None:
    """Rounded outlines around the dice the hint sets aside (as on the Yams table)."""
    side = round(die_size * theme.YAMS_HINT_RING_SIDE)
    width = max(2, round(5 * float(scale)))
    for x, y in centres:
        ring = pygame.Rect(0, 0, side, side)
        ring.center = (round(x), round(y))
        pygame.draw.rect(surface, theme.HINT_RING, ring, width, border_radius=round(side * 0.24))


def draw_beckon_rings(surface: pygame.Surface, centres: Iterable[tuple[float, float]],
                      die_size: int, scale: Any, age: float) -> None:
    """Soft gold outlines that breathe around the dice that can be set aside (the next
    action, pointed out gently); after ``theme.FARKLE_BECKON_TIME`` they rest, faint."""
    side = round(die_size * theme.YAMS_HINT_RING_SIDE)
    width = max(2, round(4 * float(scale)))
    if age < theme.FARKLE_BECKON_TIME:
        glow = 0.5 - 0.5 * math.cos(2 * math.pi * age / theme.FARKLE_BECKON_PERIOD)
    else:
        glow = 0.35
    alpha = round(60 + 150 * glow)
    for x, y in centres:
        layer = pygame.Surface((side + 2 * width, side + 2 * width), pygame.SRCALPHA)
        ring = layer.get_rect().inflate(-width, -width)
        pygame.draw.rect(layer, (*theme.GOLD[:3], alpha), ring, width,
                         border_radius=round(side * 0.24))
        surface.blit(layer, layer.get_rect(center=(round(x), round(y))))
