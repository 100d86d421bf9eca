"""The 10 000 results can be compared (round 82, hF112, critic cB81 #11, ruling S109 3.):
under every step the same three quiet figures in the same order (turns, turns lost, hot
dice), whatever award stands on its plate; a player's own best is captioned "Cea mai bună
tură" (never the ambiguous "Cel mai bun al tău"); and "Obiectiv atins cu +N" stands under
the player who reached the goal (and started the last round), not under the one who passed
them in it."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.flow.results_detail import detail_lines, farkle_details
from game.i18n import Translator
from game.scenes.results import ResultsOverlay, ranking_rows
from tests.uihelpers import make_app
from tools.end_frames import ANA, ION, played

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RO = Translator.load("ro")


def _overtaken() -> FarkleGame:
    """Ana reached 5 000 first (5 100); Ion passed her in the last round (5 900)."""
    game = FarkleGame.new([Player("Ana"), Player("Ion")], target=5_000)
    played(game, [ANA, ((*ION[0], 1_000), ION[1], ION[2])])
    game.last_round_by = 0
    game.last_round_pending = []
    return game


def test_the_goal_line_stands_under_the_player_who_reached_the_goal():
    game = _overtaken()
    assert game.totals == [5_100, 5_900]
    ana, ion = (detail_lines(RO, d) for d in farkle_details(game))
    assert "Obiectiv atins cu +100" in ana
    assert not any(line.startswith("Obiectiv atins") for line in ion), ion


def test_every_column_says_the_same_three_figures_in_one_order(tmp_path):
    game = _overtaken()
    rows = ranking_rows(game.ranking(), game.players, farkle_details(game))
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True)
        labels = [[label for _, _, label in panel.podium_stats(row)] for row in rows]
        assert labels[0] == labels[1] == ["Ture", "Ture pierdute", "Zaruri fierbinți"], labels
        own = [panel.award_of(row) for row in rows]
        captions = [chip.label for chip in own if chip is not None and not chip.won]
        assert captions and all(c == "Cea mai bună tură" for c in captions), captions
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_quiet_figures_read_at_twenty_pixels(tmp_path, size):
    """(critic cB81: the stat rows were ~16 px at 1366×768) at least 20 px of em."""
    from game import theme
    from tests.uihelpers import recorded_frame

    game = _overtaken()
    rows = ranking_rows(game.ranking(), game.players, farkle_details(game))
    app = make_app(tmp_path, size=size)
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True)
        app.manager.push(panel, fade=False)
        panel.time = 10.0
        texts = recorded_frame(panel, size).texts
        quiet = [m for m in texts if m.text in ("Ture", "Ture pierdute", "Zaruri fierbinți")]
        assert len(quiet) == 6, [m.text for m in texts]
        assert all(m.size * theme.FONT_EM >= 20 for m in quiet), [m.size for m in quiet]
    finally:
        app.close()
