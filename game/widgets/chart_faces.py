"""The Dice tab's chart (:mod:`game.widgets.charts`): one bar per die face with its count over
it, a die under it, and the fair count dashed across."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.widgets import charts
from game.widgets.chart_parts import dashed_line as _dashed
from game.widgets.chart_parts import die_icon
from game.widgets.text import draw_text, fit_size, text_size


def draw_face_bars(surface: pygame.Surface, rect: pygame.Rect, counts: Sequence[int],
                   expected: float, scale: float,
                   fmt: charts.Formatter, unit: str = "") -> tuple[int, int, list[pygame.Rect]]:
    """A bar per face with its count on top, a die under it, and the expected count dashed
    (``unit``: what the counts count, over the y axis).

    Returns the dashed line's y, its half thickness and the counts' rects (none of which
    the line crosses: a count that would sit on it is lifted just above it).
    """
    if not sum(counts):
        return 0, 0, []
    top = max(max(counts), expected) * 1.15
    plot = charts._frame(surface, rect, top, scale, fmt, label_rows=2, unit=unit)
    area = plot.area
    width = area.w / len(counts)
    bar_w = max(4, round(width * 0.56))
    radius = max(1, round(scale * 6))
    side = max(14, min(round(width * 0.5), theme.px(theme.ICON_DIE * 1.2, scale)))
    for i, count in enumerate(counts):
        cx = round(area.x + width * (i + 0.5))
        y = plot.y(count)
        pygame.draw.rect(surface, theme.CHART_BAR,
                         pygame.Rect(cx - bar_w // 2, y, bar_w, max(1, area.bottom - y)),
                         border_top_left_radius=radius, border_top_right_radius=radius)
    fair_y = plot.y(expected)
    _dashed(surface, theme.CHART_EXPECTED, (area.x, fair_y), (area.right, fair_y), scale)
    dash_half = max(2, round(scale * 4)) // 2 + max(1, theme.px(2, scale))
    labels = []
    for i, count in enumerate(counts):  # counts over the dashed line, never struck through
        cx = round(area.x + width * (i + 0.5))
        y = plot.y(count)
        text = fmt(count)
        size = fit_size(text, plot.label_size, round(width * 0.98))
        bottom = y - theme.px(4, scale)
        label_h = text_size(text, size)[1]
        if bottom - label_h <= fair_y + dash_half and bottom >= fair_y - dash_half:
            bottom = fair_y - dash_half  # it would sit on the line: lift it just above
        labels.append(draw_text(surface, text, size, theme.CREAM, (cx, bottom), "midbottom"))
        icon = die_icon(i + 1, side)
        surface.blit(icon, icon.get_rect(midtop=(cx, area.bottom + theme.px(8, scale))))
    return fair_y, dash_half, labels
