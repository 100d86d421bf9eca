"""The pure statistics: chi-square p-values, the fairness verdict, tallies, histograms."""

from __future__ import annotations

import math
import random

import pytest

from game.i18n import Translator, format_decimal
from game.rules.yams import Box
from game.statistics import (
    MIN_THROWS,
    GameRecord,
    PlayerResult,
    chi_square_uniform,
    expert_box_means,
    fairness,
    histogram,
    places,
    players_seen,
    summarise,
    upper_gamma_q,
)


def test_upper_gamma_q_matches_known_values():
    # Q(1, x) = e^-x; Q(1/2, x) = erfc(√x); chi-square critical values of 5 degrees of freedom.
    for x in (0.1, 1.0, 3.0, 12.0):
        assert upper_gamma_q(1, x) == pytest.approx(math.exp(-x), rel=1e-12)
        assert upper_gamma_q(0.5, x) == pytest.approx(math.erfc(math.sqrt(x)), rel=1e-10)
    assert upper_gamma_q(2.5, 11.0705 / 2) == pytest.approx(0.05, abs=1e-5)
    assert upper_gamma_q(2.5, 15.0863 / 2) == pytest.approx(0.01, abs=1e-5)
    assert upper_gamma_q(2.5, 20.5150 / 2) == pytest.approx(0.001, abs=1e-6)
    assert upper_gamma_q(3, 0) == 1.0
    with pytest.raises(ValueError):
        upper_gamma_q(0, 1)


def test_perfectly_uniform_counts_give_p_one():
    test = chi_square_uniform([500] * 6)
    assert (test.statistic, test.p_value, test.dof, test.expected) == (0.0, 1.0, 5, 500.0)
    assert fairness([500] * 6)[0] == "fair"


def test_the_p_value_of_a_known_statistic():
    # 600 dice, one face 10 under and one 10 over: χ² = 2 with 5 degrees, p = 0.849145.
    test = chi_square_uniform([90, 110, 100, 100, 100, 100])
    assert test.statistic == pytest.approx(2.0)
    assert test.p_value == pytest.approx(0.849145, abs=1e-6)


def test_a_strongly_loaded_die_is_judged_loaded():
    # 600 throws, the six twice as often as each other face.
    verdict, test = fairness([86, 86, 86, 86, 86, 170])
    assert test.p_value < 1e-6 and verdict == "loaded"
    assert test.statistic == pytest.approx(sum((c - 100) ** 2 / 100 for c in
                                               [86, 86, 86, 86, 86, 170]))


def test_a_seeded_random_generator_is_judged_fair():
    rng = random.Random(14)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randint(1, 6) - 1] += 1
    verdict, test = fairness(counts)
    assert verdict == "fair" and test.p_value > 0.01


