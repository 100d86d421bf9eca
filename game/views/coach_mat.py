"""A 10 000 die's coach card on the empty mat, right under its die (read only).

The set-aside and the refused die's cards sit on the selection tray's free part (the mat is
made tall enough for them: :func:`game.views.coach.mat_card_height`), their pointer a short
straight line up from the card's top edge to the die above it, crossing no text (the
"Selecție" line) and no die; where the line right under the die would cross the
"Selecție" words, the card slides along the mat and its pointer leaves its corner. A click on
a die closes the card before the die glides onto the mat, so the card never lies under a
die that lands."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game import theme
from game.views.coach_card import CLEARANCE
from game.views.coach_place import crosses, leader, leader_place

MAT_INSET = 5
"""How far (reference pixels) a card on the mat keeps off the mat's rim where it can."""
MAT_LEAST = 2
"""How far (reference pixels) it keeps off it at least (the mat is made that tall)."""


def mat_place(scene: Any, places: list[Any], card: tuple[int, int], lines: tuple[str, ...],
              gap: int, clear: int, longest: int) -> tuple[Any, ...] | None:
    """The place of a die's card of size ``card`` on the mat's free part, the shortest clear
    straight pointer to one of its dice (``places``: target, own, avoid), at most
    ``longest`` pixels; None when the mat holds no such place."""
    mat = pygame.Rect(scene.mat)
    inset = max(scene.px(MAT_LEAST), min(scene.px(MAT_INSET), (mat.h - card[1]) // 2))
    room = mat.inflate(-2 * inset, -2 * inset)
    if mat.w <= 0 or card[0] > room.w or card[1] > room.h:
        return None
    best: tuple[float, tuple[Any, ...]] | None = None
    for target, own, avoid in places:
        if target.bottom > room.y:
            continue  # a die already on the mat
        line = pygame.Rect(own[0]) if own else pygame.Rect(0, 0, 0, 0)  # "Selecție: …"
        words = line.copy()  # a pointer may pass a little after its words' end
        words.w = max(0, line.w - scene.px(24) + scene.px(CLEARANCE))
        blocked = [pygame.Rect(r) for r in avoid
                   if r not in (mat, line) and r.w > 0 and r.h > 0] + [words]
        below = room.copy()  # the card under the whole "Selecție" line
        if line.h > 0 and line.bottom > below.y:
            below.h -= line.bottom - below.y
            below.y = line.bottom
        found = leader_place(target, card, blocked, below, gap, clear, longest)
        if found is None:
            continue
        rect, length = _centred(found[0], target, room, blocked, clear)
        if best is None or length < best[0]:
            best = (length, (target, [line], rect, "leader", lines))  # the mat it holds
    return best[1] if best is not None else None


def _centred(rect: pygame.Rect, target: pygame.Rect, room: pygame.Rect,
             blocked: list[pygame.Rect], clear: int) -> tuple[pygame.Rect, float]:
    """``rect`` slid along the mat to stand centred under ``target`` as far as the room and
    its pointer allow (a card right under its die, not pushed to the mat's end), and its
    pointer's length."""
    best = rect
    for x in sorted(range(room.x, room.right - rect.w + 1), key=lambda x: abs(
            x + rect.w // 2 - target.centerx)):
        moved = pygame.Rect(x, rect.y, rect.w, rect.h)
        segment = leader(moved, target, clear)
        if moved.collidelist(blocked) == -1 and crosses(segment, blocked) is None \
                and math.dist(*segment) <= math.dist(*leader(rect, target, clear)):
            best = moved
            break
    return best, math.dist(*leader(best, target, clear))


def mat_spare(scene: Any) -> int:
    """The height a die's card on the mat leaves free in it: :data:`MAT_LEAST` under it and
    over it, or the "Selecție" line's foot where it reaches into the mat (the line over the
    mat, :func:`game.views.coach_farkle.selection_line_rect`)."""
    line = scene.font_px(theme.FONT_SMALL) * 3 // 2
    into = line - line // 2 - scene.px(24)
    return scene.px(MAT_LEAST) + max(scene.px(MAT_LEAST), into)
