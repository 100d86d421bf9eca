"""Statistics' figures speak one number language (critic cC81 #15, change 3; ruling S111 3.):
a share of games reads as the wins read, a count of a few games ("2 din 4") and, from
RATE_LEAST_GAMES games on, the count with its rate ("13 (28,9 %)"), never a bare rate under a
count; a 10 000 mean is written as the Yams mean is, to its tenth ("9 612,5", never 9 612 for a
mean of 9 612.5)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.i18n import Translator, use_numbers
from game.scenes.stats_figures import RATE_LEAST_GAMES, player_figures


def _summary(kind, games, **extra):
    tally = SimpleNamespace(wins=13, best=312, upper_bonuses=13, pentas=4, best_turn=2_500,
                            hot_dice=3)
    base = dict(kind=kind, form=None, games=games, tally=tally, win_rate=13 / games,
                targets=[10_000], mean_total=9_612.5 if kind == "farkle" else 231.44,
                upper_bonus_rate=13 / games, usual_bank=450, bust_rate=0.2,
                points_per_turn=612.5)
    base.update(extra)
    return SimpleNamespace(**base)


@pytest.fixture
def tr():
    use_numbers("ro")
    return Translator.load("ro")


def _value(figures, label):
    return next(f.value for f in figures if f.label == label)


@pytest.mark.parametrize("games", [RATE_LEAST_GAMES, 45])
def test_the_upper_bonus_reads_as_the_wins_read(tr, games):
    figures = player_figures(_summary("yams", games), tr)
    wins = _value(figures, tr("stats.fig.wins"))
    bonus = _value(figures, tr("stats.fig.upper_bonus"))
    rate = f"{13 / games * 100:.1f}".replace(".", ",")
    assert wins == f"13 ({rate} %)"
    assert bonus == f"13 ({rate} %)", bonus


def test_a_few_games_upper_bonus_is_a_count_as_the_wins(tr):
    figures = player_figures(_summary("yams", 4, tally=SimpleNamespace(
        wins=2, best=300, upper_bonuses=2, pentas=0, best_turn=0, hot_dice=0)), tr)
    assert _value(figures, tr("stats.fig.upper_bonus")) == "2 din 4"
    assert _value(figures, tr("stats.fig.wins")) == "2 din 4"


def test_a_10000_mean_is_written_to_its_tenth_as_the_yams_mean(tr):
    farkle = player_figures(_summary("farkle", 12), tr)
    yams = player_figures(_summary("yams", 12), tr)
    assert _value(farkle, tr("stats.fig.mean")) == "9 612,5"
    assert _value(yams, tr("stats.fig.mean")) == "231,4"
    assert _value(farkle, tr("stats.fig.per_turn")) == "612,5"
    whole = player_figures(_summary("farkle", 12, mean_total=8_100.0), tr)
    assert _value(whole, tr("stats.fig.mean")) == "8 100"  # (no ",0" on a whole mean)
