"""A coach card standing beside what it explains, a short straight pointer at it (ruling S46).

- ``farkle.hot`` ("Zaruri fierbinți: riști doar 2,3 % cu cele 6 zaruri"): beside the cup the
  six went back into (S26 amended round 77), level with the dice in its mouth, on the felt of
  the middle column between the prompt line and the "Selecție" line: never on the cup, a die,
  the tray, a button, the prompt or a side panel. Where a card of one row is too wide for that
  felt, a narrow card, its actions stacked (:func:`game.views.coach_card.stacked`). Round 80
  (ruling S81 3.): first under the cup, on the felt the folded mat leaves down to the buttons,
  a card of the others' one-row shape pointing up at the cup, the six in its mouth lit.
- ``yams.countdown`` ("the ring counts the seconds..."): beside the countdown's ring, read from
  the table (:meth:`countdown_ring_rect`), wherever the table draws it: off the player's own
  column, the row labels, the sheet's head and sums (on the sheet, only over the columns
  right of the player's, which the count does not speak of), off the dice, the voice's
  places, the buttons and the title lines.

Read only: :func:`beside_place` gives the place; :func:`hot_target` what the hot card points
at, :func:`beside_lit` what a card lights."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game import theme
from game.rules.yams import Box
from game.theme_coach import COACH_FRAME_CLEAR
from game.views import farkle_cup
from game.views.coach_card import NARROW_PAD, card_air, card_text_size, narrow_size, pointer_gap
from game.views.coach_farkle import keep_out, visible_buttons
from game.views.coach_words import Form, card_forms, coach_words, narrowest
from game.views.coach_yams import yams_avoid
from game.widgets.felt import felt_area
from game.widgets.text import text_size, wrap

BESIDE_MARKS = ("farkle.hot", "yams.countdown")
"""The marks whose card stands beside what it explains, a straight pointer at it (S46)."""

POINTER_MEETS = 32
"""How far (reference pixels) in from a card's corner its pointer leaves its edge: a
pointer's half base and the card's rounded corner."""

SHEET_INSET = 10
"""How far (reference pixels) a card on the Yams sheet keeps in from its frame and off the
player's own column and the sheet's head."""

Room = tuple[pygame.Rect, list[pygame.Rect]]
"""Where a card may stand (its bounds) and what it keeps off there."""

MOST_LINES = 6
"""The most lines of words a stacked card beside its subject takes."""


def hot_target(scene: Any) -> pygame.Rect | None:
    """What the hot dice' card points at: the six dice in the cup's mouth, as wide as the cup
    (None: no cup stands, or no die is in play)."""
    dice = scene.dice_in_play_rects()
    if not dice or not farkle_cup.cue_shown(scene):
        return None
    cup = farkle_cup.cup_place(scene)
    heap = pygame.Rect(dice[0]).unionall([pygame.Rect(d) for d in dice])
    return pygame.Rect(cup.x, heap.y, cup.w, heap.h)


def beside_lit(scene: Any, mark: str, target: pygame.Rect) -> pygame.Rect:
    """What a card beside its subject lights: the hot dice' card, the cup and the six in its
    mouth whole, from under the cup too (ruling S93 4., critic cB80 #2: the six's band alone,
    the cup's top third, read as misplaced over the pointer at its foot); else its target."""
    if mark != "farkle.hot" or scene.kind != "farkle":
        return pygame.Rect(target)
    six = hot_target(scene)
    cup = farkle_cup.cup_place(scene).union(target)
    return cup.union(six) if six is not None else cup


def _hot_room(scene: Any) -> tuple[pygame.Rect, list[Room]] | None:
    """The hot card's target, its felt (from the prompt line down to the tray, between the
    side panels), what it keeps off and where it may lie on."""
    target = hot_target(scene)
    if target is None:
        return None
    kept = keep_out(scene)
    air = card_air(scene.scale)
    top = kept["prompt"].bottom + air
    bottom = scene.mat.top - air
    panels = [r for r in (scene.groups_rect, scene.turn_rect) if r.w > 0]
    left = max([r.right for r in panels if r.right <= target.x] + [scene.center.x - air]) + air
    right = min([r.x for r in panels if r.x >= target.right]
                + [scene.center.right + air]) - air
    felt = pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))
    avoid = [r for name, r in kept.items() if name != "players"]  # (beside its panel)
    avoid += [farkle_cup.cup_place(scene), pygame.Rect(scene.mat), *visible_buttons(scene)]
    avoid += [pygame.Rect(d).inflate(2 * air, 2 * air) for d in scene.dice_in_play_rects()]
    avoid += [kept["selection"].inflate(2 * air, 2 * air)]
    rooms = [(felt, avoid)]
    if scene.mat_share() <= 0:  # the mat folded (S64 1.): under the cup, the felt down to
        # the buttons, a card as wide as the others (ruling S81 3., round 80)
        floor = scene.roll_button.rect.top - air
        under = pygame.Rect(left, top, felt.w, max(0, floor - top))
        rooms.insert(0, (under, [r for r in avoid if r != pygame.Rect(scene.mat)
                                 and r != kept["selection"].inflate(2 * air, 2 * air)]))
    return target, rooms


