"""The figures' labels under the podium say what they count (critic C41: "pierdute",
"fierbinți" read cryptic): "Ture pierdute", "Zaruri fierbinți" (the glossary's words for a
turn lost and for hot dice) under "Ture" and "Cea mai bună" (their icons, the turn and the
star, say the rest: longer, they broke onto two lines over a long list); the Yams labels
alike, each a label of its own (a capital, not a phrase run on from its figure); in both
languages, drawn whole where a cell holds them (1920x1080)."""

from __future__ import annotations

import pytest

from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LABELS = {
    ("farkle", "ro"): ["Ture", "Cea mai bună", "Ture pierdute", "Zaruri fierbinți"],
    ("farkle", "en"): ["Turns", "Best turn", "Busts", "Hot dice"],
    ("yams", "ro"): ["Partea de sus", "Partea de jos", "Bonusuri", "Penta"],
    ("yams", "en"): ["Upper section", "Lower section", "Bonuses", "Penta"],
}


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("game", ["farkle", "yams"])
def test_each_figure_is_labelled_by_what_it_counts(tmp_path, game, language):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        rows = _farkle(3) if game == "farkle" else _yams(3)
        panel = results_over(app, rows, 10.0)
        for row in panel.rows:
            assert [label for _, _, label in panel.stats_of(row)] == LABELS[game, language]
        drawn = [m.text for m in recorded_frame(panel, (1920, 1080)).texts
                 if m.role == "podium_stat_label"]
        for label in LABELS[game, language]:
            assert drawn.count(label) == 3, (label, drawn)  # whole under every step
    finally:
        app.close()


def test_a_game_played_alone_labels_its_figures_alike(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = results_over(app, _farkle(1), 10.0)
        drawn = [m.text for m in recorded_frame(panel, (1920, 1080)).texts
                 if m.role == "podium_stat_label"]
        assert sorted(drawn) == sorted(LABELS["farkle", "ro"]), drawn
    finally:
        app.close()
