"""The coach's one place at each table (critic B67, "Coach marks" 7: "the card wanders, its
place jumps between steps"): the cards of a first game stand in one rectangle per table and
window size, whatever their words, and point from there at what they explain.

- 10 000: the felt strip across the middle column between the dice row and the "Selecție"
  line (:data:`SPOT_MARKS`: every card; the risk card bends from its right end up to the
  risk meter, :mod:`game.views.coach_bend`, and so does the hot dice' card, round 72; the
  bank's, slid to the strip's end, points straight across at the Tura panel's "După
  încasare").
- Yams: the prompt's place over the kept row (the hold card points down at the row's
  sockets, the box card leads to its sheet row); the line waits while the card says it
  (:func:`game.views.coach_reads.speaks_for_prompt`), the row's invitation under the
  sockets stays said (never under a card, ruling S5). The countdown's card too (critic
  B71: from its own place under the countdown's lines it hid the row's sockets, ruling S1):
  the countdown's lines wait while it shows, the countdown held (where no row is reached
  from there, it keeps its own place under those lines, as before). Round 74: the
  countdown's card stands beside its ring on the sheet where there is room
  (:mod:`game.views.coach_ring`), its lines said; this place only where there is none.

A card whose words find no room on two lines there, or whose pointer would cross something
from there, is placed as before (:meth:`game.views.coach.TableCoach._place`): the step's
target forces another place. Read only."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.coach_marks import METER_MARKS
from game.views.coach_bend import bend
from game.views.coach_card import CLEARANCE, is_narrow, pointer_gap
from game.views.coach_farkle import row_rect, strip_gap
from game.views.coach_place import crosses, leader
from game.views.coach_steps import card_footer
from game.views.coach_words import SHORT_WORDS, card_forms, coach_words
from game.views.coach_yams import countdown_band, kept_row_rect, prompt_band

SPOT_MARKS = {"yams": ("yams.hold", "yams.box", "yams.countdown"),
              "farkle": ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank",
                         "farkle.hot")}
"""The marks whose card stands in the table's one place (the others have their own)."""

SPOT_LEADER_MOST = 0.2
"""A leader from the one place is at most this share of the window's height (the Yams box
card's, from the prompt's place down to its sheet row; the layout check's bound)."""

SPOT_SLANT = 0.25
"""A leader from the one place to a sheet row runs at least this many pixels across for each
one down (it ends at the row's left end, coming from over the kept row: never down the
sheet's side, hC17)."""

YAMS_SPOT_PAD = 12
"""Reference pixels the Yams place keeps in from the left column's sides."""


def _two_lines(scene: Any, text: str, footer: Sequence[str],
               widest: int) -> tuple[tuple[str, ...], tuple[int, int]] | None:
    """``text``'s first low card form on at most two lines no wider than ``widest``."""
    for lines, size in card_forms(text, footer, scene.scale, widest):
        if len(lines) <= 2 and size[0] <= widest and not is_narrow(
                pygame.Rect(0, 0, *size), scene.scale):
            return lines, size
    return None


