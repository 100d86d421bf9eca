"""Screen states of the keyboard play (issue 24 §5): the Yams sheet with the keyboard's ring."""

from __future__ import annotations

from typing import Any

import pygame

from tools.render_screens import register
from tools.screens_yams import roll, table


def press(app: Any, key: int, frames: int = 2) -> None:
    """Post one key press and run a few frames (as a player's keyboard would)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


@register("yams_sheet_focus")
def _sheet_focus(app: Any) -> None:
    """A landed roll, ↓ twice: the ring on the third box this roll may fill."""
    scene = table(app, ["Ștefan", "Țuțu"], [2, 5, 5, 3, 6])
    roll(app, scene)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)


@register("yams_sheet_focus_picked")
def _sheet_focus_picked(app: Any) -> None:
    """The ringed box picked with Enter: the next Enter validates it."""
    scene = table(app, ["Ștefan", "Țuțu"], [2, 5, 5, 3, 6])
    roll(app, scene)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)


@register("yams_pause_keys")
def _yams_pause(app: Any) -> None:
    """The Yams pause dialog: its keys, the sheet's among them."""
    table(app, ["Ana", "Ion"]).pause()


@register("yams_pause_keys_english")
def _yams_pause_english(app: Any) -> None:
    """The Yams pause dialog in English: its keys in caps (round 77, hM80)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    table(app, ["Ana", "Ion"]).pause()