def _ring_room(scene: Any) -> tuple[pygame.Rect, list[Room]] | None:
    """The countdown card's target (the ring) and its rooms: on the sheet, over the columns
    right of the player's (which the count does not speak of); else the felt off the sheet."""
    ring = scene.countdown_ring_rect()
    if ring is None:
        return None
    felt = felt_area(scene.size)
    bounds = felt.inflate(-2 * scene.px(COACH_FRAME_CLEAR), -2 * scene.px(COACH_FRAME_CLEAR))
    bounds.h = max(0, felt.bottom - scene.px(theme.TABLE_KEY_BAR) - bounds.y)
    sheet = pygame.Rect(scene.sheet.rect)
    avoid = [r for r in yams_avoid(scene, "yams.countdown") if r != sheet]
    boxes = list(Box)
    current = scene.game.current
    own = scene.sheet.cell_rect(current, boxes[0]).union(
        scene.sheet.cell_rect(current, boxes[-1]))
    inset = scene.px(SHEET_INSET)
    others = pygame.Rect(own.right + inset, own.y + inset,
                         sheet.right - inset - own.right - inset, own.h - 2 * inset)
    return pygame.Rect(ring), [(others.clip(bounds), avoid), (bounds, [*avoid, sheet])]


def _forms(text: str, footer: Sequence[str], scale: float, widest: int) -> list[Form]:
    """Every form of ``text`` no wider than ``widest``: a low card (one row), a narrow card,
    its actions stacked where its row is too wide (:func:`narrow_size`), its words broken
    after a clause where that keeps their lines; the lowest first."""
    low = theme.px(theme.COACH_CARD_MIN_W, scale)  # (the narrow ones measured here, broken
    forms = [f for f in card_forms(text, footer, scale, widest)  # after a clause)
             if low <= f[1][0] <= widest]
    size = card_text_size(scale)
    room = widest - 2 * theme.px(NARROW_PAD, scale)
    for count in range(1, MOST_LINES + 1):
        if room <= 0:
            break
        width = narrowest(text, size, room, count)
        lines = _clauses(text, size, width, count) or tuple(wrap(text, size, width))
        if len(lines) <= count and all(text_size(line, size)[0] <= room for line in lines):
            form = (lines, narrow_size(lines, footer, scale, widest))
            if form[1][0] <= widest and form not in forms:
                forms.append(form)
    return sorted(forms, key=lambda f: f[1][1])


def _clauses(text: str, size: int, width: int, count: int) -> tuple[str, ...] | None:
    """``text`` wrapped within ``width`` with a new line after its first clause ("; ", ": ")
    where that keeps it on ``count`` lines or fewer (None: no such clause, or more lines):
    "numără secundele; / un clic..." rather than "secundele; un / clic..."."""
    for mark in ("; ", ": "):
        head, found, tail = text.partition(mark)
        if found and tail:
            lines = (*wrap(head + found.strip(), size, width), *wrap(tail, size, width))
            return lines if len(lines) <= count else None
    return None


