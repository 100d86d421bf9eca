"""New Game's band of seat cards: where the cards of ``n`` seats go (they fill the band, bigger
when fewer) and how they move when a seat comes or goes (a fade out, a slide, a fade in), on a
clock of its own.

Pure geometry over ``pygame.Rect`` and a clock driven by ``step(dt)``; nothing here draws.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping

import pygame

SEAT_COLUMNS = 4
"""At most this many cards in a row of two rows (six seats 3 + 3, seven 4 + 3)."""
ONE_ROW_MOST = 5
"""Up to this many seats stand in one row across the band (four people and the computer
too: no jump from one row of tall cards to a grid of small ones at the fifth seat)."""
CARD_MOST_WIDE = 1.5
"""A card's width over its height at most (one or two seats: big cards, not long strips)."""
CARD_MOST_TALL = 1.2
"""A card's height over its width at most (four seats in a row: not poles)."""
SHORT_CARD = 2.2
"""A card wider than this many times its height is a short one: its turn and mark stand
beside its name rather than above it (:func:`is_short_card`)."""
MOTION_SECONDS = 0.26
"""How long the cards take to slide to their new places."""
FADE_SECONDS = 0.14
"""How long a card going takes to fade out before the others slide (and one coming to fade in
after)."""
ENTER_SCALE = 0.86
"""A card that comes starts at this share of its size, centred on its place."""


def seat_card_grid(room: pygame.Rect, count: int, gap: int, row_gap: int
                   ) -> list[pygame.Rect]:
    """``count`` equal cards filling ``room``, in turn order: one row up to
    :data:`ONE_ROW_MOST` cards, else two rows as even as can be (the first the longer), each
    row centred, the block centred in ``room``; a card never wider than
    :data:`CARD_MOST_WIDE` times its height (unless that would make it narrower than in a row
    of four, or of all the cards of one row) nor taller than :data:`CARD_MOST_TALL` times its
    width. Short cards in two rows
    (:func:`is_short_card`) take their row's whole width: their names stand beside their
    marks and want the room."""
    if count <= 0:
        return []
    rows = 1 if count <= ONE_ROW_MOST else 2
    cols = math.ceil(count / rows)
    height = (room.h - (rows - 1) * row_gap) // rows
    width = (room.w - (cols - 1) * gap) // cols
    most = max(cols, SEAT_COLUMNS)
    four = (room.w - (most - 1) * gap) // most  # never narrower than that
    if rows == 1 or height * SHORT_CARD >= max(1, four):
        width = max(1, min(width, max(four, round(height * CARD_MOST_WIDE))))
    height = max(1, min(height, round(width * CARD_MOST_TALL)))
    return _centred_rows(room, count, rows, (width, height), gap, row_gap)


def _centred_rows(room: pygame.Rect, count: int, rows: int, size: tuple[int, int], gap: int,
                  row_gap: int) -> list[pygame.Rect]:
    """``count`` cards of ``size`` in ``rows`` rows (the first the longer), each row centred
    across ``room`` and the block centred down it."""
    cols = math.ceil(count / rows)
    width, height = size
    y = room.y + (room.h - (rows * height + (rows - 1) * row_gap)) // 2
    rects: list[pygame.Rect] = []
    left = count
    for _ in range(rows):
        in_row = min(cols, left)
        x = room.centerx - (in_row * width + (in_row - 1) * gap) // 2
        for _ in range(in_row):
            rects.append(pygame.Rect(x, y, width, height))
            x += width + gap
        y += height + row_gap
        left -= in_row
    return rects


def tall_card_grid(room: pygame.Rect, count: int, gap: int, row_gap: int
                   ) -> list[pygame.Rect]:
    """:func:`seat_card_grid`, its cards never short ones (:func:`is_short_card`): where the
    room is too low for tall cards across it, each card narrows to :data:`SHORT_CARD` times
    its height (the mark above the name, never a strip), each row centred as before."""
    cards = seat_card_grid(room, count, gap, row_gap)
    if not cards or not is_short_card(cards[0]):
        return cards
    width = max(1, math.floor(cards[0].h * SHORT_CARD))
    rects: list[pygame.Rect] = []
    for y in sorted({card.y for card in cards}):
        in_row = sum(1 for card in cards if card.y == y)
        x = room.centerx - (in_row * width + (in_row - 1) * gap) // 2
        for _ in range(in_row):
            rects.append(pygame.Rect(x, y, width, cards[0].h))
            x += width + gap
    return rects


