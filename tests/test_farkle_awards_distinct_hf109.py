"""The 10 000's awards mean something (round 81, hF109, ruling S86 amended round 81, hF109):
an award is a distinction. Two players hold the same one only when tied on its figure, and
then it is said as shared ("la egalitate"); a trivial figure (one hot dice) is never
shared, and never the award of a player who holds a better distinction. Checked on named
cases and over many random games (an injected ``random.Random``)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game.flow.farkle_honours import AWARD_ORDER, award_figures, awards, trivial


def _game(banks, busts, hot, turns):
    return SimpleNamespace(totals=[sum(b) for b in banks], banks=banks, busts=list(busts),
                           hot_dice=list(hot), turns_played=list(turns), target=10_000,
                           last_round_by=None, last_event=None,
                           players=[SimpleNamespace(name=f"P{i}", is_computer=False)
                                    for i in range(len(banks))])


def test_two_single_hot_dice_are_no_award_for_either() -> None:
    """Ana and Ion both rolled hot dice once, Dan never: no 'most hot dice' for one each;
    Ana keeps the game's turn, Ion his best average, Dan the fewest busts."""
    game = _game([[4_000, 3_000], [2_600, 2_500, 2_400], [1_000, 800]], [2, 2, 1], [1, 1, 0],
                 [4, 4, 4])
    given = awards(game)
    assert [a.key for a in given] == ["best_turn", "average", "fewest_busts"]
    assert not any(a.shared for a in given)


def test_a_tie_on_a_trivial_figure_leaves_the_player_their_own_best() -> None:
    """Two players' one hot dice each, nothing else they lead: their own best, no award."""
    game = _game([[5_000, 4_000], [1_500, 1_000], [1_200, 900]], [0, 3, 3], [0, 1, 1],
                 [2, 5, 5])
    given = awards(game)
    assert given[0].won
    assert [(a.key, a.won) for a in given[1:]] == [("own_best", False)] * 2


def test_a_tie_is_said_as_shared_when_it_is_the_players_best_distinction() -> None:
    game = _game([[3_000, 3_000], [3_000, 3_000], [2_000]], [1, 1, 2], [1, 1, 1], [3, 3, 3])
    given = awards(game)
    assert given[0].key == given[1].key == "best_turn"
    assert given[0].shared and given[1].shared and given[0].won
    assert given[2].key != "best_turn" and not given[2].shared


def test_a_distinction_of_ones_own_goes_before_a_shared_one() -> None:
    """Ana and Ion share the game's turn; Ion alone has the most hot dice: he says that."""
    game = _game([[3_000, 1_000], [3_000, 500, 500], [2_000]], [1, 1, 0], [0, 2, 0], [3, 3, 3])
    given = awards(game)
    assert given[1].key == "hot" and not given[1].shared
    assert given[0].key == "best_turn" and given[0].shared  # the truth: Ion's turn as big


def _random_game(rng: random.Random) -> SimpleNamespace:
    count = rng.randint(2, 4)
    banks, busts, hot, turns = [], [], [], []
    for _ in range(count):
        played = rng.randint(1, 9)
        lost = rng.randint(0, played)
        banks.append([rng.choice((300, 500, 1_000, 1_500, 2_000, 3_000))
                      for _ in range(played - lost)])
        busts.append(lost)
        hot.append(rng.choice((0, 0, 1, 1, 2, 3)))
        turns.append(played)
    return _game(banks, busts, hot, turns)


@pytest.mark.parametrize("seed", range(4))
def test_over_many_random_games_every_award_is_a_distinction(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(500):
        game = _random_game(rng)
        given = awards(game)
        figures = [award_figures(game, i) for i in range(len(given))]
        for i, award in enumerate(given):
            if not award.won:
                assert award.key == "own_best" and not award.shared
                continue
            ranks = [f[award.key][1] for f in figures if f[award.key] is not None]
            mine = figures[i][award.key]
            assert mine is not None and mine[1] == max(ranks)  # truly the best
            others = [j for j, a in enumerate(given) if j != i and a.key == award.key]
            assert not others or award.shared  # two the same award: said as shared
            holders = [j for j, f in enumerate(figures) if f[award.key] == mine]  # (alike)
            assert award.shared == (len(holders) > 1), (game, given)
            assert not (award.shared and trivial(award.key, mine[0])), (game, given)
            better = [kind for kind in AWARD_ORDER
                      if figures[i][kind] is not None and not trivial(kind, figures[i][kind][0])
                      and [f[kind] for f in figures].count(figures[i][kind]) == 1
                      and figures[i][kind][1] == max(f[kind][1] for f in figures
                                                      if f[kind] is not None)]
            if better:  # a distinction of one's own is said before a shared or trivial one
                assert not award.shared and not trivial(award.key, mine[0]), (game, given)
