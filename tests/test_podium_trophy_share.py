"""The winner's trophy is the same share of its step at every window size (hR64, critic
C64: at 1024x600 a small cup stood over the "1", beside it large at the larger windows):
of its face's height, within 0.15 of the 1920x1080 podium's, for two and three players
of both games."""

from __future__ import annotations

import pytest

from game.widgets import podium
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = {"yams2": lambda: _yams(2), "yams3": lambda: _yams(3), "farkle3": lambda: _farkle(3)}


def _share(tmp_path, size, case) -> float:
    app = make_app(tmp_path, size=size)
    try:
        rows = CASES[case]()
        panel = results_over(app, rows, 10.0)
        panel.layout(size)
        panel.draw(app.screen)
        below = panel._figures_height(panel.podium.w)
        step = next(step for row, step in podium.steps(panel.podium, rows, panel.scale, below)
                    if row.place == 1)
        face = step.h - podium.band_px(panel.scale)
        return panel.winner_cups[0].h / face
    finally:
        app.close()


@pytest.mark.parametrize("case", list(CASES))
def test_the_trophy_is_one_share_of_its_step_at_every_size(tmp_path, case):
    large = _share(tmp_path / "a", (1920, 1080), case)
    for size in ((1366, 768), (1024, 600)):
        share = _share(tmp_path / f"{size[0]}", size, case)
        assert abs(share - large) <= 0.15, (size, share, large)  # (the window's aspect:
        # its width across binds it at 1024x600)