def _room(target: pygame.Rect, side: str, gap: int, bounds: pygame.Rect) -> int:
    """How wide a card may be on ``side`` of ``target`` inside ``bounds``."""
    if side == "right":
        return bounds.right - target.right - gap
    if side == "left":
        return target.left - gap - bounds.x
    return bounds.w


def _beside(target: pygame.Rect, size: tuple[int, int], side: str, gap: int, meets: int,
            bounds: pygame.Rect) -> pygame.Rect | None:
    """A card of ``size`` ``gap`` off ``target`` on ``side`` ("right": right of it), centred
    on it and slid into ``bounds`` while its pointer still meets its edge ``meets`` in from
    a corner (None: no such place)."""
    w, h = size
    if side in ("right", "left"):
        x = target.right + gap if side == "right" else target.left - gap - w
        y = max(bounds.y, min(target.centery - h // 2, bounds.bottom - h))
        rect = pygame.Rect(x, y, w, h)
        meet = rect.y + meets <= target.centery <= rect.bottom - meets
    else:
        y = target.top - gap - h if side == "above" else target.bottom + gap
        x = max(bounds.x, min(target.centerx - w // 2, bounds.right - w))
        rect = pygame.Rect(x, y, w, h)
        meet = rect.x + meets <= target.centerx <= rect.right - meets
    return rect if meet and bounds.contains(rect) else None


def beside_place(scene: Any, mark: str, texts: Sequence[str],
                 footer: Sequence[str]) -> tuple[Any, ...] | None:
    """``mark``'s card beside what it explains: (target, what it speaks of, the card, the
    pointer's side, the lines); None for another mark or where no form of ``texts`` (whole
    words first) finds felt beside it."""
    if mark not in BESIDE_MARKS or scene.size == (0, 0):
        return None
    found = (_hot_room(scene) if mark == "farkle.hot" and scene.kind == "farkle"
             else _ring_room(scene) if mark == "yams.countdown" and scene.kind == "yams"
             else None)
    if found is None:
        return None
    target, rooms = found
    scale = scene.scale
    gap, meets = pointer_gap(scale), scene.px(POINTER_MEETS)
    if mark == "farkle.hot":  # (its short words where the whole ones find no room)
        texts = [*texts, coach_words(scene.tr, "farkle.hot.short")]
    for bounds, avoid in rooms:
        blocked = [r for r in avoid if r.w > 0 and r.h > 0 and not r.contains(target)]
        for text in texts:
            for side in _sides(scene, mark, bounds, rooms):
                aim = _aim(scene, mark, target, side)
                widest = min(scene.px(theme.COACH_CARD_MAX_W), _room(aim, side, gap, bounds))
                if widest <= 0:
                    continue
                for lines, size in _forms(text, footer, scale, widest)[:1 if side == "below"
                                                                       and mark == "farkle.hot"
                                                                       else None]:
                    rect = _beside(aim, size, side, gap, meets, bounds)
                    if rect is not None and not rect.colliderect(target) \
                            and rect.collidelist(blocked) == -1:
                        return pygame.Rect(aim), [], rect, side, lines
    return None


def _sides(scene: Any, mark: str, bounds: pygame.Rect, rooms: Sequence[Room]) -> tuple[str, ...]:
    """The sides a card tries in ``bounds``: the hot dice' card only under the cup in the
    room the folded mat leaves (its first, S81 3.), beside it elsewhere (S46)."""
    if mark == "farkle.hot" and len(rooms) > 1 and bounds is rooms[0][0]:
        return ("below",)
    return ("right", "left", "below", "above")


def _aim(scene: Any, mark: str, target: pygame.Rect, side: str) -> pygame.Rect:
    """What a card on ``side`` points at: under the cup the hot dice' card at the cup that
    holds the six (its foot), else ``target``."""
    if mark == "farkle.hot" and side == "below":
        return farkle_cup.cup_place(scene)
    return target
