"""The last round's "needed" figure has one meaning and one number (critic B41: the Tura panel
said "Necesar în tură: 3 150" and the computer's plan "Îmi trebuie 3 101 ca să trec de
10 450" for the same thing). Scores are multiples of 50, so the least total that beats the
leader is the leader's + 50: what a turn needs is that total less the player's own
(``game.rules.farkle.points_to_pass``, computed once); "De depășit" names the figure to beat."""

from __future__ import annotations

from game.ai import farkle as farkle_ai
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.i18n import format_int
from game.rules.farkle import points_to_pass
from game.widgets.computer_reason import aim_sentence
from tests.uihelpers import make_app


def _last_round(totals: tuple[int, int]) -> FarkleGame:
    game = FarkleGame.new([Player("Ana"), Player("Calculatorul", is_computer=True)], 10_000)
    game.totals[:] = list(totals)
    game.last_round_by, game.last_round_pending, game.current = 0, [1], 1
    return game


def test_the_least_total_that_beats_the_leader_is_fifty_more():
    assert points_to_pass(10_450, 7_350) == 3_150
    assert points_to_pass(5_000, 4_850) == 200


def test_the_computers_plan_and_the_turn_panel_say_one_figure(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        from game.scenes.farkle_table import FarkleTableScene

        game = _last_round((10_450, 7_350))
        scene = FarkleTableScene(app, game)
        need = scene.flow.lead_need()
        assert need == 3_150 == farkle_ai.needed_to_win(game)
        assert farkle_ai.current_threshold(game) == need
        said = aim_sentence(app.tr, game)
        assert format_int(need) in said and format_int(10_450) in said, said
    finally:
        app.close()
