"""Tied steps stand apart (hR64, critic C64: "the tied steps touch"): two winners' blocks,
each lit by its warm glow, keep the dark gap every pair of steps has between them; their
glows light the felt round the pair, never the gap between them (two halos over it read
as one gold slab), at every window size."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow
from game.widgets import podium
from tests.results_panel import results_over
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [(1, "Ștefania", 70), (1, "Țuțu", 70), (3, "Calculatorul", 30)]


def _light(colour) -> int:
    return sum(tuple(colour)[:3])


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
def test_the_gap_between_tied_steps_is_the_felts(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(place, name, total, seat=k)
                for k, (place, name, total) in enumerate(ROWS)]
        panel = results_over(app, rows, 10.0)
        panel._confetti.clear()  # (falling paper over the gap is not the gap)
        panel.layout(app.screen.get_size())
        panel._confetti.clear()
        panel.draw(app.screen)
        below = panel._figures_height(panel.podium.w)
        placed = [step for _, step in podium.steps(panel.podium, rows, panel.scale, below)]
        left, right = placed[0], placed[1]  # the two winners, side by side
        gap = right.left - left.right
        assert gap >= podium.theme.px(podium.STEP_GAP, panel.scale) - 1
        y = left.centery
        above = left.top - podium.top_depth(panel.scale) - panel.px(40)  # over the gap,
        felt = app.screen.get_at(((left.right + right.left) // 2, above))  # past the glow:
        # the gap between two blocks is that felt
        for x in range(left.right + 1, right.left - 1):
            seen = app.screen.get_at((x, y))
            assert _light(seen) <= _light(felt) + 40, (x, tuple(seen), tuple(felt))
    finally:
        app.close()
