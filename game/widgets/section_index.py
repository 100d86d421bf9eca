"""A side index of a long page's sections: a click scrolls the page to a section, and the
section being read is lit (a gold bar and gold words). It is a stop of the Tab order (round
76, ruling S21): focused, ↑ / ↓ go to the section before / after, Home / End to the first /
last, and the lit entry wears the focus ring."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.button import Widget
from game.widgets.focus_ring import draw_focus_ring
from game.widgets.text import draw_text, ellipsize, fit_size

ENTRY_MOST = 120
"""An index entry's height at most (reference pixels): a few sections never stand as tall
bars."""


INDEX_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
"""Keys that go to the section before / after while the index holds the focus."""


class SectionIndex(Widget):
    """The sections' titles in a column; ``on_pick(anchor)`` runs when one is clicked or
    reached by the keys."""

    def __init__(self, on_pick: Callable[[str], None], *, name: str = "index") -> None:
        """An empty index; :meth:`set_sections` fills it."""
        super().__init__()
        self.on_pick = on_pick
        self.name = name
        self.sections: list[tuple[str, str]] = []
        """(title, anchor) of each section, in page order."""
        self.current = ""
        """The anchor of the section being read."""
        self.hovered = -1

    def set_sections(self, sections: Sequence[tuple[str, str]]) -> None:
        """Show these (title, anchor) sections."""
        self.sections = list(sections)

    def entry_height(self) -> int:
        """The height of one entry: they share the index's whole height (hS22: a third of
        the panel stood empty under them), up to :data:`ENTRY_MOST`."""
        count = max(1, len(self.sections))
        return max(theme.FONT_MIN + 8, min(theme.px(ENTRY_MOST, self.scale), self.rect.h // count))

    def entry_rects(self) -> list[pygame.Rect]:
        """Where each entry sits, top to bottom."""
        step = self.entry_height()
        return [pygame.Rect(self.rect.x, self.rect.y + i * step, self.rect.w, step)
                for i in range(len(self.sections))]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Light the entry under the mouse; a click on one picks its section."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((i for i, r in enumerate(self.entry_rects())
                                 if r.collidepoint(event.pos)), -1)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for (_, anchor), rect in zip(self.sections, self.entry_rects(), strict=True):
                if rect.collidepoint(event.pos):
                    self.on_pick(anchor)
                    return True
        return False

    def on_key(self, key: int, focused: bool = True) -> bool:
        """↑ / ↓: the section before / after the lit one; Home / End: the first / last (the
        page goes there and the entry is lit at once). True when the key was used."""
        anchors = [anchor for _, anchor in self.sections]
        if not anchors or key not in (*INDEX_KEYS, pygame.K_HOME, pygame.K_END):
            return False
        k = anchors.index(self.current) if self.current in anchors else 0
        if key == pygame.K_HOME:
            k = 0
        elif key == pygame.K_END:
            k = len(anchors) - 1
        else:
            k = max(0, min(len(anchors) - 1, k + INDEX_KEYS[key]))
        self.current = anchors[k]
        self.on_pick(self.current)
        return True

    def activate(self) -> None:
        """Enter or Space: the lit section opened at its heading."""
        if self.current:
            self.on_pick(self.current)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Each title; the current one gold with a bar, the one under the mouse lighter;
        focused, the current one in the keyboard's focus ring."""
        if not self.visible:
            return
        size = min(self.font_size, max(theme.FONT_MIN, round(self.entry_height() * 0.66)))
        pad = theme.px(18, self.scale)
        bar = max(3, theme.px(6, self.scale))
        room = self.rect.w - 2 * pad - bar  # as much air after the words as before them
        fitted = min((max(theme.FONT_MIN, fit_size(title, size, room))  # (S97 2., critic
                      for title, _ in self.sections), default=size)  # cC80 #13: the long
        # ones touched the edge and the ring; one type for every entry)
        for i, ((title, anchor), rect) in enumerate(zip(self.sections, self.entry_rects(),
                                                        strict=True)):
            current = anchor == self.current
            if current or i == self.hovered:
                wash = pygame.Surface(rect.size, pygame.SRCALPHA)
                wash.fill((*theme.GOLD, 40 if current else 20))
                surface.blit(wash, rect)
            if current:
                pygame.draw.rect(surface, theme.GOLD, (rect.x, rect.y, bar, rect.h))
            colour = theme.GOLD if current else theme.CREAM if i == self.hovered else theme.MUTED
            draw_text(surface, ellipsize(title, fitted, room), fitted, colour,
                      (rect.x + bar + pad, rect.centery), "midleft")
            if current and focused:
                draw_focus_ring(surface, rect, self.scale)  # (the scene leaves it room, S52)
        if layout_record.ON:
            layout_record.panel(surface, self.rect, "index")
