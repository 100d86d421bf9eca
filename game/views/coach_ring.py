"""The Yams countdown's coach card beside its ring (round 74, critic cQ74, "Coach marks": in
the prompt's place the card replaced the countdown's own line, "Se înscrie la Doi în 3 s", and
pointed from half the table away). The card stands on the sheet right of the ring, over the
other columns of the rows round it, its pointer straight left at the ring; the countdown's
line keeps its place and is said (the countdown held while the card shows). The card is as
small as its words allow there: a narrow card (its "Sfat" tag, its words, its actions on one
row) where a low one finds no room. Since round 76 (hC80) that place is only where the
header's dock (:mod:`game.views.coach_dock`) has no room: docked there with no arrow, the
ring's light breathes (:func:`breath`). Read only."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.rules.yams import Box
from game.theme_coach import COACH_RING_PULSE, COACH_RING_PULSE_LEAST
from game.views.coach_card import NARROW_PAD, card_text_size, narrow_size, pointer_gap
from game.views.coach_words import card_lines, narrowest
from game.widgets.text import text_size

RING_MARK = "yams.countdown"
"""The mark whose card stands beside the countdown's ring."""

SHEET_INSET = 10
"""Reference pixels the card keeps in from the sheet's frame and off its header."""


def ring_room(scene: Any) -> tuple[pygame.Rect, pygame.Rect] | None:
    """The countdown's ring and the sheet's room right of it a card may take (one pointer's
    gap off the ring, under the header, inside the frame); None: no ring, or no room."""
    ring = scene.countdown_ring_rect()
    if ring is None:
        return None
    sheet = pygame.Rect(scene.sheet.rect)
    inset = scene.px(SHEET_INSET)
    first = scene.sheet.cell_rect(scene.game.current, next(iter(Box)))
    left = ring.right + pointer_gap(scene.scale)
    room = pygame.Rect(left, first.top + inset, sheet.right - inset - left,
                       sheet.bottom - inset - first.top - inset)
    return (ring, room) if room.w > 0 and room.h > 0 else None


def beside_the_ring(scene: Any, mark: str, texts: Sequence[str],
                    footer: Sequence[str]) -> tuple[Any, ...] | None:
    """``mark``'s card beside the countdown's ring: its target (the ring), what it speaks
    of (nothing more), the card, the pointer's side ("right": the card is right of the ring)
    and its lines: the first of ``texts`` that fits, in its lowest form, level with the ring
    as far as the room allows; None for another mark or where nothing fits."""
    if mark != RING_MARK or scene.kind != "yams":
        return None
    found = ring_room(scene)
    if found is None:
        return None
    ring, room = found
    for count in (2, 3):  # the whole words on two lines, else the short; then on three
        for text in texts:
            form = narrow_form(text, footer, scene.scale, room.w, count)
            if form is None or form[1][1] > room.h:
                continue
            lines, (w, h) = form
            card = pygame.Rect(room.x, 0, w, h)
            card.centery = ring.centery
            card.clamp_ip(room)
            if _on_the_box(scene, card):
                return None  # (the ring in the pill since S45: right of it lies the box)
            return pygame.Rect(ring), [], card, "right", lines
    return None


def _on_the_box(scene: Any, card: pygame.Rect) -> bool:
    """True where ``card`` would lie on the box the countdown will fill (ruling S45: the
    ring at the prompt pill's right end, the sheet's box right of it: never on its subject)."""
    box = scene.flow.marked_box
    return box is not None and card.colliderect(scene.sheet.cell_rect(scene.game.current, box))


def narrow_form(text: str, footer: Sequence[str], scale: float, width: int,
                count: int) -> tuple[tuple[str, ...], tuple[int, int]] | None:
    """A narrow card (:func:`game.views.coach_card.is_narrow`: its tag, its words, its
    actions on one row) of ``text`` on at most ``count`` lines, no wider than ``width``, as
    narrow as those lines allow (None: it does not fit)."""
    size = card_text_size(scale)
    pad = theme.px(NARROW_PAD, scale)
    room = min(width, theme.px(theme.COACH_CARD_MIN_W, scale) - 1) - 2 * pad
    if room <= 0:
        return None
    lines = card_lines(text, size, narrowest(text, size, room, count))
    if len(lines) > count or any(text_size(line, size)[0] > room for line in lines):
        return None
    w, h = narrow_size(lines, footer, scale)
    return (lines, (w, h)) if w <= width else None


def breathes(mark: str | None, side: str) -> bool:
    """True while the countdown's card stands docked (round 76, hC80, with no arrow; since
    round 79, S62 4., with a leader down to the ring where it crosses no words): the light
    round its ring breathes, the eye led to the ring by it; the hold card's die, at its
    leader's end down the gutter, pulses the same way (ruling S106 1.)."""
    return (mark == RING_MARK and side in ("none", "leader")) or (
        mark == "yams.hold" and side == "elbow")  # its die pulses at its leader's end (S106 1.)


def breath(seconds: float) -> float:
    """The ring's light ``seconds`` into its card's showing, a share of its brightest: from
    its brightest as the card comes (the eye goes there first) down to its dimmest
    (:data:`COACH_RING_PULSE_LEAST`) and up again once a breath."""
    wave = 0.5 + 0.5 * math.cos(2 * math.pi * seconds / COACH_RING_PULSE)
    return COACH_RING_PULSE_LEAST + (1 - COACH_RING_PULSE_LEAST) * wave
