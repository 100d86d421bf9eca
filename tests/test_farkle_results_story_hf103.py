"""The 10 000's results tell the game's decisive moment in one line and give each player one
award (round 80, hF103, ruling S86; critic cB79 #13, change 5)."""

from __future__ import annotations

from types import SimpleNamespace

from game.engine.farkle import EventKind
from game.flow.farkle_honours import AWARD_ORDER, awards, decisive_moment
from game.flow.results_detail import farkle_details


def _game(totals, banks, busts, hot, turns, *, by=None, last=None, target=10_000):
    event = None if last is None else SimpleNamespace(kind=EventKind.BANKED, player=last,
                                                      points=banks[last][-1])
    return SimpleNamespace(totals=list(totals), banks=banks, busts=list(busts),
                           hot_dice=list(hot), turns_played=list(turns), target=target,
                           last_round_by=by, last_event=event,
                           players=[SimpleNamespace(name=f"P{i}", is_computer=False)
                                    for i in range(len(totals))])


def test_a_last_round_overtake_is_the_decisive_moment() -> None:
    """Ion (1) passes Ana (0), who reached the target first, with his last bank."""
    game = _game([10_200, 10_450], [[5_000, 5_200], [4_000, 5_200, 1_250]], [1, 2], [0, 1],
                 [3, 5], by=0, last=1)
    phrase = decisive_moment(game)
    assert phrase is not None and phrase.key == "results.story.overtake"
    assert dict(phrase.params) == {"player": 1, "points": 1_250}


def test_a_leader_who_held_on_reached_the_target_first() -> None:
    """Ana reached 10 000 on her 14th turn and nobody passed her."""
    game = _game([10_300, 8_000], [[10_300], [8_000]], [13, 2], [0, 0], [14, 13], by=0, last=1)
    phrase = decisive_moment(game)
    assert phrase is not None and phrase.key == "results.story.reached"
    assert dict(phrase.params) == {"player": 0, "target": 10_000, "turn": 14}


def test_a_tie_made_in_the_last_round_says_who_drew_level() -> None:
    game = _game([5_900, 5_900], [[4_900, 1_000], [5_900]], [0, 0], [0, 0], [2, 1], by=1,
                 last=0)
    phrase = decisive_moment(game)
    assert phrase is not None and phrase.key == "results.story.level"
    assert dict(phrase.params) == {"player": 0, "points": 1_000}


def test_no_story_for_a_game_alone() -> None:
    game = _game([10_000], [[10_000]], [0], [0], [1], by=0, last=0)
    assert decisive_moment(game) is None


def test_each_player_gets_one_award_and_never_anothers() -> None:
    """Ana has the best turn, Ion the most hot dice, Maria the fewest busts: one each."""
    game = _game([10_450, 9_000, 7_000],
                 [[2_000, 8_450], [1_500, 1_500, 6_000], [1_000] * 7],
                 [3, 4, 1], [0, 3, 1], [5, 7, 8])
    given = awards(game)
    assert [award.key for award in given] == ["best_turn", "hot", "fewest_busts"]
    assert [award.value for award in given] == [8_450, 3, 1]
    assert all(award.won for award in given)


def test_an_award_is_shared_only_on_a_tie() -> None:
    game = _game([6_000, 6_000, 2_000], [[3_000, 3_000], [3_000, 3_000], [2_000]], [1, 1, 2],
                 [1, 1, 1], [3, 3, 3])
    given = awards(game)
    assert given[0].key == given[1].key == "best_turn"
    assert given[0].won and given[1].won and given[2].key != "best_turn"


def test_a_player_leading_nothing_keeps_their_own_best_turn_unawarded() -> None:
    game = _game([9_000, 4_000], [[5_000, 4_000], [2_000, 2_000]], [0, 1], [2, 0], [2, 3])
    given = awards(game)
    assert given[0].won and given[0].key in AWARD_ORDER
    assert given[1].key == "own_best" and not given[1].won and given[1].value == 2_000


def test_the_details_carry_the_award_and_the_winners_story() -> None:
    game = _game([10_200, 10_450], [[5_000, 5_200], [4_000, 5_200, 1_250]], [1, 2], [0, 1],
                 [3, 5], by=0, last=1)
    details = farkle_details(game)
    keys = [[phrase.key for line in detail for phrase in line] for detail in details]
    assert any(key.startswith("results.award.") for key in keys[0])
    assert "results.story.overtake" in keys[1] and "results.story.overtake" not in keys[0]
