"""A choice whose arrows only point (ruling S89 2, critic cC80 #1): ← → move a highlight
between the options and Enter (or Space, or a click) applies the one pointed at. For a setting
that changes the whole screen at once (the interface's language), so a stray arrow never
switches every word of the page under the player's eyes."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.forms import Choice


class PendingChoice(Choice):
    """A :class:`Choice` applied by Enter or a click, the arrows only moving :attr:`pending`."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        """As :class:`Choice`; nothing pointed at but the chosen option."""
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.pending = self.index
        """The option the arrows point at (the chosen one until an arrow moves it)."""

    @property
    def pointing(self) -> bool:
        """True while the arrows point at an option other than the chosen one."""
        return self.pending != self.index

    def on_key(self, key: int, focused: bool = True) -> bool:
        """← / → move the highlight (wrapping where :attr:`wraps`); nothing is applied."""
        if key not in (pygame.K_LEFT, pygame.K_RIGHT) or not self.options:
            return False
        to = self.pending + (-1 if key == pygame.K_LEFT else 1)
        if self.wraps:
            to %= len(self.options)
        self.pending = min(max(to, 0), len(self.options) - 1)
        return True

    def activate(self) -> None:
        """Enter / Space: apply the option pointed at (the next one when none is)."""
        to = self.pending if self.pointing else (self.index + 1) % max(1, len(self.options))
        self.select(to)
        self.pending = self.index

    def select(self, index: int) -> None:
        """Choose option ``index`` (a click, or Enter); the highlight follows it."""
        super().select(index)
        self.pending = self.index

    def forget(self) -> None:
        """Drop the highlight (the focus left the row): it points at the chosen one again."""
        self.pending = self.index

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The options as :class:`Choice` draws them; the one pointed at outlined in the focus
        ring's white, inside its key (nothing reaches past the row)."""
        super().draw(surface, focused)
        if self.visible and self.pointing and 0 <= self.pending < len(self.rects):
            width = max(3, theme.px(4, self.scale))
            pygame.draw.rect(surface, theme.FOCUS_RING, self.rects[self.pending], width=width,
                             border_radius=theme.px(theme.BUTTON_RADIUS, self.scale))
