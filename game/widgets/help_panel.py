"""Where a table's "?" panel stands: on the felt, centred between the wooden frame's sides,
below the mute sign's corner and the table's top buttons (those stay whole, dimmed, above
it), wide enough to cover the table's play buttons whole."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme
from game.widgets.felt import felt_area
from game.widgets.mute_icon import mute_icon_rect


def help_panel_rect(size: tuple[int, int], px: Callable[[float], int]) -> pygame.Rect:
    """The "?" panel's rect in a window of ``size`` (``px``: reference pixels to the
    window's)."""
    felt = felt_area(size)
    chrome = felt.y + px(theme.MARGIN * 0.5) + px(theme.BUTTON_SMALL_SIZE[1])
    top = max(mute_icon_rect(size).bottom, chrome) + px(12)
    inset = px(10)  # on the felt, inside the wooden frame
    return pygame.Rect(felt.x + inset, top, felt.w - 2 * inset, felt.bottom - inset - top)