def is_short_card(card: pygame.Rect) -> bool:
    """True for a card too flat for its mark above its name (wider than :data:`SHORT_CARD`
    times its height)."""
    return card.w > SHORT_CARD * card.h


def _ease(t: float) -> float:
    """Ease-out (cubic): quick to leave, gentle to arrive."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t))


def _scaled(rect: pygame.Rect, share: float) -> pygame.Rect:
    small = pygame.Rect(0, 0, max(1, round(rect.w * share)), max(1, round(rect.h * share)))
    small.center = rect.center
    return small


def _rows(rects: Mapping[Hashable, pygame.Rect]) -> dict[Hashable, int]:
    """Each card's row (0 the top one): the cards whose heights overlap share a row (cards
    caught mid-way, sliding or growing in, too: their tops differ, their bands do not)."""
    rows: dict[Hashable, int] = {}
    row, bottom = -1, None
    for key, rect in sorted(rects.items(), key=lambda item: item[1].y):
        if bottom is None or rect.y >= bottom:
            row, bottom = row + 1, rect.bottom
        bottom = max(bottom, rect.bottom)
        rows[key] = row
    return rows


class CardMotion:
    """The seat cards on their way, in three steps: the cards gone fade out where they were;
    then the cards staying slide to their new places, those changing rows too (whole, lifted
    over the others: hS30, critic S29 saw the computer's card fade out and in); then the
    cards coming grow and fade in at their places, once nothing covers them."""

    def __init__(self, seconds: float = MOTION_SECONDS, fade: float = FADE_SECONDS) -> None:
        """At rest: every card where it is asked to be (``seconds`` the slide, ``fade`` each
        fade)."""
        self.seconds = seconds
        self.fade = fade
        self.before: dict[Hashable, pygame.Rect] = {}
        self.after: dict[Hashable, pygame.Rect] = {}
        self.crossing: set[Hashable] = set()
        """The cards changing rows: they slide there like the others, drawn over them."""
        self.carried: dict[Hashable, int] = {}
        """The cards a quick click caught coming in, half seen: they go on from where they
        show, from the opacity they had, whole after one fade (never flashing whole)."""
        self.out_s = self.slide_s = self.in_s = 0.0
        self.enter_at: dict[Hashable, float] = {}
        """When each card coming starts to fade in at its place: as soon as no card going,
        sliding or waiting there still takes any of it."""
        self.elapsed = 0.0

    @property
    def total(self) -> float:
        """The seconds of the three steps together (the last card in once it is whole)."""
        last_in = max(self.enter_at.values(), default=0.0) + self.in_s
        return max(self.out_s + self.slide_s, last_in if self.enter_at else 0.0)

    @property
    def moving(self) -> bool:
        """True until the cards have reached their places."""
        return self.elapsed < self.total

    def progress(self) -> float:
        """How far along the whole way (0 to 1)."""
        return min(1.0, self.elapsed / self.total) if self.total > 0 else 1.0

    def _share(self, start: float, length: float) -> float:
        """How far along the step from ``start`` lasting ``length`` (0 to 1, eased)."""
        if length <= 0:
            return 1.0 if self.elapsed >= start else 0.0
        return _ease((self.elapsed - start) / length)

    def _left_of_fade_out(self) -> float:
        """How much of a card fading out is left (1 to 0): slow to go, quick at the end,
        so that it is gone just as the others start to close up (no empty hole between)."""
        if self.out_s <= 0:
            return 0.0
        return 1.0 - min(1.0, max(0.0, self.elapsed / self.out_s)) ** 2

    def slide_share(self) -> float:
        """How far along their slide the cards are (0 to 1, eased; 1 at rest): a card's
        words (its turn, its name's size) change with its move, not before it."""
        if not self.moving:
            return 1.0
        return self._share(self.out_s, self.slide_s)

    def caught(self) -> dict[Hashable, int]:
        """The cards not whole at this moment of a change (coming in): key -> the opacity
        each shows with now. Empty at rest."""
        if not self.moving:
            return {}
        seen = {key: self.alpha(key) for key in self.after}
        return {key: alpha for key, alpha in seen.items() if alpha < 255}

    def on_way(self) -> tuple[dict[Hashable, pygame.Rect], set[Hashable]]:
        """While the cards move: where each is going and which cross rows (empty at rest)."""
        if not self.moving:
            return {}, set()
        return dict(self.after), set(self.crossing)

    def start(self, before: Mapping[Hashable, pygame.Rect],
              after: Mapping[Hashable, pygame.Rect],
              caught: Mapping[Hashable, int] | None = None,
              way: tuple[Mapping[Hashable, pygame.Rect], set[Hashable]] | None = None
              ) -> None:
        """Cards were at ``before`` (as they showed: mid-way too) and now go to ``after``.

        ``caught`` (:meth:`caught`, asked before the change): the cards a quick click found
        coming in. One half seen goes on from where it shows, from the opacity it had
        (:attr:`carried`: never flashing whole); one not seen yet comes in at its place as
        soon as it is free (never waiting for a chain of clicks to end). ``way``
        (:meth:`on_way`, asked then too): a card caught on its way keeps the row it was going
        to, and one crossing rows stays lifted."""
        caught = caught or {}
        going, on_way = way or ({}, set())
        self.carried = {key: alpha for key, alpha in caught.items()
                        if key in before and alpha > 0}
        self.before = {key: pygame.Rect(rect) for key, rect in before.items()
                       if key in self.carried or key not in caught}
        self.after = {key: pygame.Rect(rect) for key, rect in after.items()}
        rows_before = _rows({key: going.get(key, rect) for key, rect in self.before.items()})
        rows_after = _rows(self.after)
        both = [key for key in self.after if key in self.before]
        self.crossing = {key for key in both
                         if rows_before[key] != rows_after[key] or key in on_way}
        # (a card caught on its way across the rows that now goes fades out lifted where it
        # shows, over the others: never laid over a card on the band)
        self.crossing |= {key for key in self.before if key not in self.after and key in on_way}
        gone = any(key not in self.after for key in self.before)
        coming = any(key not in self.before for key in self.after)
        sliding = any(self.before[key] != self.after[key] for key in both)
        self.out_s = self.fade if gone else 0.0
        self.slide_s = self.seconds if sliding else 0.0
        self.in_s = self.fade if coming else 0.0
        self.enter_at = {key: self._free_from(rect) for key, rect in self.after.items()
                         if key not in self.before}
        self.elapsed = 0.0

    def _free_from(self, place: pygame.Rect, samples: int = 24) -> float:
        """The first moment from which no card covers ``place`` any more: not one going
        (they fade out in the first step), nor one sliding (or still standing before its
        slide)."""
        sliders = [key for key in self.after if key in self.before
                   and self.before[key] != self.after[key]]
        fading = [rect for key, rect in self.before.items() if key not in self.after]
        free = self.out_s if any(rect.colliderect(place) for rect in fading) else 0.0
        for n in range(samples + 1):
            share = _ease(n / samples)
            if any(_lerp_rect(self.before[key], self.after[key], share).colliderect(place)
                   for key in sliders):
                free = max(free, self.out_s + self.slide_s * min(1.0, (n + 1) / samples))
        return free

    def settle(self) -> None:
        """Every card at its place at once (the window changed size: no slide from the old
        one)."""
        self.elapsed = self.total

    def step(self, dt: float) -> None:
        """Advance the clock by ``dt`` seconds."""
        self.elapsed = min(self.total, self.elapsed + dt)

    def rect(self, key: Hashable, target: pygame.Rect) -> pygame.Rect:
        """Where the card ``key``, whose place is ``target``, shows now."""
        if not self.moving:
            return pygame.Rect(target)
        start = self.before.get(key)
        if start is None:
            grown = self._share(self.enter_at.get(key, self.out_s + self.slide_s), self.in_s)
            return _scaled(target, ENTER_SCALE + (1 - ENTER_SCALE) * grown)
        return _lerp_rect(start, target, self._share(self.out_s, self.slide_s))

    def alpha(self, key: Hashable) -> int:
        """The card's opacity now (0–255): a new card fades in after the others have slid
        (one a quick click caught half seen from where it was), the others are whole."""
        seen = self.carried.get(key, 255)
        if self.moving and key in self.before and seen < 255:
            return round(seen + (255 - seen) * self._share(0.0, self.fade))
        if not self.moving or key in self.before:
            return 255
        return round(255 * self._share(self.enter_at.get(key, self.out_s + self.slide_s),
                                       self.in_s))

    def leaving(self) -> list[tuple[Hashable, pygame.Rect, int]]:
        """The cards gone from the band, fading out where they were: (key, rect, opacity)."""
        if not self.moving or self.elapsed >= self.out_s:
            return []
        share = self._left_of_fade_out()
        gone = [(key, rect, round(255 * share)) for key, rect in self.before.items()
                if key not in self.after]
        return [(key, rect, alpha) for key, rect, alpha in gone if alpha > 0]
