"""The shape of a dense 10 000 players list (critic B51: six people and the computer at
1024×600 read ~13 px names and unexplained ✓ / ▷ marks): one line per player (its mark, its
name, its total at the table's body size) over a thin progress bar, and under the rows a legend
line saying the marks in words. Only the geometry lives here (no drawing): the table's layout
builds the panel as high as :func:`dense_panel_height`, and the panel's rows read
:func:`is_dense` from its rect alone, so every part of the table finds the same rows."""

from __future__ import annotations

from game import theme
from game.widgets.text import text_size

DENSE_BELOW = 70
"""Reference pixels: a players list whose rows would be lower than this is dense (one line per
player; its statuses as marks explained by a legend line)."""

DENSE_TOP = 4
"""Reference pixels of a dense row's band above its name's line."""

DENSE_GAP = 3
"""Reference pixels between a dense row's name line and its progress bar."""

DENSE_GAP_LEAST = 5
"""Pixels at least between a dense row's name line and its bar, at every size (round 75,
critic cB75: at 1024×600 the bars lay right under the names' descenders)."""

DENSE_BAR = 6
"""Reference pixels: the height of a dense row's progress bar."""

DENSE_BOTTOM = 2
"""Reference pixels of a dense row's band under its progress bar."""

ROW_GAP = 8
"""Reference pixels between two rows' bands (as in every players list)."""

LEGEND_PAD = 8
"""Reference pixels above the legend line (between the last row and it)."""

LEGEND_FOOT = 12
"""Reference pixels of the panel's bottom padding a dense panel leaves out under its legend
(a quiet line: half the padding under it), so the set-aside ledger under the panel keeps two
places of its grid at every size."""


DENSE_TYPE_LEAST = 23
"""The least layout size of a dense list's names, totals and legend: 16.6 px of em, the
table's body text at 1024×600 (critic B51: ~13 px names there)."""


def dense_type(scale: float) -> int:
    """The layout size of a dense list's names, totals and legend: the table's secondary
    text, never under :data:`DENSE_TYPE_LEAST` (its body size at 1024×600; larger windows
    keep the set-aside ledger's room under the panel)."""
    return max(DENSE_TYPE_LEAST, theme.font_px(theme.FONT_SMALL, scale))


def _em(scale: float) -> int:
    """The pixel height of a dense row's line of type."""
    return text_size("Ăg", dense_type(scale))[1]


def dense_mid(scale: float) -> int:
    """Pixels from a dense row's band top to the middle of its name's line."""
    return theme.px(DENSE_TOP, scale) + _em(scale) // 2


def dense_bar_top(scale: float) -> int:
    """Pixels from a dense row's band top to its progress bar's top."""
    return (theme.px(DENSE_TOP, scale) + _em(scale)
            + max(theme.px(DENSE_GAP, scale), DENSE_GAP_LEAST))


def dense_bar_height(scale: float) -> int:
    """The pixel height of a dense row's progress bar."""
    return max(3, theme.px(DENSE_BAR, scale))


def bar_drop_extra(scale: float) -> int:
    """Pixels the bar stands lower than :data:`DENSE_GAP` alone would set it (its least air
    under the names, :data:`DENSE_GAP_LEAST`): taken from the gap to the next row, so the rows'
    pitch, and the panel's height, stay as they were (the ledger under it keeps its places)."""
    return max(0, DENSE_GAP_LEAST - theme.px(DENSE_GAP, scale))


def dense_row(scale: float) -> int:
    """The pixel height of a dense row, the gap to the next row included."""
    return (dense_bar_top(scale) + dense_bar_height(scale) + theme.px(DENSE_BOTTOM, scale)
            + max(0, theme.px(ROW_GAP, scale) - bar_drop_extra(scale)))


def legend_height(scale: float) -> int:
    """The pixel height of the legend line under a dense list's rows (its gap above it)."""
    return theme.px(LEGEND_PAD, scale) + _em(scale)


def is_dense(height: int, scale: float, count: int, overhead: int) -> bool:
    """Whether a players panel ``height`` pixels high (``overhead`` of them its padding and
    title) holding ``count`` players is a dense list."""
    return count > 0 and height - overhead < count * theme.px(DENSE_BELOW, scale)


def dense_panel_height(count: int, scale: float, overhead: int) -> int:
    """The height of a dense players panel of ``count`` players: its rows and its legend line
    (never as high as a list that is not dense: :func:`is_dense` holds for it)."""
    need = (overhead - theme.px(LEGEND_FOOT, scale) + count * dense_row(scale)
            + legend_height(scale))
    return min(need, overhead + count * theme.px(DENSE_BELOW, scale) - 1)
