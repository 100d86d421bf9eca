"""A person keeps their colour and mark across a rematch: New Game gives each player a style
(by their place in New Game's order, the computer its own), the rematch turns the seats round
with the styles on them, and a saved game keeps them (checked when read; an older save
without them still loads, its seats styled by their rank)."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.game_setup import new_engine_game, rematch_players
from game.storage.validators import DamagedFileError, validate_savegame
from game.widgets.seats import COMPUTER_STYLE, player_style

PEOPLE = [Player("Ana"), Player("Bia"), Player("Cora"), Player("IA", is_computer=True)]


def _styles(players) -> dict[str, int]:
    return {p.name: player_style(players, i) for i, p in enumerate(players)}


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_a_rematch_keeps_each_persons_style(kind):
    game = new_engine_game(kind, PEOPLE)
    first = _styles(game.players)
    assert first == {"Ana": 0, "Bia": 1, "Cora": 2, "IA": COMPUTER_STYLE}
    players = game.players
    for _ in range(len(PEOPLE)):  # a rematch after a rematch after …
        players = new_engine_game(kind, rematch_players(players)).players
        assert _styles(players) == first


def test_a_saved_game_keeps_the_styles_and_an_old_one_still_loads():
    game = new_engine_game("yams", rematch_players(new_engine_game("yams", PEOPLE).players))
    state = game.to_dict()
    assert [p["style"] for p in state["players"]] == [1, 2, COMPUTER_STYLE, 0]
    kind, checked = validate_savegame({"kind": "yams", "state": state})
    back = YamsGame.from_dict(checked)
    assert _styles(back.players) == _styles(game.players)

    old = YamsGame.new(PEOPLE).to_dict()  # saved before styles: none in the file
    assert all("style" not in p for p in old["players"])
    back = YamsGame.from_dict(validate_savegame({"kind": "yams", "state": old})[1])
    assert _styles(back.players) == {"Ana": 0, "Bia": 1, "Cora": 2, "IA": COMPUTER_STYLE}
    assert _styles(rematch_players(back.players)) == _styles(back.players)


@pytest.mark.parametrize("style", [-1, 7, "1", 1.5, True, None])
def test_a_saved_style_out_of_range_or_shared_is_damage(style):
    state = new_engine_game("yams", PEOPLE).to_dict()
    state["players"][0]["style"] = style
    with pytest.raises(DamagedFileError):
        validate_savegame({"kind": "yams", "state": state})
    state["players"][0]["style"] = state["players"][1]["style"]  # two people, one style
    with pytest.raises(DamagedFileError):
        validate_savegame({"kind": "yams", "state": state})
