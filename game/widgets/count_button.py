"""A button whose label ends in a count, "Aruncă (2)": the count drawn large in the display
type, the words beside it, so the throws left read at a glance from across the table."""

from __future__ import annotations

import re

import pygame

from game import theme
from game.widgets.button import Button
from game.widgets.text import DISPLAY, draw_text, text_size

COUNT_FONT = 64
"""The count's reference font size (1920×1080): about twice the button's words."""

_COUNTED = re.compile(r"^(.*?)\s*\((\d+)\)\s*$")


def split_count(text: str) -> tuple[str, str] | None:
    """("Aruncă", "2") for "Aruncă (2)"; None for a label that ends in no "(n)"."""
    found = _COUNTED.match(text)
    return (found.group(1), found.group(2)) if found else None


class CountButton(Button):
    """A :class:`~game.widgets.button.Button` drawing the "(n)" its label ends in as a large
    number in the display type (its text, what it says, unchanged)."""

    def count_size(self) -> int:
        """The count's font size in this window (never below the button's words')."""
        return max(self.font_size + 1, theme.font_px(COUNT_FONT, self.scale))

    def draw_label(self, surface: pygame.Surface, room: pygame.Rect,
                   colour: tuple[int, int, int], shadow: int) -> None:
        """The words, then the count, large, as one group centred in ``room``."""
        parts = split_count(self.text)
        if parts is None:
            super().draw_label(surface, room, colour, shadow)
            return
        words, count = parts
        big = self.count_size()
        gap = theme.px(16, self.scale)
        wide = text_size(words, self.font_size, self.weight)[0]
        number = text_size(count, big, DISPLAY)[0]
        left = room.centerx - (wide + gap + number) // 2
        draw_text(surface, words, self.font_size, colour, (left, room.centery), "midleft",
                  shadow=shadow, max_width=room.w - gap - number, weight=self.weight)
        draw_text(surface, count, big, colour, (left + wide + gap, room.centery), "midleft",
                  shadow=shadow, weight=DISPLAY)

    def draw_idle_label(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """Idle, the words and the count keep their look, dim (the greyed "Aruncă 2" under
        the passing's band keeps the ended turn's count: S13 amended round 78)."""
        self.draw_label(surface, room, theme.BUTTON_IDLE_TEXT, 0)
