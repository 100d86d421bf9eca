"""Where a table's "?" panel stands: on the felt, centred between the wooden frame's sides and
top to bottom, the mute sign's corner in the band over it (the table round it dimmed as under
a dialog); and its two buttons, placed as a dialog's (one width, the dialogs' button type and
height)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import theme
from game.widgets.felt import felt_area
from game.widgets.mute_icon import mute_icon_rect
from game.widgets.text import BOLD, text_size

PANEL_AIR = 8
"""Reference pixels between the mute sign's corner and the panel's top; as much window under
the panel as over it (round 74, critic cS74, ruling S18: 98 px over it against 36 under it
read as a panel off centre; the table round it is seen dimmed, no dead black band)."""


def help_panel_rect(size: tuple[int, int], px: Callable[[float], int]) -> pygame.Rect:
    """The "?" panel's rect in a window of ``size`` (``px``: reference pixels to the
    window's): on the felt inside the wooden frame, clear under the mute sign's corner, as
    much window under it as over it (round 74, ruling S18: centred top to bottom)."""
    felt = felt_area(size)
    top = mute_icon_rect(size).bottom + px(PANEL_AIR)
    inset = px(10)  # on the felt, inside the wooden frame
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
