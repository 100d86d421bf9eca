"""The podium fills its room under the headline (critic round 30: "the empty band over a
2-3 player podium"): the winner's total stands close under the headline at rest, and its
pop grows into that air without ever reaching the headline; at every size and count."""

from __future__ import annotations

import pytest

from game.scenes.results_picture import digits_box
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", ["yams2", "yams3", "farkle3", "farkle7"])
def test_the_winners_total_stands_close_under_the_headline(tmp_path, size, case):
    rows = {"yams2": lambda: _yams(2), "yams3": lambda: _yams(3),
            "farkle3": lambda: _farkle(3), "farkle7": lambda: _farkle(7)}[case]()
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, rows, 10.0)
        frame = recorded_frame(panel, size)
        head = next(m for m in frame.texts if m.text == panel.headline())
        total = next(m for m in frame.texts if m.role == "celebration")
        assert total.rect.top - head.rect.bottom <= panel.px(40), (head.rect, total.rect)
        popped = 0
        for k in range(40):  # through the pop: never up to the headline
            panel.time = k * 0.1
            if not 0 < panel.pop_progress() < 1:
                continue
            popped += 1
            frame = recorded_frame(panel, size)
            grown = next(m for m in frame.texts if m.role == "celebration")
            digits = digits_box(grown.rect)  # (round 74, hY96: the steps take the line box's
            # accent room over the digits, which its pop never paints)
            assert digits.top >= head.rect.bottom, (panel.time, digits, head.rect)
        assert popped
    finally:
        app.close()
