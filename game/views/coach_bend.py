"""Bent coach pointers (read only): the risk card's, whose meter no straight pointer reaches
from the felt beside the dice row (hC28), runs down the felt between the dice and the Tura
panel and stops short of the meter (:func:`~game.views.coach_card_art.tip_short`).

(hC31: every other 10 000 card stands on empty felt beside what it explains, a straight
pointer; round 72: the bank card's way round the mat to "Încasează", round 71's, went: its
straight pointer reaches the Tura panel's "După încasare" its words name. The Yams cards
never bend across the sheet, hC22: they point at their row, straight, stopping short of its
left end.)"""

from __future__ import annotations

from typing import Any

import pygame

from game.coach_marks import METER_MARKS
from game.rules.yams import Box
from game.theme_coach import COACH_CONTROL_AIR
from game.views.coach_card_art import tip_short
from game.views.coach_place import Point, route_crosses

COLUMN_TIP_IN = 80
"""How far (reference pixels) into the column's head the box card's way comes down, at most
(its middle where the column is narrower): clear of "?" over a lone player's wide column."""

TRAY_RIM = 14
"""How far (reference pixels) the hot dice' card, on the empty tray, keeps off its right rim
when slid towards the risk meter (a side panel's rim room, ruling S40)."""

CORNER = 6
"""How far (reference pixels) a bent pointer leaves a card's top in from its corner."""


def bend(scene: Any, mark: str, card: pygame.Rect, avoid: list[pygame.Rect],
         die: pygame.Rect | None = None) -> tuple[pygame.Rect, list[Point]] | None:
    """The target and route of ``mark``'s bent pointer from ``card``, crossing none of
    ``avoid`` but what holds its target: the risk card's (:func:`risk_route`); None when it
    has none or it would cross something (the card keeps its straight pointer; ``die``:
    unused since hC31, no die's card bends)."""
    if mark in METER_MARKS:  # (round 72: the hot dice' card too)
        return risk_route(scene, card, avoid)
    if mark == "yams.box" and scene.kind == "yams":  # docked over the turn pill (S20)
        return column_route(scene, card, avoid)
    if mark == "yams.hold" and scene.kind == "yams":  # down the gutter to a die (S106 1.)
        return hold_route(scene, card, avoid)
    return None


def hold_route(scene: Any, card: pygame.Rect,
               avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[Point]] | None:
    """The hold card's way to the die it explains (ruling S106 1., critic cA81 #5: its
    straight leader crossed the prompt's panel and ended on the rack's empty end): down the
    gutter between the table's left column (the prompt, the rack, the dice) and the sheet,
    then left, level with the dice, onto the nearest free die's side, stopping short of it;
    None when no die is free, the card is not over the gutter's way or it crosses
    something."""
    from game.views.coach_yams import kept_row_rect, prompt_band

    dice = scene.dice_in_play_rects()
    free = [d for d, held in zip(dice, scene.game.held, strict=False) if not held]
    if not free:
        return None
    die = max(free, key=lambda d: d.right)
    column = max(prompt_band(scene).right, kept_row_rect(scene).right, die.right)
    x = (column + scene.sheet.rect.left) // 2
    if not column < x < scene.sheet.rect.left:
        return None
    short = tip_short(scene.scale)
    if card.left + scene.px(CORNER) <= x <= card.right - scene.px(CORNER):
        start: Point = (x, card.bottom)
        route = [start, (x, die.centery), (die.right + short, die.centery)]
    elif card.right < x:
        route = [(card.right, card.centery), (x, card.centery), (x, die.centery),
                 (die.right + short, die.centery)]
    else:
        return None
    return (die, route) if _clear(route, avoid + [prompt_band(scene)], card) else None


def column_head(scene: Any) -> pygame.Rect:
    """The player on turn's name cell at the sheet's head: what the docked box card points
    into (ruling S20)."""
    sheet = scene.sheet
    first = sheet.cell_rect(scene.game.current, list(Box)[0])
    top = sheet.rect.top
    return pygame.Rect(first.x, top, first.w, max(1, first.top - top))


def column_route(scene: Any, card: pygame.Rect,
                 avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[Point]] | None:
    """The docked box card's way into its column (ruling S20, round 76; critic cZ75: its
    arrow met the sheet at a row's label): out of the card's right side at its middle, right
    over the felt above the sheet, then down onto the player's name at the column's head,
    stopping short of it; None when the card is not above the sheet's head or the way
    crosses something."""
    head = column_head(scene)
    x = min(head.centerx, head.x + scene.px(COLUMN_TIP_IN))
    y = card.centery
    if card.right >= x or y >= head.top - 2 * tip_short(scene.scale):
        return None
    route = [(card.right, y), (x, y), (x, head.top - tip_short(scene.scale))]
    return (head, route) if _clear(route, avoid, card) else None


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
    tip = (meter.x - tip_short(scene.scale), meter.centery)
    if scene.turn_rect.w > 0 and card.top > meter.centery:  # under the dice row (ruling
        # S5): out of its top by its right corner, up the felt beside the row (16 px off
        # the dice), into the meter's side at its middle
        gutter = row.right + scene.px(COACH_CONTROL_AIR)
        if scene.mat.contains(card):  # the hot dice' card on the empty tray (S40): up out
            gutter = card.right - margin  # of its own top, the row empty, the six in the cup
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
    if mark not in METER_MARKS or found is None or found[3] != "leader" or scene.kind == "yams":
        return found
    target, own, rect, side, lines = found
    edge = scene.center.right
    if scene.mat.contains(rect):  # the hot dice' card on the empty tray stays wholly on it
        edge = scene.mat.right - scene.px(TRAY_RIM)  # (ruling S40)
    slid = rect.move(edge - rect.right, 0)
    if slid.x < rect.x or slid.collidelist([*avoid, *own]) != -1:
        return found
    if bend(scene, mark, slid, [*avoid, *own]) is None:  # (its pointer must still find the
        # meter, off the common places and the card's own: review round 68)
        return found
    return target, own, slid, side, lines
