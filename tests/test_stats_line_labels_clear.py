"""Critic A69 (statistics_farkle_few_games_1024): a few games' line chart wrote its totals
(9 200 / 10 400) on the line and on the "Obiectiv" line: each total's words stand clear of
the polyline (every segment, every point) and of the dashed goal line, and of each other."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.i18n import format_int
from game.widgets import charts


@pytest.mark.parametrize(("values", "goal", "size", "scale"), [
    ([9_200, 10_400, 8_100, 10_750], 10_000, (276, 125), 0.5333),  # the critic's, at 1024x600
    ([9_200, 10_400, 8_100, 10_750], 10_000, (520, 262), 1.0),  # ...and at 1920x1080
    ([9_900, 10_100, 9_800, 10_050, 9_950], 10_000, (276, 125), 0.5333),  # hugging the goal
    ([151, 187, 243, 208], 222, (560, 260), 0.53),
    ([3_050, 2_900, 3_100], 5_000, (276, 150), 0.5333),  # far under the goal, no room below
])
def test_each_total_stands_clear_of_the_line_and_the_goal(monkeypatch, values, goal, size,
                                                          scale):
    placed, dashes, lines = [], [], []
    real_text, real_dash, real_lines = charts.draw_text, charts._dashed, pygame.draw.lines

    def text(surface, words, px, *a, **k):
        rect = real_text(surface, words, px, *a, **k)
        placed.append((words, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(charts, "draw_text", text)
    monkeypatch.setattr(charts, "_dashed", lambda s, c, a, b, sc: dashes.append(a[1])
                        or real_dash(s, c, a, b, sc))
    monkeypatch.setattr(pygame.draw, "lines", lambda s, c, closed, points, w:
                        lines.append((list(points), w)) or real_lines(s, c, closed, points, w))
    surface = pygame.Surface(size)
    charts.draw_line_chart(surface, surface.get_rect(), values, scale, format_int,
                           reference=(goal, "Obiectiv"))
    ((points, width),) = lines
    (goal_y,) = dashes
    totals = [rect for words, rect in placed if words in {format_int(v) for v in values}]
    assert len(totals) == len(values)
    air = max(4, theme.px(8, scale))  # felt between a total's words and any line
    for i, rect in enumerate(totals):
        assert surface.get_rect().contains(rect), (values[i], rect)  # inside its chart
        near = rect.inflate(2 * (width + air), 2 * (width + air))
        for a, b in zip(points, points[1:], strict=False):
            assert not near.clipline(a, b), (values[i], rect, a, b)
        assert not any(near.collidepoint(p) for p in points), (values[i], rect)
        assert not near.top <= goal_y <= near.bottom, (values[i], rect, goal_y)
        assert not any(rect.colliderect(other) for other in totals[i + 1:]), values[i]
