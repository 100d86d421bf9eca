"""Issue 23 §2-§3: each save check sets a file aside for its own reason; only regular files are
ever opened; statistics stay within bounds when read and when written."""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

import pytest

from game.statistics import MAX_FACE_COUNT, GameRecord, PlayerResult, PlayerTally, summarise
from game.storage.stats import MAX_ARCHIVE, StatsData, StatsRecorder
from game.storage.store import (
    HIGHSCORES_FILE,
    SAVEGAME_FILE,
    SETTINGS_FILE,
    STATS_FILE,
    Storage,
)
from game.storage.validators import DamagedFileError, validate_savegame
from tests.damaged_files_23 import save_check_cases, valid_check_bases, wrap

CASES = save_check_cases()


def test_the_bases_of_the_save_checks_are_valid():
    for save in valid_check_bases():
        assert validate_savegame(save)


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_damaged_save_is_refused_by_its_own_check(case: str):
    # The reason names the check: with that check broken, another one (or none) answers and
    # the test fails, even where a second check would also set the file aside.
    kind, state, reason = CASES[case]
    with pytest.raises(DamagedFileError) as refused:
        validate_savegame(wrap(kind, state))
    assert re.search(reason, str(refused.value)), str(refused.value)


# -- only regular files are opened -----------------------------------------------------------

HANG = 2.0
"""Seconds after which a read counts as hung (a real one takes milliseconds)."""


def _load(store: Storage, file_name: str) -> object:
    if file_name == SETTINGS_FILE:
        return store.load_settings()
    if file_name == HIGHSCORES_FILE:
        return store.load_highscores()
    if file_name == STATS_FILE:
        return StatsRecorder(store).data
    return store.load_game()


def _in_thread(path: Path, work) -> tuple[bool, list[object]]:
    """Run ``work`` in a thread; if it hangs on a FIFO, feed the FIFO an end of file so the
    thread (and the test run) can go on, and say it hung."""
    out: list[object] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    thread.join(HANG)
    hung = thread.is_alive()
    if hung:
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
        thread.join(HANG)
    return hung, out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("file_name", [SETTINGS_FILE, HIGHSCORES_FILE, STATS_FILE,
                                       SAVEGAME_FILE])
def test_a_fifo_in_a_files_place_is_never_opened_and_is_set_aside(tmp_path, file_name):
    path = tmp_path / file_name
    os.mkfifo(path)
    store = Storage(tmp_path)
    hung, out = _in_thread(path, lambda: _load(store, file_name))
    assert not hung, f"reading a FIFO named {file_name} waited for a writer"
    assert [m.key for m in store.messages] == [f"storage.damaged_{file_name[:-5]}"
                                               if file_name != SAVEGAME_FILE
                                               else "storage.damaged_savegame"]
    assert not path.exists() and len(list(tmp_path.glob(f"{file_name}.*.bak"))) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_the_menu_asking_for_a_saved_game_sets_a_fifo_aside(tmp_path):
    # "Continuă" is decided by has_saved_game: a FIFO is no saved game, and is set aside now
    path = tmp_path / SAVEGAME_FILE
    os.mkfifo(path)
    store = Storage(tmp_path)
    hung, out = _in_thread(path, store.has_saved_game)
    assert not hung and out == [False]
    assert [m.key for m in store.messages] == ["storage.damaged_savegame"]
    assert not path.exists()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_in_a_files_place_is_set_aside_unread(tmp_path):
    (tmp_path / SETTINGS_FILE).symlink_to("/dev/zero")
    store = Storage(tmp_path)
    assert store.load_settings().language == "ro"
    assert [m.key for m in store.messages] == ["storage.damaged_settings"]
    assert not (tmp_path / SETTINGS_FILE).is_symlink()


def test_a_folder_in_a_files_place_is_reported_and_left_alone(tmp_path):
    (tmp_path / HIGHSCORES_FILE).mkdir()
    store = Storage(tmp_path)
    assert store.load_highscores()["yams"] == []
    assert [m.key for m in store.messages] == ["storage.unreadable"]
    assert (tmp_path / HIGHSCORES_FILE).is_dir()


# -- statistics bounds -----------------------------------------------------------------------


def test_a_statistics_file_over_the_game_cap_is_refused_before_any_game_is_read(
        tmp_path, monkeypatch):
    # 150 000 games once took 3.8 s to read: every record was checked before the count
    from tests.damaged_files_23 import valid_stats

    data = valid_stats()
    data["games"] = [data["games"][0]] * 1_001
    checked: list[object] = []
    real = GameRecord.from_dict
    monkeypatch.setattr(GameRecord, "from_dict",
                        staticmethod(lambda raw: checked.append(raw) or real(raw)))
    from game.storage.stats import validate_stats

    with pytest.raises(DamagedFileError, match="more than 1000 games"):
        validate_stats(data)
    assert checked == []


def test_the_archive_is_capped_when_games_roll_up():
    # Games of ever new names: the rolled-up tallies stay at MAX_ARCHIVE, the busiest kept
    data = StatsData()
    regular = PlayerResult("Ana", False, 5_000, 1, turns=1, banks=(5_000,))
    for i in range(1_000 + MAX_ARCHIVE + 50):
        guest = PlayerResult(f"G{i}", False, 0, 2, turns=1, busts=1)
        data.add_game(GameRecord("farkle", "2026-12-01T20:00:00", (regular, guest), 5_000))
    assert len(data.archive) == MAX_ARCHIVE
    assert data.archive[("farkle", "Ana", False)].games == MAX_ARCHIVE + 50
    assert data.games_played("farkle") == 1_000 + MAX_ARCHIVE + 50
    from game.storage.stats import validate_stats

    again = validate_stats(data.to_dict())  # what is written reads back
    assert len(again.archive) == MAX_ARCHIVE


