"""Rules' ← / → by place (round 82, hK94, critic cC82 #8, change 2; ruling S33 amended round
82): off the tabs, an arrow moves the keyboard focus to what stands that way on screen (the
index's text to its right, the buttons and links along the foot), never along the focus
list (→ from the text reached "‹ previous" at the panel's left foot); where nothing stands
that way the focus stays."""

from __future__ import annotations

from typing import Any

import pygame

from game.widgets.arrow_focus import nearest

SIDEWAYS = (pygame.K_LEFT, pygame.K_RIGHT)
"""The arrows moved by place here (↑ ↓ scroll the page or walk the index)."""


def arrow_by_place(focus: Any, key: int) -> bool:
    """Move ``focus`` (a :class:`game.widgets.button.FocusGroup`) by the arrow ``key`` to
    the nearest control that way (:func:`game.widgets.arrow_focus.nearest`); True when the
    key was this one's (the focus moved, or stayed with nothing that way)."""
    focused = focus.focused
    if key not in SIDEWAYS or focused is None:
        return False
    others = [w for w in focus.widgets if w is not focused and w.visible and w.enabled
              and w.focusable and w.rect.w > 0]
    here = focused.rect  # (sideways from its middle row: the tall text reaches the index
    probe = pygame.Rect(here.x, here.centery - 1, here.w, 2)  # beside it, not the tabs)
    to = nearest(probe, [w.rect for w in others], key)
    if to is not None:
        focus.focus(others[to])
    return True
