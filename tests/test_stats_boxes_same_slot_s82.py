"""Every box the same slot on "Media pe căsuță" (ruling S82, round 80, hK86; critic cC79 #3:
at 1366x768 the six upper boxes stood in 35 px slots, their bars touching, the seven named
ones in 79 px): the thirteen pairs of bars stand evenly across the chart at every size, in
Romanian and in English, the names on two lines where they need to; a name that needs a
little more room than an even slot gets just that, never 1.6 times a die's."""

from __future__ import annotations

import importlib

import pytest

from game import theme
from tests.uihelpers import make_app
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("state", ["statistics_fifty_games_boxes",
                                   "statistics_fifty_games_boxes_english"])
def test_the_thirteen_boxes_stand_in_even_slots(tmp_path, monkeypatch, size, state):
    import game.widgets.charts as charts

    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        scene = app.manager.stack[-1]
        chart = scene.chart_rects[2]
        bars = []
        real = charts.pygame.draw.rect

        def spy(surface, colour, rect, *a, **k):
            if tuple(colour) == tuple(theme.CHART_BAR) and chart.contains(rect):
                bars.append(rect.copy())
            return real(surface, colour, rect, *a, **k)

        monkeypatch.setattr(charts.pygame.draw, "rect", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        axis = max(bar.bottom for bar in bars)
        bars = [bar for bar in bars if bar.bottom == axis]  # (not the legend's swatch)
        assert len(bars) == 13, bars
        centres = sorted(bar.right for bar in bars)  # (the gold bar ends at its slot's middle)
        steps = [b - a for a, b in zip(centres, centres[1:], strict=False)]
        dice = steps[:5]  # the six dice side by side: one even slot each
        assert max(dice) - min(dice) <= 2, steps
        # a named box's slot at most a little wider, where its name needs it (it was 2.3
        # times a die's at 1366x768)
        assert max(steps) <= 1.6 * min(steps), steps
        pair = 2 * max(bar.w for bar in bars)  # air between neighbouring pairs
        assert min(steps) - pair >= 0.15 * min(steps), (steps, bars)
    finally:
        app.close()
