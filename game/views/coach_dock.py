"""A first game's Yams cards dock where the table makes room for them (ruling S20, round 76,
hC79; amended round 77, hC81): the prompt's pill stays said in its place, whole, the card
beside what it explains, never on it nor on a button, and nothing a player reads waits under
a card (critics: "the standings disappear", the title lines hidden).

- ``yams.hold`` ("a chosen die stays put"): no dock since round 80 (ruling S76): it stands
  in the prompt's place over the kept row's rack, pointing down at it, the prompt waiting
  under it (one voice), the Clasament whole under the dice.
- ``yams.box`` ("each box of your column..."): on the felt over the sheet, right of the
  title lines, left of "?", over its column's head with a pointer down into it where the
  felt is tall enough (else its column, lit, says where), the title lines said beside it.
- ``yams.countdown`` ("the ring counts the seconds..."): in the same room, over its ring
  (at the prompt pill's right end since ruling S45, off the sheet: critic cF77, the card
  docked far from it), no arrow: the ring's light breathes while it shows (round 76, hC80);
  since round 78 (S46) only where no place beside its ring is free
  (:mod:`game.views.coach_beside`).

Read only: the places and what they cover (:func:`dock_place`, :func:`header_room`,
:func:`covers_standings`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.i18n import shown_name
from game.theme_coach import COACH_DOCK_PAD
from game.views.coach_bend import column_head, column_route
from game.views.coach_card import CLEARANCE, POINTER, tip_short
from game.views.coach_farkle import visible_buttons
from game.views.coach_place import crosses, leader
from game.views.coach_words import card_forms
from game.views.coach_yams import kept_row_rect, lane_line, title_words
from game.views.yams_turn_entrance import entrance_rect
from game.widgets.felt import felt_area

DOCK_FRAME_CLEAR = 20
"""How far (reference pixels) a card docked over the sheet keeps off the table's wooden
frame (every other card 24: :data:`game.views.coach.FRAME_CLEAR`): the box card's pointer
down into its column's head seen whole at 1920x1080 and 1366x768."""
DOCK_FRAME_LEAST = 8
"""How near (reference pixels) the box card may rise to the table's wooden frame where the
felt over the sheet is too low for it and its pointer at :data:`DOCK_FRAME_CLEAR` (1024x600:
ruling S62 1., round 79; its pointer seen, never a card with none)."""
POINTER_SEEN = 12
"""The least length (reference pixels) of the docked box card's pointer (as every card's,
tests/test_coach_pointer_seen.py); where the felt over the sheet is lower (1024x600) the
card draws none, its column lit says where."""
WORDS_AIR = 32
"""The least felt (window pixels) between the title lines' words ("Tura 1 din 13") and a card
docked right of them, at every size (ruling S93 3., critic cA80: about 20 px at 1366x768;
24 until S106 1., critic cA81: the card squeezed the title at 1024x600)."""
SHEET_AIR = 4
"""The felt (reference pixels) a card docked over the sheet keeps off its top edge."""

DOCK_MARKS = ("yams.box", "yams.countdown")
"""The Yams marks whose card docks in a room the table makes for it (S20; the countdown's
since round 76, hC80: in the header's room, no arrow, its ring breathing). Not the hold card
since round 80 (ruling S76, critic cA79 #4: docked under the dice it folded the Clasament, its
rows lost at 1366 and 1024): it stands in the prompt's place over the rack it explains, the
prompt waiting under it, at every size and count of players."""


def header_room(scene: Any) -> pygame.Rect:
    """The felt over the sheet beside the title lines (ruling S20, amended round 77, hC81):
    from a dock's pad right of the title lines' words to a pad left of "?", from the frame's
    clearance to a hair over the sheet's top edge. Nothing a player reads lies there: the
    title lines stay said beside a card in it (round 76's room over the turn pill hid them)."""
    pad = scene.px(COACH_DOCK_PAD)
    words = title_words(scene)
    x = max((r.right for r in words), default=scene.left.centerx) + max(2 * pad, WORDS_AIR)
    right = scene.help_button.rect.left - 2 * pad
    top = felt_area(scene.size).y + scene.px(DOCK_FRAME_CLEAR)
    bottom = scene.sheet.rect.top - max(2, scene.px(SHEET_AIR))
    return pygame.Rect(x, top, max(0, right - x), max(0, bottom - top))


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


