"""The winner's trophy reads at every size (hR25, critic: "the trophy is small at 1024x600 and
on low podiums"): on a low step (seven players) it stands beside the badge, the pair centred,
as tall as the step's face allows, never a small cup squeezed over the "1"."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow
from game.widgets import podium
from tests.results_panel import results_over
from tests.uihelpers import make_app
from tools.screens_results import _seven

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
@pytest.mark.parametrize("count", [3, 7])
def test_the_winners_trophy_is_large_on_every_podium(tmp_path, monkeypatch, size, count):
    drawn = []
    real = podium.draw_icon

    def spy(surface, name, side, colour, centre, **kw):
        drawn.append((side, centre))
        return real(surface, name, side, colour, centre, **kw)

    monkeypatch.setattr(podium, "draw_icon", spy)
    app = make_app(tmp_path, size=size)
    try:
        if count == 7:
            panel = _seven(app)
        else:
            panel = results_over(app, [ResultRow(1, "Ana", 250, seat=0),
                                       ResultRow(2, "Ion", 200, seat=1),
                                       ResultRow(3, "Dan", 150, seat=2)])
        panel.time = 10.0
        drawn.clear()
        panel.draw(app.screen)
        below = panel._figures_height(panel.podium.w)
        placed = podium.steps(panel.podium, panel.rows, panel.scale, below)
        step = next(rect for row, rect in placed if row.place == 1)
        assert len(drawn) == 1, drawn  # one trophy
        side, (x, y) = drawn[0]
        assert side >= 0.4 * step.h, (side, step)  # large on its step
        assert side >= panel.px(40), (side, panel.px(40))
        assert step.left <= x - side // 2 and x + side // 2 <= step.right  # on the step
        assert step.top <= y - side // 2 and y + side // 2 <= step.bottom, (y, side, step)
    finally:
        app.close()
