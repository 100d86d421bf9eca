"""Clearing the records is safe (ruling S32): the statistics and the high scores are cleared
each on its own, written atomically through the store like every other write, and a second
copy of the game running on the same folder never brings the old data back, neither by a
stale read nor by re-recording a game already counted."""

from __future__ import annotations

import json

from game.storage.highscores import HighScore
from game.storage.stats import StatsRecorder
from game.storage.store import HIGHSCORE_TABLES, HIGHSCORES_FILE, STATS_FILE, Storage
from tools.screens_statistics import fake_history

GAME_ONE, GAME_SEVEN = "1" * 32, "7" * 32
"""Two games' ids (a game's id is 32 hex digits)."""


def _scores(store: Storage) -> None:
    store.add_highscore("yams", "Ana", 287, date="2026-03-02T20:00:00")
    store.add_highscore("farkle", "Irina", 10_050, turns=20, target=10_000,
                        date="2026-11-06T20:00:00")


def test_clearing_the_high_scores_empties_every_board_and_leaves_the_statistics(tmp_path):
    store = Storage(tmp_path)
    _scores(store)
    recorder = StatsRecorder(store)
    recorder.add_records(fake_history(3))
    assert store.clear_highscores()
    assert all(table == [] for table in Storage(tmp_path).load_highscores().values())
    assert set(Storage(tmp_path).load_highscores()) == set(HIGHSCORE_TABLES)
    assert StatsRecorder(Storage(tmp_path)).data.games_played() == 3  # each separately


def test_a_game_recorded_before_the_clear_never_comes_back_to_the_boards(tmp_path):
    store = Storage(tmp_path)
    ana = HighScore("Ana", 287, "2026-03-02T20:00:00")
    assert store.record_highscores("yams", GAME_ONE, [(ana, None)])
    assert store.clear_highscores()
    # a second copy whose end of that game was still waiting records it again: a no-op
    other = Storage(tmp_path)
    assert other.record_highscores("yams", GAME_ONE, [(ana, None)])
    assert other.highscores("yams") == []
    assert other.messages == []  # (the file read whole, not set aside)


def test_clearing_the_statistics_empties_them_and_leaves_the_high_scores(tmp_path):
    store = Storage(tmp_path)
    _scores(store)
    recorder = StatsRecorder(store)
    recorder.add_records(fake_history(4))
    recorder.dice_thrown("yams", [1, 2, 3], computer=False)
    assert recorder.clear()
    assert recorder.data.games_played() == 0 and recorder.data.face_counts() == [0] * 6
    fresh = StatsRecorder(Storage(tmp_path)).data
    assert fresh.games_played() == 0 and fresh.face_counts() == [0] * 6
    assert fresh.archive == {}
    assert [e.name for e in Storage(tmp_path).highscores("yams")] == ["Ana"]
    other = StatsRecorder(Storage(tmp_path))  # another copy writes after the clear
    other.dice_thrown("yams", [6], computer=False)
    assert other.flush(force=True)
    # the first copy's next write reads that file again: the dice thrown before the clear
    # are not added back to it
    recorder.flush(force=True)
    assert StatsRecorder(Storage(tmp_path)).data.face_counts() == [0, 0, 0, 0, 0, 1]


def test_a_second_copy_does_not_resurrect_the_cleared_statistics(tmp_path):
    first = StatsRecorder(Storage(tmp_path))
    first.add_records(fake_history(5))
    second = StatsRecorder(Storage(tmp_path))
    assert second.data.games_played() == 5  # the second copy read the old games
    assert first.clear()
    # the second copy's screen opened again reads the cleared file, not its old read
    assert second.catch_up().games_played() == 0
    # and what it writes next adds to the cleared file
    second.dice_thrown("yams", [6, 6], computer=False)
    assert second.flush(force=True)
    on_disk = StatsRecorder(Storage(tmp_path)).data
    assert on_disk.games_played() == 0 and on_disk.face_counts() == [0, 0, 0, 0, 0, 2]


def test_a_stale_second_copy_writing_a_game_keeps_only_that_game(tmp_path):
    first = StatsRecorder(Storage(tmp_path))
    first.add_records(fake_history(5))
    second = StatsRecorder(Storage(tmp_path))
    assert second.data.games_played() == 5
    assert first.clear()
    second.add_records(fake_history(1, seed=9))  # its stale read is never written back
    assert StatsRecorder(Storage(tmp_path)).data.games_played() == 1


def test_a_game_counted_before_the_clear_is_not_counted_again(tmp_path):
    recorder = StatsRecorder(Storage(tmp_path))
    record = fake_history(1)[0]
    assert recorder.record_game(record, GAME_SEVEN)
    assert recorder.clear()
    other = StatsRecorder(Storage(tmp_path))  # its end of game-7 was waiting
    assert other.record_game(record, GAME_SEVEN)
    assert StatsRecorder(Storage(tmp_path)).data.games_played() == 0
    assert other.store.messages == []  # (the file read whole, not set aside)


def test_a_refused_clear_keeps_the_old_files_whole_and_says_so(tmp_path, monkeypatch):
    store = Storage(tmp_path)
    _scores(store)
    recorder = StatsRecorder(store)
    recorder.add_records(fake_history(2))
    before = {name: (tmp_path / name).read_bytes() for name in (HIGHSCORES_FILE, STATS_FILE)}

    def refused(path, text):
        raise OSError("disk full")

    monkeypatch.setattr("game.storage.store.atomic_write_text", refused)  # the store's writer
    assert not store.clear_highscores()
    assert not recorder.clear()
    for name, content in before.items():
        assert (tmp_path / name).read_bytes() == content, name
    assert json.loads(before[STATS_FILE])["games"]  # (the old games are still there)
    assert any(m.key == "storage.write_failed" for m in store.messages)
    assert recorder.data.games_played() == 2  # nothing cleared in memory either
