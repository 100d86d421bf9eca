"""The third step carries its medal as the others do (hR64, critic C64: "the third step's
blank face"): its "3" written on a whole disc of its metal (the same rule as the "1" and
the "2": a figure on a disc sized to it, never a disc cut smaller than its figure's), that
disc filling its face under the token standing on the step (growing with its step as the
others do), at every window size, over a list of seven players too.

Amended in round 77 (hW80, ruling S29): the "3", as every place, is written large straight
on its step's metal, no disc under it (on the disc it stood a third of the disc's height):
its numeral stands whole under the token, on its face, filling it as the disc did."""

from __future__ import annotations

import pytest

from game.widgets import layout_record, podium
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = {"yams3": lambda: _yams(3), "yams4": lambda: _yams(4),
         "farkle3": lambda: _farkle(3), "farkle7": lambda: _farkle(7)}


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_third_steps_medal_is_whole_and_fills_its_face(tmp_path, size, case):
    app = make_app(tmp_path, size=size)
    try:
        rows = CASES[case]()
        panel = results_over(app, rows, 10.0)
        panel.layout(app.screen.get_size())
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin()
            panel.draw(app.screen)
            marks = {m.text: m for m in layout_record.frame().texts
                     if m.role == "podium_place"}
        finally:
            layout_record.stop()
        scale = panel.scale
        below = panel._figures_height(panel.podium.w)
        third = next(step for row, step in podium.steps(panel.podium, rows, scale, below)
                     if row.place == 3)
        three = marks["3"].rect
        side = podium.token_side(scale)  # the token on the lid: its foot (ring included)
        foot = third.top - podium.top_depth(scale) // 2 + side // 2 + max(2, side // 24)
        assert three.top >= foot, (three, foot)  # clear under the token
        assert three.bottom <= third.bottom, (three, third)  # on its face
        assert three.h >= 0.55 * (third.bottom - foot), (three, foot, third)  # filling
        assert marks["3"].size == marks["2"].size  # one size (round 72, G71 #10)
    finally:
        app.close()
