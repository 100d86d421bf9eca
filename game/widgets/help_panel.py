"""Where a table's "?" panel stands: on the felt, as much felt round it on every side, the
table's header covered (ruling S83; the table round it dimmed as under a dialog); and its two
buttons, placed as a dialog's (one width, the dialogs' button type and
height)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import theme
from game.widgets.felt import felt_area
from game.widgets.text import BOLD, text_size

PANEL_INSET = 10
"""Reference pixels of felt round the "?" panel on every side (round 80, S83: over it too, the
table's header covered; round 74, S18: as much window under it as over it)."""


def help_panel_rect(size: tuple[int, int], px: Callable[[float], int]) -> pygame.Rect:
    """The "?" panel's rect in a window of ``size`` (``px``: reference pixels to the
    window's): on the felt inside the wooden frame, as much felt over and under it as beside
    it, so it covers the table's header whole (round 80, ruling S83, critic cC79 #8: its top
    edge crossed the dimmed title, "?" and "Pauză"; amends S18's band over it for the mute
    sign, which the app draws over the panel's bare top-left corner when the sound is off)."""
    felt = felt_area(size)
    inset = px(PANEL_INSET)  # on the felt, inside the wooden frame
    top = felt.y + inset  # (over the table's header, S83)
    return pygame.Rect(felt.x + inset, top, felt.w - 2 * inset, size[1] - 2 * top)


def help_buttons_top(scene: Any, panel: pygame.Rect) -> int:
    """Where the buttons' row of the "?" ``panel`` starts (:func:`place_help_buttons`):
    the dialogs' button height over its bottom, with air under them."""
    return panel.bottom - scene.px(26) - scene.px(theme.BUTTON_SMALL_SIZE[1])


def place_help_buttons(scene: Any, panel: pygame.Rect, buttons: Sequence[Any],
                       most: int = 0) -> None:
    """Place ``buttons`` (left to right) in one centred row at the bottom of ``panel`` as a
    dialog places its own: each as wide as the widest label needs (at least the dialogs'
    small button), the dialogs' height and button type, one size for all (smaller only where
    the panel is too narrow for the labels whole; never over ``most``, 0: no such cap)."""
    font = scene.font_px(theme.FONT_BUTTON)
    font = min(font, most) if most else font
    radius = scene.px(theme.BUTTON_RADIUS)
    gap = scene.px(theme.GAP * 2)
    bh = scene.px(theme.BUTTON_SMALL_SIZE[1])
    room = (panel.w - 2 * scene.px(40) - gap * (len(buttons) - 1)) // max(1, len(buttons))

    def need(size: int) -> int:
        return max(text_size(str(b.text), size, BOLD)[0] for b in buttons) + 2 * radius

    width = min(room, max(scene.px(theme.BUTTON_SMALL_SIZE[0]), need(font) + scene.px(48)))
    while font > theme.least_type() and need(font) + scene.px(12) > width:
        font -= 1
    x = panel.centerx - (len(buttons) * width + (len(buttons) - 1) * gap) // 2
    y = help_buttons_top(scene, panel)
    for button in buttons:
        button.place(pygame.Rect(x, y, width, bh), scene.scale, font)
        x += width + gap
