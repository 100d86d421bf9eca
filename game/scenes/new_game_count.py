"""New Game's letters left to a name being typed ("rămâne 1 literă"), in a place of their own
at the foot of every tall seat card's head, just over its name field (round 74, critic #1: the
mark shrank to make room for them and the whole card jumped). The place, :meth:`count_slot`,
stands on every card in every beat of editing, empty when nothing is said: the mark is drawn
above it always, one size on every card (ruling S16, round 74). On a card too low to give
that place room, nothing is counted: round 74's bare figure on a chip inside the name field
read as a cryptic "1" (round 82, hF113, critic cB81 #15; ruling S114 3.); the refusal's bubble
says when the name is full.

A mixin of :class:`game.scenes.new_game.NewGameScene`, which owns the fields and the cards.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.widgets.text import BOLD, draw_text, fit_size, line_height, text_size

COUNT_EM_LEAST = 22
"""The letters left to a name at least this many pixels of em (capitals about 16 px; critic
L72: "rămâne 1 literă" read ~12 px at 1024x600 in the corner beside the mark)."""
COUNT_AIR = 8
"""Reference pixels between the letters left and the name field under them."""
COUNT_WIDEST_LEFT = (0, 1, 3)
"""The letters left the place is measured for (the words "plin", "rămâne 1 literă", "rămân
3 litere"): the place holds the widest whole, whatever is typed."""


class LettersLeft:
    """The letters left to the name being typed, in their card's own place (a mixin)."""

    refusal: Any
    focus: Any
    field_h: int
    tr: Callable[..., str]
    px: Callable[..., int]
    font_px: Callable[..., int]
    field_of_card: Callable[[int], Any]
    card_edge: Callable[[], int]
    name_field_rect: Callable[[pygame.Rect, int], pygame.Rect]
    card_bubble_room: Callable[..., int]

    def count_size(self) -> int:
        """The letters left's type: the small type, at least :data:`COUNT_EM_LEAST` pixels
        of em (critic L72)."""
        return max(self.font_px(theme.FONT_SMALL), math.ceil(COUNT_EM_LEAST / theme.FONT_EM))

    def count_layout(self, words: str, rect: pygame.Rect) -> tuple[list[str], int]:
        """``words`` as drawn on the card at ``rect``: one line as wide as the card's inside
        holds, else the verb over its figure ("rămâne" over "1 literă"): (lines, size)."""
        size = self.count_size()
        inner = rect.w - 2 * self.card_edge()
        if text_size(words, size, BOLD)[0] <= inner:
            return [words], size
        lines = re.split(r" (?=\d)", words, maxsplit=1)
        return lines, max(theme.least_type(), min(fit_size(line, size, inner, BOLD)
                                                  for line in lines))

    def count_slot(self, rect: pygame.Rect) -> pygame.Rect:
        """The letters left's own place on the card at ``rect``: across the card's inside, at
        the foot of its lit head, :data:`COUNT_AIR` over its name field, as tall as the
        widest words take (:data:`COUNT_WIDEST_LEFT`); the same in every beat of editing."""
        limit = theme.NAME_MAX_LENGTH
        high = max(len(lines) * line_height(size) for lines, size in (
            self.count_layout(self._count_text(limit - left, limit), rect)
            for left in COUNT_WIDEST_LEFT))
        field = self.name_field_rect(rect, self.field_h)
        edge = self.card_edge()
        bottom = field.y - edge // 2 - self.px(COUNT_AIR)
        return pygame.Rect(rect.x + edge, bottom - high, rect.w - 2 * edge, high)

    def count_lines(self, k: int, rect: pygame.Rect) -> tuple[list[str], int]:
        """The letters left to the name typed on card ``k`` (at ``rect``) as drawn: (their
        lines, their type size), near the limit only (from :data:`theme.NAME_COUNT_FROM`
        letters), while that name is being typed and no refusal's bubble takes their place;
        none on a low card (no room for the words; ruling S114 3.)."""
        typed = self.field_of_card(k)
        if typed is None or typed is not self.focus.focused:
            return [], 0
        typed.reserve, typed.tag = 0, ""
        if (self.refusal is not None and self.refusal[0] is typed) or len(
                typed.text) < min(theme.NAME_COUNT_FROM, typed.max_length):
            return [], 0
        if self.card_bubble_room(rect) == 0:  # a low card: no room for the words, and a
            # bare figure in the field read as nothing (round 82, hF113, critic cB81 #15:
            # a cryptic "1"): nothing said; a letter past the limit is refused in words
            return [], 0  # by the refusal's bubble (ruling S114 3.)
        return self.count_layout(self._count_text(len(typed.text), typed.max_length), rect)

    def _draw_count(self, surface: pygame.Surface, k: int, rect: pygame.Rect) -> None:
        """The letters left to the name typed on card ``k`` (at ``rect``,
        :meth:`count_lines`) in cream, centred in their place (:meth:`count_slot`; critic
        L72: in the head's corner beside the mark they were small; A71: beside the field
        they stood on the card's edge). A refusal's bubble takes their place."""
        lines, size = self.count_lines(k, rect)
        if not lines:
            return
        slot = self.count_slot(rect)
        step = line_height(size)
        top = slot.bottom - len(lines) * step  # (over the name, their foot on the place's)
        for n, line in enumerate(lines):  # in the card's light ink: read on its head (A69)
            draw_text(surface, line, size, theme.CREAM,
                      (rect.centerx, top + n * step + step // 2), weight=BOLD)

    def _count_text(self, count: int, limit: int) -> str:
        """The letters a name of ``count`` has left, in words (hM69, critic A67: "15/16" read
        as a score or a count of seats)."""
        left = max(0, limit - count)
        return self.tr("new_game.letters_left." + ("none", "one", "many")[min(left, 2)],
                       left=left)
