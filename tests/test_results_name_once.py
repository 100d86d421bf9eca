"""The winner's name is said once on the results (critic C32, 10 000: "the winner's name
said twice", "Câștigă Jucătorul 1!" over "Jucătorul 1" on the podium): the podium writes it
over the winner's block, and the headline celebrates without it, in both games and
languages; a tie and a game played alone keep their own headlines."""

from __future__ import annotations

import pytest

from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("case", ["farkle2", "farkle3", "farkle7", "yams3"])
def test_the_winners_name_is_written_once(tmp_path, case, language):
    rows = {"farkle2": lambda: _farkle(2), "farkle3": lambda: _farkle(3),
            "farkle7": lambda: _farkle(7), "yams3": lambda: _yams(3)}[case]()
    app = make_app(tmp_path, size=(1366, 768))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        panel = results_over(app, rows, 10.0)
        name = panel.shown_name(panel.winners[0])
        texts = [m.text for m in recorded_frame(panel, (1366, 768)).texts]
        assert panel.headline() in texts
        assert name not in panel.headline()
        assert sum(name in text for text in texts) == 1, texts  # on the podium alone
        assert [m.role for m in recorded_frame(panel, (1366, 768)).texts
                if m.text == name] == ["podium_winner"]
    finally:
        app.close()
