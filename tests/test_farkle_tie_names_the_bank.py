"""A tie's win names every tied player and says it short (critic C50 defect 5: "Jucătorul 1:
+1 000 la ultima încasare · cu 5 900 de puncte · apoi Calculatorul 5 300" ran nearly the full
width at 1024 and credited one of the tied players only). hR51 reverses hB31's promise (the
caption opening with whose bank ended the tie, critic round 31 §3): the tied players' names
stand together on the stage's line, each on a pill of their own with the score they share
(round 70: no caption under them saying it again). Round 73 (hW75, critics L72 #1, #3): the
names stand in the title itself, the game's one verdict "Egalitate: Jucătorul 1 și Jucătorul
2", and nothing under it names them again (no pills: the podium's blocks name them)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_ties_stage_names_all_tied_players_in_a_short_line(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = bank_the_win(app)  # Jucătorul 1 banks 1 000: 5 900, level with Jucătorul 2
        stage = until_staged(app, "win")
        picture = stage.picture
        assert picture.stamp == "Egalitate: Jucătorul 1 și Jucătorul 2"  # every one named
        # in the title (round 73: no one tied player credited alone, C50), said once: no
        # pills nor line under it (C69's "no caption coming late" kept), the score they
        # share over their columns alone (round 71, critic D70)
        assert picture.line == "" and not picture.caption  # (a tie's pills and their
        # scores retired in round 74: no field to fill)
        assert table.game.finished
    finally:
        app.close()
