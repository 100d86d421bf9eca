"""Settings' arrow keys (a mixin of :class:`game.scenes.settings.SettingsScene`; critic cC77,
ruling S34): ↑ ↓ move within a column of cards, from its last row down to the button under
it, never sideways into the next column; ← → change the focused row's value (or, on a row or
button with no value, go to what stands beside it; on a bottom button, only along the
buttons' row, S67); Tab walks everything in reading order."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.widgets.arrow_focus import DIRECTIONS, nearest
from game.widgets.column_keys import column_step

if TYPE_CHECKING:
    from game.widgets.button import FocusGroup, Widget

class SettingsKeys:
    """How Settings' arrows move the keyboard focus."""

    focus: FocusGroup
    rows: list[tuple[str, Widget]]
    group_panels: list[pygame.Rect]
    groups: tuple[tuple[str, tuple[str, ...]], ...]

    def handle_event(self, event: pygame.event.Event) -> None:
        """An arrow the focused row does not use moves the focus by column (↑ ↓) or to what
        stands beside (← →); every other event as any screen."""
        focused = self.focus.focused
        if event.type != pygame.KEYDOWN or focused is None or event.key not in DIRECTIONS:
            super().handle_event(event)  # type: ignore[misc]
            return
        if focused.on_key(event.key):  # a value changed (← →), or a key the row keeps
            return
        shown = [w for w in self.focus.widgets
                 if w.visible and w.enabled and w.focusable and w.rect.w > 0]
        if focused not in shown:
            return
        rects = [w.rect for w in shown]
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            spans = self.row_spans()
            to = column_step(shown.index(focused), rects, [spans.get(id(w)) for w in shown],
                             event.key)
        else:  # (a bottom button: along the buttons' row only, never up into the cards,
            spans = self.row_spans()  # ruling S67 3, critic cC78 #2)
            others = [w for w in shown if w is not focused
                      and (id(focused) in spans or id(w) not in spans)]
            beside = nearest(focused.rect, [w.rect for w in others], event.key)
            to = None if beside is None else shown.index(others[beside])
        if to is not None:
            self.focus.focus(shown[to])

    def row_spans(self) -> dict[int, pygame.Rect]:
        """Each row's card (by its widget's id): its column's span for ↑ ↓."""
        card = {name: g for g, (_, names) in enumerate(self.groups) for name in names}
        panels = self.group_panels
        named = [(w, card.get(getattr(w, "name", ""), len(panels))) for _, w in self.rows]
        return {id(w): panels[g] for w, g in named if g < len(panels)}
