"""The end of a game says one thing (critic B50, end_1024_0330): when the last player's bust
ends the game, "Partida s-a încheiat" over the dice is never joined by the last round's strip
still saying "Ultima tură · mai joacă: Ion": once the ending is said the strip gives way, and
nothing says the game is over before the bust's dice are seen."""

from __future__ import annotations

from game.i18n import Translator
from game.views.farkle_views import bank_fact
from tests.test_farkle_flow import DT, LAND, Table


def test_the_strip_gives_way_when_the_last_bust_ends_the_game():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 6, 2), totals=(9_400, 7_350))
    flow = table.flow
    table.throw_and_keep(*range(4))
    flow.press_bank()  # Ana reaches 10 450: Ion's last turn
    for _ in range(round(12 / DT)):
        table.run(DT)
        if flow.last_round_strip() is not None:
            break
    assert flow.last_round_strip() is not None  # "mai joacă: Ion"
    flow.press_roll()  # Ion busts: the engine ends the game at once
    assert table.game.finished
    said_over = False
    for _ in range(round((LAND + 3) / DT)):
        table.run(DT)
        prompt = flow.prompt()
        over = prompt is not None and prompt.key == "farkle.game_over"
        if flow.in_the_air:  # nothing of the roll before its dice are seen: the Tura
            # panel's fact row stays ("—") as on any throw, never gone with the game
            assert not over
            assert bank_fact(flow, Translator.load("ro"), False) is not None
            continue
        said_over = said_over or over
        if over:  # one voice: the ending, never "mai joacă: Ion" with it
            assert flow.last_round_strip() is None
    assert said_over
