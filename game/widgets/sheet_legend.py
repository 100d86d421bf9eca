"""The one-line legend under the Yams sheet: while the sheet shows a special state's marks
(the Joker's hatched boxes, a sacrifice's zeros and its cheapest box ringed), it says in words
what they mean, each word after a small picture of its mark (critic C32: the special states
explained where they happen). Reads the :class:`~game.widgets.scorecard.SheetView` only."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.rules.yams import Box
from game.widgets.text import BOLD, draw_text, text_size

if TYPE_CHECKING:
    from game.widgets.scorecard import ScoreSheet, SheetView

HATCHED = "yams.legend.hatched"
"""The legend's word for a hatched box (the Joker does not allow it for this roll)."""
STRUCK = "yams.legend.struck"
"""The legend's word for a sacrifice's zeros (the box chosen is struck: 0 points)."""
CHEAPEST = "yams.legend.cheapest"
"""The legend's word for the ringed box of a sacrifice (the cheapest to strike)."""


def legend_keys(view: SheetView) -> tuple[str, ...]:
    """The legend's items for ``view``, in order: the hatched boxes' while some open box of
    the current column is hatched, a sacrifice's zeros' and its cheapest box's ring while
    every legal box gives 0 (the ring only where the sheet draws it: not on the countdown's
    amber box); empty when the sheet shows no such mark."""
    if view.current is None or not view.options:
        return ()
    card = view.cards[view.current]
    keys: list[str] = []
    if any(card.points(box) is None and box not in view.options and box is not view.unsaid
           for box in Box):
        keys.append(HATCHED)
    if not any(view.options.values()):
        keys.append(STRUCK)
        ringed = view.cheapest is not None and view.cheapest in view.options
        if ringed and view.cheapest not in (view.marked, view.primary):  # (else in amber:
            keys.append(CHEAPEST)  # the countdown's box, no ring to name)
    return tuple(keys)


def legend_size(sheet: ScoreSheet) -> int:
    """The legend's layout font size: the sheet's, never under
    :data:`theme.YAMS_LEGEND_LEAST_PX` pixels of em."""
    return max(sheet.font_size, math.ceil(theme.YAMS_LEGEND_LEAST_PX / theme.FONT_EM))


def _items(sheet: ScoreSheet, view: SheetView,
           tr: Callable[..., str]) -> list[tuple[str, str, int]]:
    """(key, words, width with its swatch) of the items that fit the sheet's width on one
    line (the last dropped first when they do not)."""
    size = legend_size(sheet)
    swatch = _swatch_side(sheet)
    gap = theme.px(theme.YAMS_LEGEND_GAP, sheet.scale)
    items = [(key, tr(key), swatch + gap // 2 + text_size(tr(key), size, BOLD)[0])
             for key in legend_keys(view)]
    while len(items) > 1 and sum(w for *_, w in items) + gap * (len(items) - 1) > sheet.rect.w:
        items.pop()
    return items


def _swatch_side(sheet: ScoreSheet) -> int:
    """The width of an item's picture of its mark (a little box of the sheet, wider than
    high as the sheet's boxes are)."""
    return round(_swatch_height(sheet) * theme.YAMS_LEGEND_SWATCH_RATIO)


def _swatch_height(sheet: ScoreSheet) -> int:
    """The height of an item's picture of its mark."""
    return round(text_size("0", legend_size(sheet), BOLD)[1] * 0.9)


def legend_rect(sheet: ScoreSheet, view: SheetView, tr: Callable[..., str]) -> pygame.Rect | None:
    """Where the legend is drawn: centred under the sheet, clear of its shadow; None when
    it has nothing to say."""
    items = _items(sheet, view, tr)
    if not items:
        return None
    gap = theme.px(theme.YAMS_LEGEND_GAP, sheet.scale)
    width = sum(w for *_, w in items) + gap * (len(items) - 1)
    height = text_size("0", legend_size(sheet), BOLD)[1]
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (sheet.rect.centerx, sheet.rect.bottom + theme.px(theme.YAMS_LEGEND_DROP,
                                                                    sheet.scale))
    return rect


def draw_legend(surface: pygame.Surface, sheet: ScoreSheet, view: SheetView,
                tr: Callable[..., str]) -> None:
    """Draw the legend under the sheet (nothing when its marks are not shown)."""
    rect = legend_rect(sheet, view, tr)
    if rect is None:
        return
    size = legend_size(sheet)
    side, high = _swatch_side(sheet), _swatch_height(sheet)
    gap = theme.px(theme.YAMS_LEGEND_GAP, sheet.scale)
    x = rect.x
    for key, words, width in _items(sheet, view, tr):
        box = pygame.Rect(x, rect.centery - high // 2, side, high)
        _draw_swatch(surface, sheet, key, box)
        draw_text(surface, words, size, theme.CREAM, (box.right + gap // 2, rect.centery),
                  "midleft", weight=BOLD, shadow=theme.px(2, sheet.scale), role="legend")
        x += width + gap


def _draw_swatch(surface: pygame.Surface, sheet: ScoreSheet, key: str,
                 box: pygame.Rect) -> None:
    """A little box of the sheet showing the item's mark: hatched, a pale 0, or ringed."""
    radius = theme.px(4, sheet.scale)
    line = max(1, theme.px(2, sheet.scale))
    pygame.draw.rect(surface, theme.SHEET_OPEN, box, border_radius=radius)
    if key == HATCHED:
        sheet.hatch(surface, box.inflate(-line, -line))
    elif key == STRUCK:
        draw_text(surface, "0", legend_size(sheet), theme.SHEET_OPTION_ZERO, box.center,
                  weight=BOLD, role="legend")
    border = theme.SHEET_CHEAPEST if key == CHEAPEST else theme.SHEET_LINE
    width = max(3, theme.px(5, sheet.scale)) if key == CHEAPEST else line
    pygame.draw.rect(surface, border, box, width, border_radius=radius)
