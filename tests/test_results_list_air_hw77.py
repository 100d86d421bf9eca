"""The results' list columns breathe (round 75, hW77, critic cA75 at 1024x600: over the fourth
Yams player "Partea de sus Partea de jos" ran together ~6 px apart): two neighbouring column
labels stand at least :data:`LEAST_AIR` of their type's size apart, at every size, with
the Yams and the 10 000 lists."""

from __future__ import annotations

import pytest

from game import theme
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_AIR = 0.9
"""Between two labels' ink, this many times the labels' type size (an em: a word's space
is a third of one)."""


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", ["farkle7", "yams4"])
def test_the_listed_columns_labels_stand_apart(tmp_path, size, case):
    rows = {"farkle7": lambda: _farkle(7), "yams4": lambda: _yams(4)}[case]()
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, rows, 10.0)
        frame = recorded_frame(panel, size)
        parts = [m for m in frame.texts if m.role == "list_stat_label"]
        assert parts
        em = max(m.size * theme.FONT_EM for m in parts)
        heads: dict[int, list] = {}  # a label on two lines: one column
        for m in parts:
            key = next((c for c in heads if abs(c - m.rect.centerx) <= 1), m.rect.centerx)
            heads.setdefault(key, []).append(m.rect)
        boxes = sorted((r[0].unionall(r) for r in heads.values()), key=lambda r: r.x)
        for a, b in zip(boxes, boxes[1:], strict=False):
            assert b.left - a.right >= LEAST_AIR * em, (a, b, em)
    finally:
        app.close()
