"""Every word a player reads on the results is at least 16 px of em on the small windows
(critic C71: the list's column headers ~11 px, the stat labels ~12 px, "Data viitoare
câștigi tu!", "Ture", "Cea mai bună" ~14 px at 1366×768): measured on the sizes the panel
draws its texts at, 1024×600 and 1366×768, both games, one to seven players."""

from __future__ import annotations

import pytest

from game.widgets.text import em_px
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

LEAST_EM = 16
"""The least em in pixels of any text the results draw, on every window."""

CASES = {"yams1": lambda: _yams(1), "yams2": lambda: _yams(2), "yams4": lambda: _yams(4),
         "farkle2": lambda: _farkle(2), "farkle7": lambda: _farkle(7)}


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("case", sorted(CASES))
def test_every_word_on_the_results_reads_at_16_px(tmp_path, case, size):
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, CASES[case](), 10.0)
        frame = recorded_frame(panel, size)
        small = sorted({(m.text, em_px(m.size)) for m in frame.texts
                        if m.text.strip() and em_px(m.size) < LEAST_EM})
        assert len(frame.texts) > 5
        assert not small, small
    finally:
        app.close()
