"""A tie's stage names each winner (critic C69: "Egalitate!" over "Ana, Ștefania" in plain
text, no seat colour nor mark; round 70 gave each a pill of their own). Round 73 (hW75,
critics L72 #1, #3): the title is the game's one verdict, "Egalitate: Ana și Ștefania", every
winner named in it once; nothing under it names them again (no pills), each winner's block on
the podium carries their name over their seat's stripe."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def test_each_winner_of_a_tie_is_named_on_a_pill_in_their_seats_colour(tmp_path):
    # (its name kept for the planted bugs that cite it: each winner named once, in the
    # title, and on their block)
    # S43 (amended round 78): a Yams win has no win's stage any more; the tie's stage is a
    # 10 000 one (the last player's bank levels him with the leader), which keeps it
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = bank_the_win(app)
        stage = until_staged(app, "win")
        assert isinstance(stage, StageOverlay) and stage.picture is not None
        picture = stage.picture
        first, second = (table.flow.player_label(i) for i in (0, 1))
        assert picture.stamp == f"Egalitate: {first} și {second}" and picture.line == ""
        _, said = drawn(app, stage, 0.5)
        words = [t.text for t in said.texts if t.role == "stage"]
        assert words == [picture.stamp], words  # said once: no pill under it
        blocks = sorted(t.text for t in said.texts if t.role == "podium_winner")
        assert blocks == sorted([first, second]), blocks  # each over their part of the shared
        # step (the results' own podium, S9)
    finally:
        app.close()
