"""Sizes of the charts' axes (Statistici): apart from :mod:`game.theme`, which is full."""

from __future__ import annotations

from game.theme import CHART_LABEL, font_px

AXIS_LABEL_LEAST = 29
"""A chart's axis labels (its numbers, its slots' names) never under this layout size: 21 px
of em, digits 15 px of ink at 1024×600 (hS65, critic A64 read ~13 px there)."""


def axis_label(scale: float) -> int:
    """A chart's axis labels' layout size in a window of ``scale`` (the chart words' size,
    never under :data:`AXIS_LABEL_LEAST`)."""
    return max(font_px(CHART_LABEL, scale), AXIS_LABEL_LEAST)
