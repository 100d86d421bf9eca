"""The layout check's rules for a coach card's pointer (:func:`pointer_problems`): what it may
cross, how long it may be, how it bends and where its tip stops; and what a card never lies over
(:data:`COACH_KEEPS_CLEAR`). Split from :mod:`tests.layout_check` (round 70: it had grown past
600 lines), which uses them."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

import pygame

from game.widgets.layout_record import TextMark
from tests.layout_words import columns_crossed

COACH_KEEPS_CLEAR = ("announcement", "refusal", "banner", "pill", "button", "notice", "flight",
                     "selection", "standings")
"""What a coach mark's card (issue 22 §4) never lies over: the voice's places, the buttons, the
notices, the 10 000 selection's line, the Yams standings (besides the dice in play and the row
or button it points at; the empty mat may hold the card of a die above it)."""


def ink(rect: pygame.Rect) -> pygame.Rect:
    """The part of a line box the letters fill (the box has the font's leading)."""
    inset = rect.h // 5
    return pygame.Rect(rect.x + 1, rect.y + inset, max(0, rect.w - 2), max(0, rect.h - 2 * inset))



POINTER_MOST = 0.2
"""A coach card's pointer is at most this share of the window's height, a fifth (a card sits near
what it points at: a long leader across the table reads as a card that lost its place)."""


DIE_POINTER_MOST = 0.25
"""A straight pointer at a die in play may be this long: a die's card sits in the side panel
beside the dice, never on the tray it explains (hC22), and reaches the die from there."""


BENT_MOST = 0.6
"""A bent pointer (an elbow along a free lane: the sheet's grid line, the gap under the
buttons) is at most this share of the window's height along its way."""


EDGE_NEAR = 16
"""How near (pixels at 1080 high, the same share of the height smaller) a coach pointer's leg
may run beside an edge it is parallel to: never along one (hC17: a leader down the Yams
sheet's left edge, a bent one up the gap beside it)."""

BENDS_MOST = 1
"""A coach pointer bends at most once (hC17: a pointer with two bends read as a wire)."""

BUTTON_BENDS_MOST = 3
"""A pointer at a button may bend three times (round 71, ruling S5: the 10 000 bank card
points at "Încasează" itself from its one place over the mat, round the mat: out of the
card, down the felt beside the mat, along the lane over the buttons, onto the button)."""

BUTTON_BENT_MOST = 0.75
"""That way round the mat is at most this share of the window's height."""


def runs_along(a: tuple[int, int], b: tuple[int, int], rect: pygame.Rect, near: float) -> bool:
    """True when the leg from ``a`` to ``b`` is about parallel to an edge of ``rect`` (within
    15 degrees) and runs within ``near`` pixels of it over a third of its length or more."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return False
    vertical = abs(dx) <= abs(dy) * 0.27
    if not vertical and abs(dy) > abs(dx) * 0.27:
        return False
    steps = 24
    close = 0
    for k in range(steps + 1):
        x, y = a[0] + dx * k / steps, a[1] + dy * k / steps
        if vertical:
            on = rect.top - near <= y <= rect.bottom + near
            close += on and min(abs(x - rect.left), abs(x - rect.right)) <= near
        else:
            on = rect.left - near <= x <= rect.right + near
            close += on and min(abs(y - rect.top), abs(y - rect.bottom)) <= near
    return close * 3 >= steps + 1


SHORT_MOST = 24
"""How far (pixels) short of its target a coach pointer's tip may stop: a few pixels off it,
pointing at it, never on it (round 73: past the light round it, ~17 px at 1920x1080,
:func:`game.views.coach_card_art.tip_short`)."""


GUTTER_MIDDLE = 2
"""How far (pixels) from a gutter's middle a leg down it may run (:func:`down_a_gutter`)."""


def down_a_gutter(a: tuple[int, int], b: tuple[int, int], sides: Sequence[Any]) -> bool:
    """True when the leg from ``a`` to ``b`` runs straight down the middle of a gutter, the
    felt between two panels side by side (ruling S106 1., amending hC17's rule for a leg
    routed there on purpose: the Yams hold card's way between the table's left column and
    the sheet, which no other way reaches without crossing the prompt's panel)."""
    if a[0] != b[0]:
        return False
    x, top, bottom = a[0], min(a[1], b[1]), max(a[1], b[1])
    beside = [pygame.Rect(r) for r in sides if pygame.Rect(r).w > 0
              and pygame.Rect(r).top < bottom and pygame.Rect(r).bottom > top]
    lefts = [r.right for r in beside if r.right <= x]
    rights = [r.left for r in beside if r.left >= x]
    if not lefts or not rights:
        return False
    return abs((max(lefts) + min(rights)) / 2 - x) <= GUTTER_MIDDLE


def pointer_problems(segment: Sequence[tuple[int, int]], texts: list[TextMark],
                     panels: list[Any], dice: Iterable[pygame.Rect],
                     size: tuple[int, int], target: pygame.Rect | None = None,
                     edges: Sequence[pygame.Rect] = (),
                     words: Sequence[pygame.Rect] = (),
                     through: pygame.Rect | None = None) -> list[str]:
    """A coach card's pointer (its points from the card's edge to its tip: two when it is
    straight) crosses only the gap between the card and its target: no die, no button or
    place of :data:`COACH_KEEPS_CLEAR`, no text's letters (but what holds its tip: it ends
    near its ``target``); it is short; and, given the ``target``, its tip stops a few pixels
    short of it (:data:`SHORT_MOST`), never on it; it bends once at most
    (:data:`BENDS_MOST`) and no leg runs along the edge of a panel or of ``edges`` (the
    Yams sheet: :data:`EDGE_NEAR`); it crosses a column of words only inside ``through``
    (the row it runs along to its target, under the row's letters)."""
    points = list(segment)
    tip = points[-1]
    found = []
    at_button = any(p.role == "button" and (
        pygame.Rect(p.rect) == pygame.Rect(target) if target is not None
        else pygame.Rect(p.rect).inflate(2 * SHORT_MOST, 2 * SHORT_MOST).collidepoint(tip))
        for p in panels)  # (no target given: the button its tip stops just short of)
    if len(points) - 2 > (BUTTON_BENDS_MOST if at_button else BENDS_MOST):
        found.append(f"a coach pointer {segment} bends {len(points) - 2} times")
    near = EDGE_NEAR * size[1] / 1080
    inside = through if through is not None else pygame.Rect(0, 0, 0, 0)
    sides = [*edges, *(p.rect for p in panels
                       if p.role != "coach" and not inside.contains(p.rect))]
    for a, b in zip(points, points[1:], strict=False):
        along = next((r for r in sides if r.w > 0 and r.h > 0
                      and runs_along(a, b, pygame.Rect(r), near)), None)
        if along is not None and not down_a_gutter(a, b, sides):
            found.append(f"a coach pointer's leg {a}-{b} runs along the edge of {along}")
    length = sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))
    dice = [pygame.Rect(d) for d in dice]
    at_die = target is not None and pygame.Rect(target) in dice
    most = (DIE_POINTER_MOST if at_die else POINTER_MOST) if len(points) == 2 else (
        BUTTON_BENT_MOST if at_button else BENT_MOST)
    if length > size[1] * most:
        found.append(f"a coach pointer {segment} {length:.0f} px long")
    if target is not None and pygame.Rect(target).collidepoint(tip):
        found.append(f"a coach pointer {segment} ends at {tip}, on its target {target}")
    elif target is not None and not pygame.Rect(target).inflate(
            2 * SHORT_MOST, 2 * SHORT_MOST).collidepoint(tip):
        found.append(f"a coach pointer {segment} ends at {tip}, off its target {target}")
    crossed = [("die", pygame.Rect(d)) for d in dice]
    crossed += [(p.role, p.rect) for p in panels if p.role in (*COACH_KEEPS_CLEAR, "button")]
    crossed += [(repr(t.text), ink(t.rect)) for t in texts if t.role != "coach"]
    for what, rect in crossed:
        if rect.w <= 0 or rect.h <= 0 or rect.collidepoint(tip):
            continue  # what it ends on
        if any(rect.clipline(a, b) for a, b in zip(points, points[1:], strict=False)):
            found.append(f"a coach pointer {segment} crosses {what} {rect}")
    # a column of words, whole (hC22)
    for region in columns_crossed(points, texts, target, words, through):
        found.append(f"a coach pointer {segment} crosses the words {region}")
    return found
