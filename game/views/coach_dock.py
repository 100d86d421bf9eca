"""A first game's Yams cards dock where the table makes room for them (ruling S20, round 76,
hC79; critics cZ75, cF75a: "the Yams card hides the prompt"): the prompt's pill stays said
in its place, whole, the card beside what it explains, never on it nor on a button.

- ``yams.hold`` ("a chosen die stays put"): in the Clasament's band under the rolled dice
  (the standings wait under it while it shows: everyone is at 0 on a first game's first
  throw, the turn pill says who plays), one pointer's gap under the die it points up at.
- ``yams.box`` ("each box of your column..."): in the header's room over the turn pill (the
  title lines "Yams" / "Tura 1 din 13" wait under it), at the column's right end, its
  pointer across the sheet's empty header corner to the player's column, its boxes lit.
- ``yams.countdown`` ("the ring counts the seconds..."): in the same room (round 76, hC80:
  beside its ring it stood over the other players' columns), off the sheet, no arrow (none
  reaches the ring but across the row labels): the ring's light breathes while it shows.

Read only: the places and what they cover (:func:`dock_place`, :func:`covers_standings`,
:func:`covers_title`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.rules.yams import Box
from game.theme_coach import COACH_CONTROL_AIR, COACH_DOCK_PAD
from game.views.coach_card import CLEARANCE, pointer_gap
from game.views.coach_farkle import band, visible_buttons
from game.views.coach_place import crosses, leader
from game.views.coach_words import card_forms

DOCK_MARKS = ("yams.hold", "yams.box", "yams.countdown")
"""The Yams marks whose card docks in a room the table makes for it (S20; the countdown's
since round 76, hC80: in the header's room, no arrow, its ring breathing)."""


def column_head(scene: Any) -> pygame.Rect:
    """The player on turn's name cell at the sheet's head: what the box card points into."""
    sheet = scene.sheet
    first = sheet.cell_rect(scene.game.current, list(Box)[0])
    top = sheet.rect.top
    return pygame.Rect(first.x, top, first.w, max(1, first.top - top))


def header_room(scene: Any) -> pygame.Rect:
    """The header's room over the turn pill: the left column from its top to a pointer's gap
    over the turn line (the title lines wait under a card there)."""
    left = scene.left
    turn = band(scene, scene._lines["turn"], left.x, left.w, theme.FONT_BODY)
    pad = scene.px(COACH_DOCK_PAD)
    return pygame.Rect(left.x, left.y, left.w, max(0, turn.top - pad - left.y))


def standings_room(scene: Any) -> pygame.Rect:
    """The Clasament's band under the rolled dice (the standings wait under a card there)."""
    return pygame.Rect(scene.standings.area)


def _form(scene: Any, texts: Sequence[str], footer: Sequence[str], room: pygame.Rect
          ) -> tuple[tuple[str, ...], tuple[int, int]] | None:
    """The first form of ``texts`` (whole words, then short) that fits ``room``."""
    for text in texts:
        for lines, size in card_forms(text, footer, scene.scale, room.w):
            if size[0] <= room.w and size[1] <= room.h:
                return lines, size
    return None


def dock_place(scene: Any, mark: str, places: list[Any], texts: Sequence[str],
               footer: Sequence[str]) -> tuple[Any, ...] | None:
    """``mark``'s card in its dock: (target, what it speaks of, the card, the pointer's side,
    the lines); None when the mark has no dock or its card finds no room there, or what the
    card keeps off (``places``' avoid, but what its room holds: the Clasament, the title
    lines, which wait under it) lies there now."""
    if mark not in DOCK_MARKS or scene.size == (0, 0) or not hasattr(scene, "_lines"):
        return None
    pad = scene.px(COACH_DOCK_PAD)
    if mark == "yams.hold":
        room = standings_room(scene)  # (as wide as the band: its words on two lines)
        dice = scene.dice_in_play_rects()
        free = [dice[i] for i in range(len(dice)) if not scene.game.held[i]]
        if not free:
            return None
        target = free[len(free) // 2]
        air = scene.px(COACH_CONTROL_AIR)
        gap = max(pointer_gap(scene.scale), air + scene.px(CLEARANCE))
        top = max(room.top, max(d.bottom for d in dice) + gap)
        room = pygame.Rect(room.x, top, room.w, max(0, room.bottom - top))
        form = _form(scene, texts, footer, room)
        if form is None:
            return None
        lines, (w, h) = form
        card = pygame.Rect(0, room.top, w, h)
        card.centerx = target.centerx
        card.clamp_ip(room)
        if (not card.x + gap <= target.centerx <= card.right - gap
                or _blocked(scene, mark, card, places)):
            return None
        return target, [], card, "below", lines
    room = header_room(scene).inflate(-2 * pad, 0)
    form = _form(scene, texts, footer, room)
    if form is None:
        return None
    lines, (w, h) = form
    card = pygame.Rect(0, 0, w, h)
    card.bottomright = room.bottomright
    if mark == "yams.countdown":  # no arrow (none reaches the ring but across the row
        ring = scene.countdown_ring_rect()  # labels): the ring breathes instead (hC80)
        if ring is None or _blocked(scene, mark, card, places):
            return None
        return pygame.Rect(ring), [], card, "none", lines
    target = column_head(scene)
    start, tip = leader(card, target, scene.px(CLEARANCE))
    turn = band(scene, scene._lines["turn"], scene.left.x, scene.left.w, theme.FONT_BODY)
    if crosses((start, tip), [turn, *visible_buttons(scene)]) is not None or _blocked(
            scene, mark, card, places):
        return None
    return target, [], card, "leader", lines


def _waiting(scene: Any, mark: str) -> list[pygame.Rect]:
    """What waits under ``mark``'s docked card: the Clasament (the hold card's), the title
    lines (the box card's)."""
    if mark == "yams.hold":
        shown = scene.standings.rect(scene.game, scene.tr, scene.message_rects())
        return [standings_room(scene)] + ([pygame.Rect(shown)] if shown is not None else [])
    left, lines = scene.left, scene._lines
    return [band(scene, lines[name], left.x, left.w, size)
            for name, size in (("title", theme.FONT_HEADING), ("round", theme.FONT_SMALL))
            if name in lines]


def _blocked(scene: Any, mark: str, card: pygame.Rect, places: list[Any]) -> bool:
    """True when something the card keeps off lies on ``card``, but what waits under its
    dock (:func:`_waiting`)."""
    waits = _waiting(scene, mark)
    avoid = [r for _, _, rects in places for r in rects if r.w > 0 and r.h > 0]
    return any(card.colliderect(r) and r not in waits for r in avoid)


def covers_standings(scene: Any) -> bool:
    """True while a docked card lies on the Clasament's band (the standings wait)."""
    card = getattr(getattr(scene, "coach", None), "card", None)
    return card is not None and card.colliderect(standings_room(scene))


def covers_title(scene: Any) -> bool:
    """True while a docked card lies on the header's room (the title lines wait)."""
    coach = getattr(scene, "coach", None)
    card = getattr(coach, "card", None)
    return (card is not None and getattr(coach, "shown", None) in DOCK_MARKS
            and card.colliderect(header_room(scene)))
