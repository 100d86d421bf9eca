"""The icon rows' labels read at 1024x600 (critic round 30: "~11-12 px there"): each label
at least 15 px of em, broken onto two lines where its cell is too narrow for it on one
(never shrunk, never cut), and apart from its neighbour's ("partea de sus" never runs into
"partea de jos"); the players' figures under the podium and on the solo plate alike."""

from __future__ import annotations

import pytest

from game import theme
from game.flow.results_detail import farkle_details, yams_detail
from game.scenes.results import ResultRow
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _yams(count: int) -> list[ResultRow]:
    from game.rules.yams import PENTA_POINTS, Box, Scorecard

    cards = [Scorecard.from_points({**{box: 3 for box in Box}, Box.PENTA: PENTA_POINTS},
                                   bonus_pentas=1),
             Scorecard.from_points({**{box: 4 for box in Box}, Box.ONES: 5}),
             Scorecard.from_points({box: 2 for box in Box}),
             Scorecard.from_points({box: 1 for box in Box})][:count]
    names = ["Ștefania", "IA", "Țuțu", "Ana-Maria Popescu"][:count]
    return [ResultRow(k + 1, name, card.total, name == "IA", k, yams_detail(card))
            for k, (name, card) in enumerate(zip(names, cards, strict=True))]


def _farkle(count: int) -> list[ResultRow]:
    from types import SimpleNamespace

    names = ["Ștefania", "IA", "Țuțu", "Ana-Maria Popescu", "Ion", "Dan", "Ilinca"][:count]
    said = SimpleNamespace(players=names, turns_played=[14] * count,
                           banks=[[1_250, 600], [950], [800], [], [650], [600], [450]][:count],
                           busts=[2, 5, 3, 4, 6, 1, 7][:count],
                           hot_dice=[1, 0, 2, 0, 1, 0, 0][:count])
    details = farkle_details(said)
    return [ResultRow(k + 1, name, 10_000 - 700 * k, name == "IA", k, details[k])
            for k, name in enumerate(names)]


CASES = {"yams1": lambda: _yams(1), "yams2": lambda: _yams(2), "yams3": lambda: _yams(3),
         "yams4": lambda: _yams(4), "farkle3": lambda: _farkle(3), "farkle7": lambda: _farkle(7)}


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_labels_read_at_1024_whole_and_apart(tmp_path, case, language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        panel = results_over(app, CASES[case](), 10.0)
        frame = recorded_frame(panel, (1024, 600))
        labels = [m for m in frame.texts if m.role == "podium_stat_label"]
        assert labels
        assert all(m.size * theme.FONT_EM >= 15 for m in labels), [m.size for m in labels]
        gap = 2 * panel.px(8)  # a clear gap between two labels side by side
        for a in labels:
            assert panel.panel.contains(a.rect) and not a.text.endswith("…"), a.text
            for b in labels:
                if a is not b:
                    assert not a.rect.inflate(gap, 0).colliderect(b.rect), (a.text, b.text)
    finally:
        app.close()
