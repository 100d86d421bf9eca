"""The file checks' promises: a forged or damaged file is set aside, each by the check that
names what is wrong (the reason is matched, so another check answering in its place fails
the test). Finished saves, 10 000 saves, the statistics file."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from game.engine.farkle import FarkleGame
from game.storage.ending import record_game_end, validate_ended_save
from game.storage.gameids import RECORDED_IDS_KEPT, new_game_id
from game.storage.stats import StatsRecorder, validate_stats
from game.storage.store import HIGHSCORES_FILE, STATS_FILE, Storage
from game.storage.validators import DamagedFileError, validate_savegame
from tests.damaged_files_23 import (
    ANA,
    BUST,
    DAN,
    IA,
    _both,
    _bump,
    _changed,
    _set,
    farkle_after_bank,
    farkle_two_groups,
    valid_stats,
    wrap,
)
from tests.test_end_of_game import FakeApp, finished_save, one_action_from_the_end
from tools.scripted_dice import ScriptedDice


def _refused(check: Any, data: Any, reason: str) -> None:
    with pytest.raises(DamagedFileError) as refused:
        check(data)
    assert re.search(reason, str(refused.value)), str(refused.value)


# -- finished saves -------------------------------------------------------------------------


_finished_save = finished_save  # a game's finished save, written then killed


def test_a_finished_save_whose_record_is_of_the_other_game_is_set_aside(tmp_path: Path):
    data = _finished_save(tmp_path, "farkle")
    assert validate_ended_save(data)[0] == "farkle"
    data["kind"] = "yams"  # a 10 000 record filed as a Yams game (no entry to give it away)
    data["ended"]["highscores"] = []
    _refused(validate_ended_save, data, "record is of another game")


def test_a_finished_save_whose_10000_entry_names_another_target_is_set_aside(tmp_path: Path):
    data = _finished_save(tmp_path, "farkle")
    assert data["ended"]["record"]["target"] == 5_000
    data["ended"]["highscores"][0]["target"] = 10_000  # a real target, not the game's
    _refused(validate_ended_save, data, "target is not its game's")


# -- 10 000 saves ------------------------------------------------------------------------------


def _a_bust() -> dict[str, Any]:
    """Ana's first roll busts: Dan on turn, the last event is the bust."""
    game = FarkleGame.new([ANA, DAN, IA], 5_000)
    game.roll(ScriptedDice(BUST, strict=True))
    return game.to_dict()


FARKLE_CASES = {
    # the turn says 50 more than its set-aside 1 and 5 (the last roll's figure agrees)
    "turn-points-not-the-groups": (lambda: _changed(farkle_two_groups(), _both(
        _bump("turn_points", 50), _bump("last_event.turn_points", 50))),
        "not the sum of its set-aside groups"),
    # Dan has a 1 set aside, worth 100, and has not rolled yet
    "set-aside-before-the-first-roll": (lambda: _changed(farkle_after_bank(), _both(
        _set("set_aside", [{"dice": [1], "points": 100}]), _set("turn_points", 100),
        _set("undo", None))), "before the turn's first roll"),
    # Ana's bust shows a 1 and a 5
    "bust-with-scoring-dice": (lambda: _changed(_a_bust(), _set(
        "last_event.dice", [1, 2, 3, 4, 5, 6])), "bust is not a roll without a scoring die"),
}


def test_the_bases_of_the_10000_cases_load():
    for state in (farkle_two_groups(), farkle_after_bank(), _a_bust()):
        assert validate_savegame(wrap("farkle", state))


@pytest.mark.parametrize("case", sorted(FARKLE_CASES))
def test_a_forged_10000_save_is_refused_by_its_own_check(case: str):
    build, reason = FARKLE_CASES[case]
    _refused(validate_savegame, wrap("farkle", build()), reason)


# -- statistics ----------------------------------------------------------------------------


def test_a_statistics_file_with_fewer_rolled_up_games_than_an_archived_player_is_refused():
    data = valid_stats()  # Ion's one game rolled up, and one 10 000 game rolled up
    assert validate_stats(data).rolled_games["farkle"] == 1
    data["rolled_games"]["farkle"] = 0
    _refused(validate_stats, data, "fewer rolled-up games than a player's archived games")


def test_a_finished_save_whose_ending_holds_an_unknown_key_is_set_aside(tmp_path: Path):
    data = _finished_save(tmp_path, "yams")
    data["ended"]["cheat"] = 1
    _refused(validate_ended_save, data, "ended is not a record and high scores")


def test_a_finished_save_without_a_record_still_checks_its_entries(tmp_path: Path):
    data = _finished_save(tmp_path, "yams")
    data["ended"]["record"] = None  # nothing to compare the entries with: each is checked
    # (before the replay, which would refuse the missing record too, with its own reason)
    data["ended"]["highscores"][0]["score"] = 999_950  # no Yams card reaches it
    _refused(validate_ended_save, data, "yams score 999950 is not an integer in")


@pytest.mark.parametrize("file_name", [STATS_FILE, HIGHSCORES_FILE])
def test_a_file_remembering_more_games_than_it_keeps_is_set_aside(tmp_path: Path,
                                                                  file_name: str):
    game, last = one_action_from_the_end("yams")
    last()
    record_game_end(FakeApp(tmp_path), "yams", game)
    path = tmp_path / file_name
    data = json.loads(path.read_text())
    data["game_ids"] = [new_game_id() for _ in range(RECORDED_IDS_KEPT + 1)]  # all distinct
    path.write_text(json.dumps(data))
    store = Storage(tmp_path)
    if file_name == STATS_FILE:
        assert StatsRecorder(store).data.games_played() == 0
    else:
        assert store.highscores("yams") == []
    assert [m.key for m in store.take_messages()] == [
        "storage.damaged_stats" if file_name == STATS_FILE else "storage.damaged_highscores"]
