"""Bent coach pointers (read only): the risk card's, whose meter no straight pointer reaches
from the felt beside the dice row (hC28), runs down the felt between the dice and the Tura
panel and stops just short of the meter (:data:`~game.views.coach_place.SHORT`); the bank
card's (round 71, ruling S5) goes round the mat to "Încasează" (:func:`bank_route`).

(hC31: every other 10 000 card stands on empty felt beside what it explains, a straight
pointer; the dice' cards' bends from a side panel and the bank's from the ledger to
"Încasează" went with the panels. The Yams cards never bend across the sheet, hC22: they
point at their row, straight, stopping short of its left end.)"""

from __future__ import annotations

from typing import Any

import pygame

from game.theme_coach import COACH_CONTROL_AIR
from game.views.coach_place import SHORT, Point, route_crosses

CORNER = 6
"""How far (reference pixels) a bent pointer leaves a card's top in from its corner."""


def bend(scene: Any, mark: str, card: pygame.Rect, avoid: list[pygame.Rect],
         die: pygame.Rect | None = None) -> tuple[pygame.Rect, list[Point]] | None:
    """The target and route of ``mark``'s bent pointer from ``card``, crossing none of
    ``avoid`` but what holds its target: the risk card's (:func:`risk_route`); None when it
    has none or it would cross something (the card keeps its straight pointer; ``die``:
    unused since hC31, no die's card bends)."""
    if mark == "farkle.risk":
        return risk_route(scene, card, avoid)
    if mark == "farkle.bank":
        return bank_route(scene, card)
    return None


def bank_route(scene: Any, card: pygame.Rect) -> tuple[pygame.Rect, list[Point]] | None:
    """The bank card's way to "Încasează" itself (round 71, critic: card 4/5 "pushes a bank
    beside a red 'Aruncă'" while it pointed at the mat): from the card on the felt over the
    mat, out of its side (or its bottom) into the felt between the mat and a side panel,
    down it past the mat, along the felt between the mat and the buttons, then down onto
    the button's top; the right side first (its lane passes over "Sugestie", not the red
    "Aruncă"). None when no way is clear (the card points at the mat, as before)."""
    bank = pygame.Rect(scene.bank_button.rect)
    mat = pygame.Rect(scene.mat)
    if bank.w <= 0 or mat.w <= 0 or bank.top <= mat.bottom:
        return None
    lane = (mat.bottom + bank.top) // 2  # midway: along neither the mat nor the buttons
    tip = (bank.centerx, bank.top - SHORT)
    margin = scene.px(18)
    for panel, right in ((scene.turn_rect, True), (scene.groups_rect, False)):
        if panel.w <= 0:
            continue
        gutter = (mat.right + panel.x) // 2 if right else (panel.right + mat.x) // 2
        if right and card.right <= gutter or not right and card.x >= gutter:
            start: Point = (card.right if right else card.x, card.centery)
            route = [start, (gutter, start[1])]
        elif card.x + margin <= gutter <= card.right - margin:
            route = [(gutter, card.bottom)]
        else:
            continue
        route += [(gutter, lane), (tip[0], lane), tip]
        if route_crosses(route, _bank_keep(scene, mat)) is None:
            return bank, route
    return None


def _bank_keep(scene: Any, mat: pygame.Rect) -> list[pygame.Rect]:
    """What the bank card's pointer crosses none of: every other shown button, every die,
    the mat and the side panels."""
    keep = [pygame.Rect(w.rect) for w in scene.focus.widgets
            if w is not scene.bank_button and getattr(w, "visible", True) and w.rect.w > 0]
    keep += [pygame.Rect(d) for d in (*scene.hit_targets(), *scene.dice_in_play_rects())]
    keep += [pygame.Rect(r) for r in (scene.players_rect, scene.groups_rect, scene.turn_rect,
                                      scene.guide_rect) if r.w > 0]
    return [*keep, mat]


def risk_route(scene: Any, card: pygame.Rect,
               avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[Point]] | None:
    """The risk card's way to the risk meter from the top of the middle column (hC28): out of
    the card's bottom, down the felt between the dice row and the Tura panel, then right
    into the meter's side at its middle (a straight leader met the meter's corner, by the
    row above it); None when the card is not above that gutter or the way crosses
    something (the card keeps its straight pointer)."""
    from game.views.coach_farkle import risk_meter_rect, row_rect

    meter, row = risk_meter_rect(scene), row_rect(scene)
    margin = scene.px(18)
    tip = (meter.x - SHORT, meter.centery)
    if scene.turn_rect.w > 0 and card.top > meter.centery:  # under the dice row (ruling
        # S5): out of its top by its right corner, up the felt beside the row (16 px off
        # the dice), into the meter's side at its middle
        gutter = row.right + scene.px(COACH_CONTROL_AIR)
        if not card.x + margin <= gutter <= card.right - scene.px(CORNER):
            return None
        route = [(gutter, card.top), (gutter, meter.centery), tip]
        return (meter, route) if _clear(route, avoid, card) else None
    gutter = min((row.right + scene.turn_rect.x) // 2, card.right - margin)
    if (scene.turn_rect.w <= 0 or card.bottom >= meter.centery or gutter <= row.right
            or gutter < card.x + margin):
        return None
    route = [(gutter, card.bottom), (gutter, meter.centery), tip]
    if not _clear(route, avoid, card):
        return None
    return meter, route


def _clear(route: list[Point], avoid: list[pygame.Rect], card: pygame.Rect) -> bool:
    tip = route[-1]
    others = [r for r in avoid if r.w > 0 and r.h > 0 and not r.collidepoint(tip)
              and not r.colliderect(card)]
    return route_crosses(route, others) is None


def risk_to_the_gutter(scene: Any, mark: str, found: Any, avoid: list[pygame.Rect]) -> Any:
    """The risk card placed under the dice row by a leader, slid right to the middle
    column's edge when that stays free and its bent pointer still finds its way from there
    (it then leaves its top beside the row: :func:`risk_route`); any other card, or none,
    as ``found``."""
    if mark != "farkle.risk" or found is None or found[3] != "leader" or scene.kind == "yams":
        return found
    target, own, rect, side, lines = found
    slid = rect.move(scene.center.right - rect.right, 0)
    if slid.x < rect.x or slid.collidelist([*avoid, *own]) != -1:
        return found
    if bend(scene, mark, slid, [*avoid, *own]) is None:  # (its pointer must still find the
        # meter, off the common places and the card's own: review round 68)
        return found
    return target, own, slid, side, lines
