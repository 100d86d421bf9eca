"""Bent coach pointers (read only): the marks whose target no straight pointer reaches from
free felt get an elbow that runs along a free lane and ends inside the target.

The Yams countdown's card points at the very cell where the countdown drains (its pointer
runs along the sheet's grid line under or over that row, past the row's label, then into the
cell); the 10 000 bank's card points at "Încasează" (its pointer runs in the gap between the
row of buttons and "Anulează", then up into the button)."""

from __future__ import annotations

from typing import Any

import pygame

from game.views.coach_place import Point, elbow, route_crosses

BENT = ("yams.countdown", "farkle.bank")
"""The marks whose pointer may bend."""


def bent_target(scene: Any, mark: str) -> tuple[pygame.Rect, int, Point] | None:
    """What ``mark``'s bent pointer ends in, the lane it runs along and its tip (a point
    inside the target); None when it has none now."""
    if mark == "yams.countdown":
        box = scene.flow.auto_box()
        if box is None:
            return None
        cell = pygame.Rect(scene.sheet.cell_rect(scene.game.current, box))
        return cell, cell.bottom, (cell.x + cell.h * 2 // 3, cell.y + cell.h // 4)
    if mark == "farkle.bank":
        bank = pygame.Rect(scene.bank_button.rect)
        undo = getattr(scene, "undo_button", None)
        below = bank.bottom + scene.px(16)
        if undo is not None and undo.visible and undo.rect.top > bank.bottom:
            below = (bank.bottom + undo.rect.top) // 2
        return bank, below, (bank.centerx, bank.bottom - bank.h // 4)
    return None


def bend(scene: Any, mark: str, card: pygame.Rect,
         avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[Point]] | None:
    """The target and route of ``mark``'s bent pointer from ``card``: along its lane (the
    grid line over or under the row, whichever the card is nearer), crossing none of
    ``avoid`` but what holds its target; None when it has none or it would cross something
    (the card keeps its straight pointer then)."""
    if mark not in BENT:
        return None
    found = bent_target(scene, mark)
    if found is None:
        return None
    target, lane, tip = found
    if mark == "yams.countdown" and card.centery < target.centery:
        lane = target.top  # the grid line over the row: the card is above it
        tip = (tip[0], target.bottom - target.h // 4)
    if card.colliderect(target.inflate(scene.px(8), scene.px(8))):
        return None
    routes = [elbow(card, lane, tip, scene.px(24))]
    if mark == "yams.countdown" and scene.sheet.rect.x - card.right >= scene.px(10):
        # up (or down) the felt between the card and the sheet, then along the grid line
        routes.insert(0, elbow(card, lane, tip, scene.px(24),
                               (card.right + scene.sheet.rect.x) // 2))
    others = [r for r in avoid if r.w > 0 and r.h > 0 and not r.collidepoint(tip)
              and not r.colliderect(card)]
    for route in routes:
        if route_crosses(route, others) is None:
            return target, route
    return None
