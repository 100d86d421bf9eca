"""The winner's name is said by the headline and the winner's block, and by nothing else on
the results (hR50, the lead's ruling between critic C32, "the winner's name said twice",
and C41, "the headline does not name the winner"): the headline is the verdict with the
name ("Ana câștigă!", "Egalitate: Ana și Ion"), the podium writes it over the winner's
block, no third text repeats it; in both games and languages. (hR40 had the name once, on
the podium, the headline celebrating without it: this test held that, rewritten to the
ruling.)"""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _tie() -> list[ResultRow]:
    return [ResultRow(1, "Ștefania", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
            ResultRow(3, "Dan", 190, seat=2)]


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("case", ["farkle2", "farkle3", "farkle7", "yams3", "tie"])
def test_the_winners_name_is_written_by_the_headline_and_its_block_alone(tmp_path, case,
                                                                         language):
    rows = {"farkle2": lambda: _farkle(2), "farkle3": lambda: _farkle(3),
            "farkle7": lambda: _farkle(7), "yams3": lambda: _yams(3), "tie": _tie}[case]()
    app = make_app(tmp_path, size=(1366, 768))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        panel = results_over(app, rows, 10.0)
        texts = recorded_frame(panel, (1366, 768)).texts
        assert [m.text for m in texts if m.role == "results_headline"] == [panel.headline()]
        for winner in panel.winners:
            name = panel.shown_name(winner)
            saying = sorted(m.role for m in texts if name in m.text)
            assert saying == ["podium_winner", "results_headline"], (name, saying)
    finally:
        app.close()
