"""The reading panel as a stop of the keyboard focus (round 79, ruling S66, critic cC78 #4: →
on the Rules index sent the focus to "‹ Scopul jocului" at the bottom left, not into the
text). Focused, it wears the one focus ring round the panel; its owner scrolls the page
with ↑ ↓, Page Up / Page Down, Home / End as it always does."""

from __future__ import annotations

import pygame

from game.widgets.button import Widget
from game.widgets.focus_ring import draw_focus_ring


class ReadingFocus(Widget):
    """A focus stop standing on a reading panel (its owner places it on the panel)."""

    def __init__(self, name: str) -> None:
        """A stop called ``name`` (e.g. "rules.text")."""
        super().__init__()
        self.name = name

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The focus ring round the panel when focused (its owner drew the panel)."""
        if focused and self.rect.w:
            draw_focus_ring(surface, self.rect, self.scale)
