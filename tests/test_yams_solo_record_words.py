"""The solo standings row says the record as a record (round 75, critic cA75: "Recordul de
bătut · Ana 263 · încă 234" read as if Ana had 263 while her card said 30): the figure is
named the record ("Recordul: 263") and the points missing are said to the person ("îți mai
trebuie 234"), in both languages, never a bare figure beside the name."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.i18n import Translator
from game.rules.yams import Box, Scorecard
from game.views.yams_standings import rows_of, widest_rows


def _alone(points: dict[Box, int]) -> YamsGame:
    return YamsGame([Player("Ana")], [Scorecard.from_points(points)])


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_solo_row_names_its_figure_the_record_never_a_bare_score(language):
    tr = Translator.load(language)
    [row] = rows_of(_alone({Box.CHANCE: 30}), tr, best=263)
    assert row.total == tr("yams.standings.best_figure", points="263") != "263"
    assert "263" in row.total and "234" in row.gap
    wide = widest_rows([row], tr)[0]  # laid out for the record's words, not a bare figure
    assert wide.total == tr("yams.standings.best_figure", points="888")
    if language == "ro":
        assert (row.total, row.gap) == ("Recordul: 263", "îți mai trebuie 234")
    else:
        assert (row.total, row.gap) == ("Record: 263", "234 to go")