def test_face_counts_stop_at_their_bound_and_the_biggest_tally_still_charts():
    data = StatsData()
    data.faces["yams"]["human"] = [MAX_FACE_COUNT] * 6
    data.add_faces("yams", [1, 1], computer=False)
    assert data.faces["yams"]["human"][0] == MAX_FACE_COUNT
    from game.statistics import MAX_GAMES, MAX_TOTAL, fairness

    fairness(data.face_counts("yams"))
    tally = PlayerTally.from_dict({
        "games": MAX_GAMES, "wins": MAX_GAMES, "total_sum": MAX_GAMES * MAX_TOTAL["farkle"],
        "best": MAX_TOTAL["farkle"], "box_sums": [0] * 13, "upper_bonuses": 0, "pentas": 0,
        "turns": MAX_GAMES, "busts": 0, "hot_dice": 0, "best_turn": MAX_TOTAL["farkle"],
        "bank_counts": {str(MAX_TOTAL["farkle"]): MAX_GAMES},
        "total_counts": {str(MAX_TOTAL["farkle"]): MAX_GAMES}}, "farkle")
    summary = summarise([], {("farkle", "Ana", False): tally}, "farkle", "Ana", False)
    assert summary.mean_total == MAX_TOTAL["farkle"] and summary.points_per_turn > 0


def test_a_400_digit_volume_is_a_damaged_setting_not_an_overflow():
    # Each layer refuses it as bad data (once an OverflowError escaped the store and the app
    # silently used the defaults: no notice, no .bak)
    from game.storage.settings import Settings
    from game.storage.validators import validate_settings

    with pytest.raises(ValueError):
        Settings(volume=10**400)
    with pytest.raises(DamagedFileError, match="volume"):
        validate_settings({"version": 1, "settings": {"volume": 10**400}})


def test_a_save_from_before_events_kept_their_rolls_still_loads_and_undoes():
    # Events written by earlier versions have no "rolls": such a save (undo included) loads
    from game.engine.yams import YamsGame
    from tests.damaged_files_23 import yams_scored_on_third_roll

    state = yams_scored_on_third_roll()
    assert state["last_event"]["rolls"] == 3
    del state["last_event"]["rolls"]
    kind, loaded = validate_savegame(wrap("yams", state))
    game = YamsGame.from_dict(loaded)
    game.undo()
    assert game.rolls_used == 3


def test_the_statistics_screen_draws_every_tab_at_the_bounds(tmp_path):
    # The largest numbers a valid file may hold (counts, sums, totals) chart and print: the
    # bounds keep every mean inside a float (10^308 faces once crashed the screen)
    import pygame

    from game.rules.yams import Box, possible_points
    from game.statistics import MAX_GAMES, MAX_TOTAL
    from game.storage.store import atomic_write_json
    from tests.uihelpers import button_named, click, make_app, settle

    data = StatsData()
    for kind in ("yams", "farkle"):
        data.faces[kind]["human"] = [MAX_FACE_COUNT, MAX_FACE_COUNT, 1, MAX_FACE_COUNT, 5, 0]
        data.rolled_games[kind] = MAX_GAMES
    top = MAX_TOTAL["farkle"]
    data.archive[("farkle", "Ana", False)] = PlayerTally.from_dict({
        "games": MAX_GAMES, "wins": MAX_GAMES, "total_sum": MAX_GAMES * top, "best": top,
        "box_sums": [0] * 13, "upper_bonuses": 0, "pentas": 0, "turns": MAX_GAMES, "busts": 0,
        "hot_dice": MAX_GAMES * 10**6, "best_turn": top, "bank_counts": {str(top): MAX_GAMES},
        "total_counts": {str(top): MAX_GAMES},
        "target_totals": {"15000": {str(top): MAX_GAMES}}}, "farkle")
    best = MAX_TOTAL["yams"]
    data.archive[("yams", "Ana", False)] = PlayerTally.from_dict({
        "games": MAX_GAMES, "wins": 0, "total_sum": MAX_GAMES * best, "best": best,
        "box_sums": [MAX_GAMES * max(possible_points(box)) for box in Box],
        "upper_bonuses": MAX_GAMES, "pentas": MAX_GAMES * 13,
        "turns": 0, "busts": 0, "hot_dice": 0, "best_turn": 0, "bank_counts": {},
        "total_counts": {str(best): MAX_GAMES}}, "yams")
    atomic_write_json(tmp_path / STATS_FILE, data.to_dict())
    app = make_app(tmp_path, size=(1024, 600))
    try:
        click(app, button_named(app, "menu.statistics"))
        settle(app, 4)
        scene = app.manager.top
        assert type(scene).__name__ == "StatisticsScene" and app.store.messages == []
        for index in range(len(scene.tabs.options)):
            scene.tabs.select(index)
            settle(app, 2)
            scene.draw(pygame.Surface(app.size))
    finally:
        app.close()
