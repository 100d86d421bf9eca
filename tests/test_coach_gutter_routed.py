"""The risk card slides right to the middle column's edge only when its bent pointer still
finds its way from there (round-67 review: it slid without asking, a slid card could be left
with no route to the meter)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.views import coach_bend


def _found():
    card = pygame.Rect(100, 400, 200, 80)
    return (pygame.Rect(0, 0, 10, 10), [], card, "leader", ["a line"])


def _scene():
    return SimpleNamespace(kind="farkle", center=pygame.Rect(0, 0, 500, 600),
                           mat=pygame.Rect(0, 0, 0, 0), px=lambda value: value)  # (no tray
    # round the card: hQ83's hot dice' card on the empty tray, S40)


def test_the_card_stays_when_no_route_leaves_the_slid_place(monkeypatch):
    monkeypatch.setattr(coach_bend, "bend", lambda scene, mark, card, avoid, die=None: None)
    found = _found()
    assert coach_bend.risk_to_the_gutter(_scene(), "farkle.risk", found, []) == found


def test_the_card_slides_when_its_route_holds(monkeypatch):
    asked: list[pygame.Rect] = []
    monkeypatch.setattr(coach_bend, "bend", lambda scene, mark, card, avoid, die=None:
                        asked.append(card) or (pygame.Rect(0, 0, 1, 1), []))
    slid = coach_bend.risk_to_the_gutter(_scene(), "farkle.risk", _found(), [])
    assert slid[2].right == 500 and asked == [slid[2]]


def test_the_slid_cards_route_is_checked_against_the_cards_own_too(monkeypatch):
    """The route from the slid place is asked to keep off the common places and the card's
    own (what it speaks of: the Tura panel's rows above and under the meter, the scoring
    guide), not the common ones alone (review round 68: a slid card's elbow could run over
    the Tura panel's words its own list keeps)."""
    own = [pygame.Rect(450, 100, 40, 40)]
    common = [pygame.Rect(0, 0, 20, 20)]
    asked: list[list[pygame.Rect]] = []
    monkeypatch.setattr(coach_bend, "bend", lambda scene, mark, card, avoid, die=None:
                        asked.append(list(avoid)) or (pygame.Rect(0, 0, 1, 1), []))
    target, _, card, side, lines = _found()
    coach_bend.risk_to_the_gutter(_scene(), "farkle.risk", (target, own, card, side, lines),
                                  common)
    assert asked and all(r in asked[0] for r in [*common, *own]), asked
