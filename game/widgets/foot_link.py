"""A text link in a screen's foot that takes the keyboard focus: the Rules page's "‹ Cum
decurge o tură" and "Foaia de scor ›" (round 78, hR82, critic cC77: they were not in the Tab
order). Its owner draws its words and tells it where they stand (:meth:`FootLink.place`); the
link rings them with the one focus ring (S34) and follows itself on Enter / Space."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.widgets.button import ACTIVATE_KEYS, Widget
from game.widgets.focus_ring import draw_focus_ring


class FootLink(Widget):
    """A focusable link: shown while ``present()`` says there is somewhere to go, followed by
    ``follow()`` on Enter / Space (a click is its owner's, pressed and let go on it)."""

    def __init__(self, name: str, present: Callable[[], bool],
                 follow: Callable[[], None]) -> None:
        """A link called ``name`` ("previous", "next"), shown while ``present()``, going
        where ``follow()`` goes."""
        super().__init__()
        self.name = name
        self.present = present
        self.follow = follow

    @property  # type: ignore[override]
    def visible(self) -> bool:
        """True while the link has somewhere to go (the focus skips it otherwise)."""
        return bool(self.present())

    @visible.setter
    def visible(self, value: bool) -> None:
        """(Its presence is read from its owner: a value set is ignored.)"""

    def on_key(self, key: int, focused: bool = True) -> bool:
        """Enter / Space follow the link."""
        if key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def activate(self) -> None:
        """Follow the link."""
        self.follow()

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The focus ring round the link's words when focused (its owner drew the words)."""
        if focused and self.rect.w and self.visible:
            draw_focus_ring(surface, self.rect, self.scale)
