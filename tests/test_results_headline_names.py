"""The results' headline names the winner, once (hR50, the lead's ruling between critic C32,
"the name said twice", and C41, "the headline does not name the winner"): the headline is
the verdict with the name ("Ana câștigă!", a tie "Egalitate: Ana și Ion", a game played
alone its own line); the podium's blocks carry the names as they do; no third text on the
panel repeats the name (tests/test_results_name_once.py). In both languages."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

HEADS = {
    "ro": {"one": "Ștefania câștigă!", "computer": "Calculatorul câștigă!",
           "tie": "Egalitate: Ștefania și Ion", "three": "Egalitate: Ștefania, Ion și Dan",
           "solo": "Scorul tău final"},
    "en": {"one": "Ștefania wins!", "computer": "Computer wins!",
           "tie": "A tie: Ștefania and Ion", "three": "A tie: Ștefania, Ion and Dan",
           "solo": "Your final score"},
}


def _rows(case: str) -> list[ResultRow]:
    if case == "one":
        return [ResultRow(1, "Ștefania", 250, seat=0), ResultRow(2, "Ion", 190, seat=1)]
    if case == "computer":
        return [ResultRow(1, "IA", 250, True, seat=1), ResultRow(2, "Ștefania", 190, seat=0)]
    if case == "tie":
        return [ResultRow(1, "Ștefania", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
                ResultRow(3, "Dan", 190, seat=2)]
    if case == "three":
        return [ResultRow(1, "Ștefania", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
                ResultRow(1, "Dan", 250, seat=2)]
    return [ResultRow(1, "Ștefania", 168, seat=0)]


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("case", ["one", "computer", "tie", "three", "solo"])
def test_the_headline_is_the_verdict_with_the_winners_name(tmp_path, case, language):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        panel = results_over(app, _rows(case), 10.0)
        assert panel.headline() == HEADS[language][case]
        heads = [m for m in recorded_frame(panel, (1366, 768)).texts
                 if m.role == "results_headline"]
        assert [m.text for m in heads] == [HEADS[language][case]]  # drawn once, as said
    finally:
        app.close()


def test_a_ties_names_are_parted_by_the_catalogs_separator(tmp_path):
    # hR51 (review of round 50): the ", " between the tied names was hard-coded; a locale's
    # own separator (results.names_sep) parts them
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = results_over(app, _rows("three"), 10.0)
        said = app.tr

        def tr(key: str, **values: object) -> str:
            return " / " if key == "results.names_sep" else said(key, **values)

        app.tr = tr
        assert panel.headline() == "Egalitate: Ștefania / Ion și Dan"
    finally:
        app.close()
