"""A game played alone against the person's best: read from the statistics, beaten or not."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.flow.personal_best import best_phrase, first_record, is_new_best, previous_best
from game.statistics import PlayerTally
from game.stats_records import GameRecord, PlayerResult


def _record(name: str, total: int, computer: bool = False) -> GameRecord:
    return GameRecord("yams", "2026-01-01T10:00:00",
                      (PlayerResult(name, computer, total, 1),))


def test_the_best_is_the_persons_own_highest_total_kept_or_rolled_up():
    archive = {("yams", "Ana", False): PlayerTally(games=3, best=251)}
    stats = SimpleNamespace(data=SimpleNamespace(
        records=[_record("Ana", 180), _record("Ana", 240), _record("Ion", 300),
                 _record("Ana", 999, computer=True)], archive=archive))
    assert previous_best(stats, "yams", "Ana") == 251
    stats.data.archive = {}
    assert previous_best(stats, "yams", "Ana") == 240  # not Ion's, not a computer's
    assert previous_best(stats, "yams", "Dan") is None  # no game yet
    assert previous_best(None, "yams", "Ana") is None


def test_only_beating_a_best_already_set_is_a_new_best():
    assert is_new_best(240, 241) and not is_new_best(240, 240) and not is_new_best(None, 27)
    assert best_phrase(240, 241).key == "results.new_best"
    assert dict(best_phrase(240, 27).params) == {"points": 240}
    assert best_phrase(None, 27) is None  # a first game's 27 is not called a record


def test_a_best_not_beaten_is_said_plainly_with_how_far_it_is():
    from game.flow.results_detail import say
    from game.i18n import Translator

    RO = Translator.load("ro")

    assert say(RO, best_phrase(212, 186)) == "Record: 212 · îți lipsesc 26 de puncte"
    assert say(RO, best_phrase(212, 209)) == "Record: 212 · îți lipsesc 3 puncte"
    assert say(RO, best_phrase(212, 211)) == "Record: 212 · îți lipsește 1 punct"
    assert say(RO, best_phrase(212, 212)) == "Record egalat: 212"
    assert say(RO, best_phrase(212, 213)) == "Nou record!"


def test_a_first_game_sets_a_record_only_when_the_statistics_kept_it():
    # critic H72 #5 (round 73): the table said "Primul tău record · partida asta îl
    # stabilește", and its end had no word of it. Read after the game was recorded: the
    # store holds that one game of the person's, its total this score (its truth, not a guess)
    stats = SimpleNamespace(data=SimpleNamespace(records=[_record("Ana", 27)], archive={}))
    assert first_record(stats, "yams", "Ana", 27)
    assert not first_record(stats, "yams", "Ana", 30)  # not the total the store kept
    assert not first_record(stats, "yams", "Ion", 27)  # not a game of theirs
    assert not first_record(None, "yams", "Ana", 27)  # no statistics: nothing kept, no claim
    assert best_phrase(None, 27, first=True).key == "results.new_best"
    stats.data.archive = {("yams", "Ana", False): PlayerTally(games=2, best=251)}
    assert not first_record(stats, "yams", "Ana", 27)  # games before it: not a first
    stats.data.archive = {}
    stats.data.records = [_record("Ana", 0)]
    assert not first_record(stats, "yams", "Ana", 0)  # a game of no points sets no record


def test_the_gauge_share_says_how_far_the_score_came_towards_the_best():
    # (round 74, hY96: the solo result's gauge; a new record has its ribbon, no gauge)
    from game.flow.personal_best import best_phrase, best_share

    assert best_share(((best_phrase(212, 186),),), 186) == pytest.approx(186 / 212)
    assert best_share(((best_phrase(212, 212),),), 212) == 1.0
    assert best_share(((best_phrase(212, 240, staged=True),),), 240) == 1.0
    assert best_share(((best_phrase(212, 240),),), 240) is None
    assert best_share((), 186) is None
