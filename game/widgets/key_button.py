"""A button that wears its keyboard key as a small hint (hM28: the pause dialog's actions,
"Reia jocul" with "Esc", "Reguli" with "F1"): the key in a small keycap at the face's right
end, the words centred in the room left beside it, so the two never touch."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme
from game.widgets import keycaps
from game.widgets.button import Button, Label
from game.widgets.text import BOLD, draw_text, line_height, text_size

KEY_TYPE = 0.62
"""The keycap's type, a share of the button's (never under the screen's least type)."""


class KeyButton(Button):
    """A :class:`~game.widgets.button.Button` with ``key`` (a key's name: "Esc", "F1") in a
    small keycap beside its words."""

    def __init__(self, label: Label, key: str, on_click: Callable[[], None] | None = None,
                 style: str = "primary", *, name: str = "") -> None:
        """Make the button; ``key`` is the key's name as the catalog writes it."""
        super().__init__(label, on_click, style, name=name)
        self.key = key

    def key_size(self) -> int:
        """The keycap's type size."""
        return max(theme.least_type(), round(self.font_size * KEY_TYPE))

    def keycap_width(self) -> int:
        """The keycap's width (its name and its padding)."""
        return text_size(self.key, self.key_size(), BOLD)[0] + 2 * theme.px(10, self.scale)

    def hint_room(self, font: int, scale: float) -> int:
        """The width the keycap and its gap add to the words at button type ``font``."""
        size = max(theme.least_type(), round(font * KEY_TYPE))
        return text_size(self.key, size, BOLD)[0] + 2 * theme.px(10, scale) + theme.px(12, scale)

    def draw_label(self, surface: pygame.Surface, room: pygame.Rect,
                   colour: tuple[int, int, int], shadow: int) -> None:
        """The keycap at the room's right end, the words centred in the rest."""
        if not self.key:
            super().draw_label(surface, room, colour, shadow)
            return
        size = self.key_size()
        cap = pygame.Rect(0, 0, self.keycap_width(), line_height(size) + theme.px(4, self.scale))
        cap.midright = (room.right, room.centery)
        gap = theme.px(12, self.scale)
        words = pygame.Rect(room.x, room.y, max(1, cap.x - gap - room.x), room.h)
        draw_text(surface, self.text, self.font_size, colour, words.center, shadow=shadow,
                  max_width=words.w, weight=BOLD)
        # the one keycap of every line naming a key (round 77, hM80, S24 amended: it was an
        # inset of the button's face, a look of its own), its name cream on it
        keycaps.draw_keycap(surface, self.key, cap, self.scale)
        draw_text(surface, self.key, size, theme.CREAM, cap.center, weight=BOLD)
