"""Every column of the results' list is labelled (critic C32 and earlier: "every column
labelled with seven players"): over the listed players (the fourth on) a header line names
each icon column in the podium's label type (bold, cream), centred over that column's
figures in every row, clear of the rows, inside the card; at every size."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import theme
from game.flow.results_detail import stats
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
@pytest.mark.parametrize("case", ["farkle7", "yams4"])
def test_every_listed_column_is_labelled(tmp_path, size, case):
    rows = {"farkle7": lambda: _farkle(7), "yams4": lambda: _yams(4)}[case]()
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, rows, 10.0)
        frame = recorded_frame(panel, size)
        # the figures every rank says (hR51: over a long list the podium's two, the same
        # for the rows, critic C50; all four before, the podium saying two)
        said = [label for _, _, label in panel.stats_of(rows[3])]
        assert said == [app.tr(stat.label) for stat in stats(rows[3].detail)][:len(said)]
        parts = [m for m in frame.texts if m.role == "list_stat_label"]
        assert all(m.size * theme.FONT_EM >= 15 for m in parts)
        heads = []  # a label broken onto two lines: one head, its lines over one centre
        for centre in sorted({m.rect.centerx for m in parts}):
            lines = sorted((m for m in parts if abs(m.rect.centerx - centre) <= 1),
                           key=lambda m: m.rect.top)
            if any(abs(h.rect.centerx - centre) <= 1 for h in heads):
                continue
            rect = lines[0].rect.unionall([m.rect for m in lines])
            heads.append(SimpleNamespace(text=" ".join(m.text for m in lines), rect=rect))
        assert sorted(m.text for m in heads) == sorted(said), [m.text for m in heads]
        figures = [m for m in frame.texts if m.role == "list_stat"]
        columns = len(said)
        assert len(figures) == columns * len(panel.list_rows)
        first = min(rect.top for rect in panel.row_rects)
        for k, head in enumerate(sorted(heads, key=lambda m: m.rect.centerx)):
            assert panel.panel.contains(head.rect) and head.rect.bottom <= first + 1, head
            for r in range(len(panel.list_rows)):  # over its column's figure, every row
                row = sorted(figures[r * columns:(r + 1) * columns],
                             key=lambda m: m.rect.centerx)
                figure = row[k].rect
                assert head.rect.left <= figure.right and figure.left <= head.rect.right, \
                    (head.text, head.rect, figure)
        for a in heads:  # apart from each other
            for b in heads:
                assert a is b or not a.rect.colliderect(b.rect), (a.text, b.text)
    finally:
        app.close()