def spot_rect(scene: Any) -> pygame.Rect | None:
    """The table's one coach place at its window size (None: the table has none, or it is
    not laid out): as tall as a card of two lines; the 10 000's across the middle column
    one pointer's gap under the dice row; the Yams' as wide as its widest card, centred over
    the kept row's sockets one pointer's gap above them."""
    marks = SPOT_MARKS.get(scene.kind, ())
    if not marks or scene.size == (0, 0):
        return None
    gap = pointer_gap(scene.scale)
    if scene.kind == "farkle":
        widest = scene.center.w
    else:
        widest = min(scene.px(theme.COACH_CARD_MAX_W), scene.left.w - 2 * scene.px(YAMS_SPOT_PAD))
    forms = [next((f for f in (_two_lines(scene, coach_words(scene.tr, key),
                                          card_footer(scene.tr, m, ()), widest)
                               for key in (m, m + ".short")[:1 + (m in SHORT_WORDS)])
                  if f is not None), None)
             for m in marks]  # (its short words where its whole ones need three lines:
    # round 70, the words larger at 1920x1080, the actions roomier)
    sizes = [size for _, size in (f for f in forms if f is not None)]
    if not sizes:
        return None
    high = max(h for _, h in sizes)
    if scene.kind == "farkle":
        top = row_rect(scene).bottom + strip_gap(scene)  # (round 71: its air off the dice)
        return pygame.Rect(scene.center.x, top, scene.center.w, high)
    row = kept_row_rect(scene)
    side = int(scene.tray.die_size)  # as wide as the kept row's sockets at least: the box
    # card's way to the sheet leaves from beyond the last (round 73: without its "×" the
    # card grew narrower and its way cut that socket at 1024x600)
    last = max((round(x + side / 2) for x, _ in scene.kept_row_slots()), default=0)
    wide = max(max(w for w, _ in sizes), 2 * (last - scene.left.centerx))
    top = max(row.top - gap - high, scene.note_rect().top)  # never over the turn's line
    # above the prompt's place (at 1024x600 its pointer is shorter: no more room)
    return pygame.Rect(scene.left.centerx - wide // 2, top, wide, high)


def sized_card(strip: pygame.Rect, width: int, target: pygame.Rect, gap: int) -> pygame.Rect:
    """A 10 000 card in the strip as wide as its words (critic B71: a strip-wide card left a
    gap before its actions): the strip's row and height, centred in it, slid along it only
    as far as keeps ``target``'s middle ``gap`` inside its ends."""
    card = pygame.Rect(0, strip.y, min(width, strip.w), strip.h)
    card.centerx = strip.centerx
    card.x = min(max(card.x, target.centerx + gap - card.w), target.centerx - gap)
    return card.clamp(strip)


def yams_card(strip: pygame.Rect, width: int) -> pygame.Rect:
    """A Yams card in the prompt's place (and the 10 000 risk and hot dice' cards in their
    strip, their way bending up from its right end: round 75) as wide as its words (round
    74, critic cQ74: the hold card as wide as the place left empty paper before "Înainte"),
    at the place's right end: every card of the tour ends where the last did (one place,
    critic B67), the box card's way to the sheet leaving from beyond the last socket as
    before, the hold card's pointer still down at the kept row's middle."""
    card = pygame.Rect(strip.x, strip.y, min(width, strip.w), strip.h)
    card.right = strip.right
    return card


def spot_place(scene: Any, mark: str, places: list[Any], bounds: pygame.Rect,
               texts: Sequence[str], footer: Sequence[str]) -> tuple[Any, ...] | None:
    """``mark``'s card in the table's one place (:func:`spot_rect`): its target, what it
    speaks of, the place, the pointer's side and the lines (the first of ``texts`` whose
    words fit two lines there); None when the mark has no such place or nothing of it is
    free from there (``places``: each target with what its card keeps off; ``footer``: the
    card's last line)."""
    if mark not in SPOT_MARKS.get(scene.kind, ()):
        return None
    rect = spot_rect(scene)
    if rect is None or not bounds.contains(rect):
        return None
    form = next((f for f in (_two_lines(scene, t, footer, rect.w) for t in texts)
                 if f is not None), None)
    if form is None:
        return None
    lines, strip = form[0], rect
    sized = scene.kind == "farkle" and mark not in METER_MARKS  # (the risk card's way bends
    # from its right end: as wide as its words at the strip's right end, round 75, critic
    # cA75: strip-wide, its words filled half of it)
    gap, clear = pointer_gap(scene.scale), scene.px(CLEARANCE)
    if scene.kind == "farkle":
        gap = max(gap, strip_gap(scene))  # (round 71) the strip's air off the dice row
    longest = scene.size[1] * SPOT_LEADER_MOST
    said = [prompt_band(scene)] if scene.kind == "yams" else []  # the prompt's place: the
    # line waits while the card says it (coach_reads.speaks_for_prompt); the countdown's
    # lines too under its card (critic B71: the kept row's sockets stay whole, S1)
    if mark == "yams.countdown":
        said.append(countdown_band(scene))
    for target, own, avoid in places:
        avoid = [r for r in avoid if r not in said]
        rect = (sized_card(strip, form[1][0], target, gap) if sized
                else yams_card(strip, form[1][0]))  # (at the place's right end)
        if rect.colliderect(target) or rect.collidelist(avoid) != -1:
            continue
        if mark in METER_MARKS:  # its bent way up to the meter, from the strip's right end
            if bend(scene, mark, rect, avoid) is None:
                continue
            return target, own, rect, "leader", lines
        if (0 <= rect.top - target.bottom <= gap
                and rect.x + gap <= target.centerx <= rect.right - gap):
            return target, own, rect, "below", lines  # right under what it points at
        if (0 <= target.top - rect.bottom <= gap
                and rect.x + gap <= target.centerx <= rect.right - gap):
            return target, own, rect, "above", lines  # right over it
        start, tip = leader(rect, target, clear)
        run, down = abs(tip[0] - start[0]), abs(tip[1] - start[1])
        if (crosses((start, tip), avoid) is None and math.dist(start, tip) <= longest
                and run >= SPOT_SLANT * down * (scene.kind == "yams")):
            return target, own, rect, "leader", lines
    return None
