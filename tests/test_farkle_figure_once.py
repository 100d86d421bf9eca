"""The 10 000 table says each figure once (ruling S14, round 72; critics E71 and G71: a
selection of 600 showed "+600 în selecție", "Total tură 600", "După încasare 600" and
"Încasează 600" at once): while a selection is live its points are the ledger's "Total tură"
and the bank button's promise only; the ledger's pending row names it without a figure and
the Tura panel's foot row says the player's score as their row says it. Round 80 (hF102,
ruling S81 1.): the ledger's line of the throw being played says what it adds ("+600")."""

from __future__ import annotations

import re

import pytest

from game.i18n import Translator
from game.views.farkle_story import story
from game.views.farkle_views import bank_fact
from tests.test_farkle_flow import Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

TR = Translator.load("ro")


def _plain(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def test_a_live_selection_has_no_ledger_row_and_the_panel_says_the_score():
    table = Table((5, 5, 5, 1, 2, 3), totals=(3_450, 0))
    table.throw_and_keep(0, 1, 2, 3)  # 600 chosen on the mat, banking allowed
    rows, total = story(table.flow, TR)
    assert total == 600
    assert rows == [], rows  # (round 77, hF90, S26: no "în selecție" row; its dice on the mat)
    fact = bank_fact(table.flow, TR, True)
    assert fact is not None
    assert fact.label == TR("farkle.turn.score_label")
    assert _plain(fact.value) == "3 450"  # the row's figure, not the 4 050 banking makes
    assert fact.bar is not None and fact.bar > fact.bar_from  # the gold part: what it adds


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_selections_points_are_said_by_the_total_and_the_button_only(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)  # "Trei de 5 + un 1": 600
        play(app)  # (the buttons take their labels)
        frame = recorded_frame(table, size)
        said = [_plain(t.text) for t in frame.texts]
        six_hundred = [t for t in said if re.search(r"(?<![\d–-])600(?!\d)", t)]
        # "Total tură" 600, "Încasează 600" and (S81 1., round 80, hF102: never a bare
        # "Aruncarea 1" beside them) the throw's line's "+600", the entry the total sums
        # (S108 1., round 82: the button says its action, "Încasează", no figure)
        # (S114 4., round 82, hF113: on the turn's first throw the line shows its words
        # and dice; "Total tură" alone says the figure, no "+N" beside it)
        assert six_hundred == ["600"], (six_hundred, said)
        assert "Încasează" in said, said
        assert not any("După încasare" in t for t in said), said
        assert not any("în selecție" in t for t in said)  # (S26: its one home, the mat)
    finally:
        app.close()