HEADER_HOLD = ("yams.hold",)
"""The tour's first card, docked in the header's room too since round 81 (ruling S93 3.,
critic cA80 #6: in the prompt's place it hid "Dă clic pe zarurile de păstrat…"): where the
box card docks, a leader down to the rack's right end, the prompt said whole under it."""

HOLD_TIP_IN = 18
"""How far in from the rack's right end (reference pixels) the hold card's leader meets its
top edge: past the prompt's words, inside the pill's right end (S93 3.)."""


def hold_target(scene: Any) -> pygame.Rect:
    """Where the docked hold card's leader meets the kept row's rack: a strip at its right
    end, :data:`HOLD_TIP_IN` in (the whole rack is lit: :func:`coach_yams.kept_row_rect`)."""
    rack = kept_row_rect(scene)
    inset = scene.px(HOLD_TIP_IN)
    return pygame.Rect(rack.right - 2 * inset, rack.y, 2 * inset, rack.h)


def prompt_words(scene: Any) -> pygame.Rect:
    """The prompt's words in its pill, as wide as they are drawn (an empty rect: none)."""
    return lane_line(scene)


def _hold_dock(scene: Any, places: list[Any], texts: Sequence[str],
               footer: Sequence[str]) -> tuple[Any, ...] | None:
    """The hold card in the header's room (S93 3.): at the room's left, its leader straight
    down from its bottom edge to the rack's right end, crossing no words (the title lines,
    the "La rând" pill, the prompt's words); None where it finds no room or way."""
    room = header_room(scene)  # (where the box card docks, S20)
    form = _form(scene, texts, footer, room)
    target = hold_target(scene)
    if form is None or scene.held_band.w <= 0:
        return None
    lines, (w, h) = form
    card = pygame.Rect(room.x, room.bottom - h, w, h)
    inner = card.inflate(-2 * scene.px(CLEARANCE), 0)
    if not inner.x <= target.centerx <= inner.right:  # (its leader from its own edge)
        card.right = min(room.right, target.centerx + w // 2)
        inner = card.inflate(-2 * scene.px(CLEARANCE), 0)
        if not (room.contains(card) and inner.x <= target.centerx <= inner.right):
            return None
    if _blocked(scene, "yams.hold", card, places):  # (the turn line's band under it:
        card.top = room.top  # as high as the room allows, 1366x768 and 1024x600)
        if _blocked(scene, "yams.hold", card, places):
            return None
    way = leader(card, target, tip_short(scene.scale))
    words = [turn_pill(scene), *title_words(scene), prompt_words(scene)]
    if crosses(way, [r for r in words if r.w > 0]) is not None:
        return None
    return target, [], card, "leader", lines


def dock_place(scene: Any, mark: str, places: list[Any], texts: Sequence[str],
               footer: Sequence[str]) -> tuple[Any, ...] | None:
    """``mark``'s card in its dock: (target, what it speaks of, the card, the pointer's side,
    the lines); None when the mark has no dock or its card finds no room there, or what the
    card keeps off (``places``' avoid, but what its room holds: the Clasament, the title
    lines, which wait under it) lies there now."""
    if scene.size == (0, 0) or not hasattr(scene, "_lines"):
        return None
    if mark in HEADER_HOLD and scene.kind == "yams":
        return _hold_dock(scene, places, texts, footer)
    if mark not in DOCK_MARKS:
        return None
    room = header_room(scene)
    form = _form(scene, texts, footer, room)
    if form is None:
        return None
    lines, (w, h) = form
    card = pygame.Rect(0, 0, w, h)
    card.bottom = room.bottom
    if mark == "yams.countdown":  # beside its ring (ruling S45, critic cF77: it docked
        ring = scene.countdown_ring_rect()  # over the sheet's far columns): over the ring,
        if ring is None:  # as near as the room allows, low in it, else as high as the turn
            return None  # line asks; no arrow, the ring breathes (hC80)
        card.centerx = ring.centerx
        card.clamp_ip(room)
        if _blocked(scene, mark, card, places):
            card.top = room.top
            if _blocked(scene, mark, card, places):
                return None
        # a leader down to the ring where it crosses no words (ruling S62 4., critic cA78
        # #7: the card never said which ring); else none, the ring's light breathing (hC80)
        side = "leader" if ring_leader_clear(scene, card, ring) else "none"
        return pygame.Rect(ring), [], card, side, lines
    target, scale = column_head(scene), scene.scale
    card.centerx = target.centerx  # over its column's head, pointing down into it
    reach = max(scene.px(POINTER_SEEN) + tip_short(scale),  # (its pointer seen whole,
                scene.px(POINTER + CLEARANCE))  # its tip short of the column's light, S62 1.)
    card.bottom = min(room.bottom, target.top - reach)
    if card.top < room.top:  # (a low room, 1024x600: up to the frame's least air, S62 1.)
        least = felt_area(scene.size).y + scene.px(DOCK_FRAME_LEAST)
        room = pygame.Rect(room.x, least, room.w, room.bottom - least)
    card.clamp_ip(room)
    if _blocked(scene, mark, card, places):
        return None
    inner = card.inflate(-2 * scene.px(CLEARANCE), 0)
    if card.bottom + reach <= target.top and (
            inner.x <= target.centerx <= inner.right):
        return target, [], card, "above", lines
    avoid = [r for _, _, rects in places for r in rects] + visible_buttons(scene)
    if column_route(scene, card, avoid) is not None:  # a column right of the room
        return target, [], card, "leader", lines  # (its way bent into the column's head)
    return target, [], card, "none", lines  # its column lit says where


def turn_pill(scene: Any) -> pygame.Rect:
    """The "La rând" pill at rest, where the table draws it (its words' band)."""
    game = scene.game
    player = game.players[game.current]
    text = scene.tr("yams.turn", name=shown_name(player.name, player.is_computer, scene.tr))
    return entrance_rect(text, scene.held_band, (scene.left.centerx, scene._lines["turn"]),
                         scene.scale, 1.0, 1.0)


def ring_leader_clear(scene: Any, card: pygame.Rect, ring: pygame.Rect) -> bool:
    """True when the countdown card's leader (from its bottom edge straight down to the
    ring) runs over the card's own edge and crosses no words: not the "La rând" pill, not
    the title lines."""
    inner = card.inflate(-2 * scene.px(CLEARANCE), 0)
    if not (inner.x <= ring.centerx <= inner.right and card.bottom < ring.top):
        return False
    start, tip = leader(card, ring, tip_short(scene.scale))
    return crosses((start, tip), [turn_pill(scene), *title_words(scene)]) is None


def _waiting(scene: Any, mark: str) -> list[pygame.Rect]:
    """What the card's dock holds beside it, drawn round it: the Clasament (the hold card's
    band, the standings condensed under the card: S20 amended round 77); the box and
    countdown cards' room over the sheet holds nothing."""
    if mark == "yams.hold":  # the Clasament's band, folded under it (S62 1.)
        standings = scene.standings.rect(scene.game, scene.tr, scene.message_rects())
        return [pygame.Rect(standings_room(scene))] + (
            [pygame.Rect(standings)] if standings is not None else [])
    return []


def _blocked(scene: Any, mark: str, card: pygame.Rect, places: list[Any]) -> bool:
    """True when something the card keeps off lies on ``card``, but what waits under its
    dock (:func:`_waiting`)."""
    waits = _waiting(scene, mark)
    avoid = [r for _, _, rects in places for r in rects if r.w > 0 and r.h > 0]
    return any(card.colliderect(r) and r not in waits for r in avoid)


def covers_standings(scene: Any) -> bool:
    """True while a card lies on the Clasament's band (since round 77, hC81, no docked card
    does: the hold card docks on the kept row's rack, the standings said beside it)."""
    card = getattr(getattr(scene, "coach", None), "card", None)
    return card is not None and card.colliderect(standings_room(scene))
