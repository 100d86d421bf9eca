"""Bent coach pointers (read only): the marks whose target no straight pointer reaches from
free felt get an elbow that runs along a free lane and stops just short of the target
(:data:`~game.views.coach_place.SHORT`), pointing at it.

A 10 000 die's card (the set-aside and the refused die's) never lies on the selection tray it
explains (hC22): where no straight leader reaches its die from a side panel, it sits in a
panel's free part (the empty ledger, the Tura panel's foot: :func:`die_places`) and its
pointer bends once: out of its side along the lane between the dice row and the "Selecție"
line, then up into the die.

The Yams cards never bend across the sheet (hC22: a way into a cell crossed its row-label
column): the box's and the countdown's cards point at their row, straight, stopping short
of its left end (the row lit whole; hC30: the countdown's ran on inside the row to the
timer ring and struck through its label). The 10 000 bank's card, in the ledger's free
middle, points at "Încasează" itself (hC22: not at the turn's total beside it): out of its
side along the free lane between the mat and the row of buttons, then down into the
button's top (one bend: "Aruncă" stands between the ledger and it)."""

from __future__ import annotations

from typing import Any

import pygame

from game.views.coach_place import SHORT, Point, elbow, route_crosses

DIE_MARKS = ("farkle.set_aside", "farkle.refused")
"""The marks whose pointer bends when no straight leader reaches their die."""

BENT_MOST = 0.6
"""A bent pointer is at most this share of the window's height along its way."""


def bend(scene: Any, mark: str, card: pygame.Rect, avoid: list[pygame.Rect],
         die: pygame.Rect | None = None) -> tuple[pygame.Rect, list[Point]] | None:
    """The target and route of ``mark``'s bent pointer from ``card``, crossing none of
    ``avoid`` but what holds its target: the bank's to "Încasează" (:func:`bank_route`), a
    die's card, given its ``die``, the way to it round the mat (:func:`die_places`); None
    when it has none or it would cross something (the card keeps its straight pointer)."""
    if mark in DIE_MARKS and die is not None:
        return _die_route(scene, card, die, avoid)
    if mark == "farkle.risk":
        return risk_route(scene, card, avoid)
    return None


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
    gutter = min((row.right + scene.turn_rect.x) // 2, card.right - margin)
    if (scene.turn_rect.w <= 0 or card.bottom >= meter.centery or gutter <= row.right
            or gutter < card.x + margin):
        return None
    tip = (meter.x - SHORT, meter.centery)
    route = [(gutter, card.bottom), (gutter, meter.centery), tip]
    if not _clear(route, avoid, card):
        return None
    return meter, route


def _clear(route: list[Point], avoid: list[pygame.Rect], card: pygame.Rect) -> bool:
    tip = route[-1]
    others = [r for r in avoid if r.w > 0 and r.h > 0 and not r.collidepoint(tip)
              and not r.colliderect(card)]
    return route_crosses(route, others) is None


def _die_route(scene: Any, card: pygame.Rect, die: pygame.Rect,
               avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[Point]] | None:
    """The way from a die's card in a side panel to its ``die``, bent once (hC22): out of
    the card's side along the die row into the die's side (a card level with the row), or
    along the lane between the dice row and the "Selecție" line, then up into the die;
    None when neither passes beside the card, crosses something or is too long."""
    from game.views.coach_farkle import selection_line_rect

    if card.colliderect(scene.mat):
        return None
    near = die.x - SHORT if card.centerx < die.centerx else die.right + SHORT
    lane = (die.bottom + selection_line_rect(scene).top) // 2
    for way in ((die.centery, (near, die.centery)), (lane, (die.centerx, die.bottom + SHORT))):
        route = elbow(card, way[0], way[1], scene.px(24))
        if len(route) > 3:
            continue  # a second bend reads as a wire (hC17)
        length = sum(abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in zip(route, route[1:],
                                                                         strict=False))
        if length <= scene.size[1] * BENT_MOST and _clear(route, [*avoid, scene.mat], card):
            return pygame.Rect(die), route
    return None


def die_places(scene: Any, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where a die's card of ``size`` may sit off the mat when no straight leader reaches its
    die: in the empty ledger under its title, in the Tura panel's foot under its rows (each
    wholly inside its panel, clear of its rim)."""
    from game.views.coach_farkle import turn_head
    from game.widgets.farkle_ledger import ledger_title

    inset = scene.px(16)
    places = []
    if scene.groups_rect.w > 0:
        title = ledger_title(scene.groups_rect, scene.scale)
        places.append(pygame.Rect(scene.groups_rect.x + inset, title.bottom + scene.px(8),
                                  *size))
    if scene.turn_rect.w > 0:
        head = turn_head(scene)
        places.append(pygame.Rect(scene.turn_rect.right - inset - size[0],
                                  head.bottom + scene.px(4), *size))
    panels = [scene.groups_rect, scene.turn_rect]
    return [p for p in places if any(pygame.Rect(r).contains(p) for r in panels)]


def bent_die(scene: Any, mark: str, places: list[Any], card: tuple[int, int],
             lines: tuple[str, ...]) -> tuple[Any, ...] | None:
    """A die's card of size ``card`` in a side panel's free part (:func:`die_places`), its
    pointer bent round the mat to the die: the shortest way to any die of ``places`` (each
    target, what it speaks of and what it keeps off); (target, own, rect, "elbow", lines),
    or None."""
    best: tuple[int, tuple[Any, ...]] | None = None
    for target, own, avoid in places:
        for rect in die_places(scene, card):
            if rect.collidelist(avoid) != -1:
                continue
            bent = bend(scene, mark, rect, avoid, target)
            if bent is None:
                continue
            way = sum(abs(a[0] - b[0]) + abs(a[1] - b[1])
                      for a, b in zip(bent[1], bent[1][1:], strict=False))
            if best is None or way < best[0]:
                best = (way, (target, own, rect, "elbow", lines))
    return best[1] if best is not None else None