def test_too_few_throws_give_no_verdict():
    assert fairness([0] * 6)[0] == "not_enough"
    few = [MIN_THROWS // 6 - 1] * 5 + [0]  # lopsided, but too few to say
    assert sum(few) < MIN_THROWS and fairness(few)[0] == "not_enough"
    assert fairness([MIN_THROWS // 6] * 6)[0] == "fair"


def test_histogram_uses_round_bins_that_hold_every_value():
    bins = histogram([113, 187, 190, 254, 312], most_bins=8)
    assert [b.low for b in bins] == [100, 150, 200, 250, 300]
    assert all(b.high - b.low == 50 for b in bins)
    assert sum(b.count for b in bins) == 5 and histogram([]) == []
    assert histogram([250])[0].count == 1


def test_places_share_ties():
    assert places([200, 300, 200, 100]) == [2, 1, 2, 4]


SHEET = (3, 6, 9, 12, 15, 18, 20, 24, 25, 30, 40, 22, 50)
"""A legal complete Yams sheet: upper 63 (bonus), total 274 + 35."""


def _yams(date, *results):
    return GameRecord("yams", date, tuple(results))


def test_a_player_summary_adds_the_rolled_up_tally_and_the_kept_games():
    ana = PlayerResult("Ana", False, 309, 1, boxes=SHEET)
    low = PlayerResult("Ana", False, 0, 2, boxes=(0,) * 13)
    ia = PlayerResult("IA", True, 309, 1, boxes=SHEET)
    records = [_yams("2026-01-01T20:00:00", ana, ia),
               _yams("2026-01-02T20:00:00", low, PlayerResult("IA", True, 309, 1, boxes=SHEET))]
    s = summarise(records, {}, "yams", "Ana", False)
    assert (s.games, s.tally.wins, s.win_rate, s.mean_total, s.tally.best) == (2, 1, 0.5,
                                                                             154.5, 309)
    assert s.box_means()[Box.PENTA] == 25.0 and s.upper_bonus_rate == 0.5
    assert s.tally.pentas == 1 and s.recent == (309, 0) and s.form is None
    assert players_seen(records, {}) == [("Ana", False), ("IA", True)]
    assert summarise(records, {}, "farkle", "Ana", False).games == 0


def test_ten_thousand_figures_per_turn_bust_rate_and_usual_bank():
    dan = PlayerResult("Dan", False, 5300, 1, turns=8, busts=2,
                       banks=(300, 300, 500, 700, 1500, 2000))
    record = GameRecord("farkle", "2026-01-01T20:00:00", (dan,), target=5000)
    s = summarise([record], {}, "farkle", "Dan", False)
    assert s.points_per_turn == 5300 / 8 and s.bust_rate == 0.25
    assert s.usual_bank == 500 and s.tally.best_turn == 2000


def test_expert_means_come_from_the_shipped_simulation():
    means = expert_box_means()
    assert set(means) == set(Box)
    assert 1.5 < means[Box.ONES] < 3.5 and 15 < means[Box.SIXES] < 22
    assert 20 < means[Box.CHANCE] < 25 and 10 < means[Box.PENTA] < 35


def test_numbers_and_plurals_are_written_the_romanian_way():
    ro = Translator.load("ro")
    assert [ro.n("stats.dice.thrown", n) for n in (1, 2, 20, 101)] == [
        "1 zar aruncat", "2 zaruri aruncate", "20 de zaruri aruncate", "101 zaruri aruncate"]
    assert ro.n("stats.dice.thrown", 10_000) == "10 000 de zaruri aruncate"
    assert format_decimal(12345.67) == "12 345,7" and format_decimal(0.134, 2) == "0,13"
    en = Translator.load("en")
    assert en.n("stats.dice.thrown", 1) == "1 die thrown"
    assert en.n("stats.dice.thrown", 3) == "3 dice thrown"


def _farkle(date, target, total):
    """A one-player 10 000 game to ``target`` ending on ``total`` (banks of 50)."""
    dan = PlayerResult("Dan", False, total, 1, turns=total // 50, banks=(50,) * (total // 50))
    return GameRecord("farkle", date, (dan,), target=target)


def test_the_10000_histogram_charts_one_target_at_a_time_rolled_up_games_too():
    from game.storage.stats import StatsData

    kept = [_farkle("2026-01-01T20:00:00", 5000, 5050),
            _farkle("2026-01-02T20:00:00", 10000, 10050),
            _farkle("2026-01-03T20:00:00", 10000, 10300),
            _farkle("2026-01-04T20:00:00", 5000, 5200)]
    s = summarise(kept, {}, "farkle", "Dan", False)
    assert s.targets == (5000, 10000) and s.shown_target == 5000  # the latest game's
    assert s.histogram_totals(5000) == [5050, 5200]
    assert s.histogram_totals(10000) == [10050, 10300]
    assert s.histogram_totals(15000) == [] and s.histogram_totals(None) == []
    # rolled up into the archive, the targets stay apart (and survive the file)
    data = StatsData()
    for record in [*kept, _farkle("2026-01-05T20:00:00", 10000, 10000)]:
        data.add_game(record)
    data.add_game(_farkle("2026-01-06T20:00:00", 10000, 10100))
    import game.storage.stats as stats_module

    old_cap, stats_module.MAX_GAME_RECORDS = stats_module.MAX_GAME_RECORDS, 2
    try:
        data.add_game(_farkle("2026-01-07T20:00:00", 10000, 10150))
    finally:
        stats_module.MAX_GAME_RECORDS = old_cap
    tally = data.archive[("farkle", "Dan", False)]
    assert tally.target_totals == {5000: {5050: 1, 5200: 1}, 10000: {10050: 1, 10300: 1,
                                                                      10000: 1}}
    assert type(tally).from_dict(tally.to_dict()) == tally
    s = summarise(data.records, data.archive, "farkle", "Dan", False)
    assert s.shown_target == 10000 and s.histogram_totals(5000) == [5050, 5200]
    assert s.histogram_totals(10000) == [10000, 10050, 10100, 10150, 10300]
    # a tally claiming more games at a target than in all is refused
    bad = tally.to_dict()
    bad["target_totals"]["5000"]["10050"] = 1
    with pytest.raises(ValueError):
        type(tally).from_dict(bad)
    # a tally written before targets were counted still loads (its games in no target)
    old = tally.to_dict()
    del old["target_totals"]
    assert type(tally).from_dict(old).target_totals == {}
