"""Sizes of the charts' axes (Statistici): apart from :mod:`game.theme`, which is full."""

from __future__ import annotations

from game.theme import CHART_LABEL, font_px

AXIS_LABEL_LEAST = 25
"""A chart's axis labels (its numbers, its slots' names) never under this layout size: 18 px
of em at 1024×600 (hS65 raised them to 29 for critic A64's ~13 px; hS67, critic A66: then
they read larger than the charts' captions and headings, so they step back under them)."""


def axis_label(scale: float) -> int:
    """A chart's axis labels' layout size in a window of ``scale`` (the chart words' size,
    never under :data:`AXIS_LABEL_LEAST`)."""
    return max(font_px(CHART_LABEL, scale), AXIS_LABEL_LEAST)

HEADING_OVER_TICKS = 6
"""A chart panel's heading ("Pe scurt", "Media pe căsuță") this many layout sizes over its
axes' numbers at least (hS67, critic A66: the ticks read larger than the captions): the
heading the largest word of a chart, its numbers, unit and legend one size under it."""

HEADING_OVER_ROWS = 2
"""A Statistici panel's heading this many layout sizes over the body's type its rows ("Partide
38") and a game's words are set in (hS69: at 1920x1080 the heading was 38, its rows 43-44)."""


def chart_heading(scale: float, small: int) -> int:
    """A chart panel's heading's layout size: the pages' small type (``small``, already in
    the window's pixels), never under the axes' numbers plus :data:`HEADING_OVER_TICKS`."""
    return max(small, axis_label(scale) + HEADING_OVER_TICKS)


def chart_caption(scale: float) -> int:
    """An axis's unit ("puncte") and a chart's legend: the size of its numbers (round 69,
    critic: at 1024x600 the values read smaller than their labels; hS67 had set the words
    a step over the numbers, critic A66 having seen the numbers over the words)."""
    return axis_label(scale)

UNIT_AIR_SHARE = 0.4
"""A chart's y-axis unit ("ture", "partide", "puncte") stands in its own row: this share of
its line at least clear over its axis's top number (ruling S51, round 78, hS34, critics
cC77b, cB77: 4 px at 1080, ~2 at 600, it touched the number)."""
