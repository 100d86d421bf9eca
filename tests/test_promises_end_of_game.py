"""The promises of a game's end (counted once, never lost), each pinned by what is on disk or
what the public functions return: the flow records a game once, with or without a data
folder; the files remember the newest games they recorded; the finished save stays until
the high scores are written; the high-score entries carry the right figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.rules.yams import Box, Scorecard, max_total, possible_points
from game.statistics import game_record
from game.storage.ending import complete_pending_end, record_game_end
from game.storage.gameids import RECORDED_IDS_KEPT, new_game_id
from game.storage.stats import StatsRecorder
from game.storage.store import HIGHSCORES_FILE, HighScore, Storage, save_file
from tests.test_end_of_game import PEOPLE, FakeApp, Killed, one_action_from_the_end
from tests.test_farkle_flow import Table

DATE = "2026-12-01T20:00:00+02:00"


class CountingStats:
    """Statistics that count the games they are told of."""

    def __init__(self) -> None:
        self.finished: list[tuple[str, Any]] = []

    def game_finished(self, kind: str, game: Any) -> None:
        self.finished.append((kind, game))

    def dice_thrown(self, *args: Any, **kwargs: Any) -> None:
        """Thrown dice are not counted here."""


def _ended_farkle_table() -> Table:
    """A 10 000 table whose flow records through the real end transaction, with no data
    folder (``store`` None), played to the end: Ana reaches 10 000, the computer busts."""
    table = Table((1, 1, 1, 5, 2, 3) + (2, 3, 4, 6, 6, 2), totals=(9_400, 7_000),
                  names=("Ana",), computer=True)
    table.app.stats = CountingStats()
    table.flow.record_game = lambda: record_game_end(table.app, "farkle", table.game)
    table.throw_and_keep(*range(4))
    table.flow.press_bank()
    table.run(30)
    return table


def test_a_game_is_recorded_once_without_a_data_folder_even_if_its_end_is_reached_twice():
    table = _ended_farkle_table()
    assert table.game.finished and table.flow.results_shown
    table.flow.save()  # the end reached again: a late save, a second end of the game
    table.flow.record_end()
    assert table.app.stats.finished == [("farkle", table.game)]
    # Without a data folder nothing is on disk: the end says so.
    assert record_game_end(table.app, "farkle", table.game) is False


def test_a_start_without_a_finished_save_completes_nothing(tmp_path: Path):
    store = Storage(tmp_path)
    assert complete_pending_end(store, StatsRecorder(store)) is False


def test_two_games_saved_without_an_id_are_two_games(tmp_path: Path):
    for seed in (3, 4):
        game, last = one_action_from_the_end("yams", seed)
        last()
        game.game_id = ""  # built or saved before ids existed: each gets its derived id
        assert record_game_end(FakeApp(tmp_path), "yams", game)
    assert StatsRecorder(Storage(tmp_path)).data.games_played() == 2


def test_the_newest_game_is_never_forgotten_by_the_lists_of_recorded_ids(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr("os.fsync", lambda fd: None)  # 130 writes on a throwaway folder
    store = Storage(tmp_path)
    stats = StatsRecorder(store)
    game, last = one_action_from_the_end("yams")
    last()
    ids = [new_game_id() for _ in range(RECORDED_IDS_KEPT + 2)]
    record = game_record("yams", game, DATE)
    entry = (HighScore("Ana", 100, DATE), None)
    for game_id in ids:  # more games than the lists keep
        assert stats.record_game(record, game_id)
        assert store.record_highscores("yams", game_id, [entry])
    newest = ids[-1]
    # Recording the newest game again (a second end, a restart) is a no-op in both files.
    fresh = Storage(tmp_path)
    again = StatsRecorder(fresh)
    played = again.data.games_played()
    assert again.record_game(record, newest)
    assert fresh.record_highscores("yams", newest, [(HighScore("Ana", 300, DATE), None)])
    reread = Storage(tmp_path)
    assert StatsRecorder(reread).data.games_played() == played
    assert [e.score for e in reread.highscores("yams")].count(300) == 0
    on_disk = json.loads((tmp_path / HIGHSCORES_FILE).read_text())["game_ids"]
    assert on_disk[-1] == newest and len(on_disk) == RECORDED_IDS_KEPT
    assert ids[0] not in on_disk  # the oldest went, not the newest


def test_the_finished_save_is_cleared_only_after_the_high_scores_were_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    game, last = one_action_from_the_end("yams")
    last()
    app = FakeApp(tmp_path)
    monkeypatch.setattr(app.store, "record_highscores", lambda *a, **k: False)  # disk refused
    assert record_game_end(app, "yams", game) is False
    assert (tmp_path / save_file("yams")).exists()  # the finished save still holds the scores
    assert Storage(tmp_path).highscores("yams") == []
    monkeypatch.undo()
    restart = FakeApp(tmp_path)
    assert complete_pending_end(restart.store, restart.stats)
    assert sorted(e.name for e in Storage(tmp_path).highscores("yams")) == sorted(PEOPLE)
    assert not (tmp_path / save_file("yams")).exists()


def test_a_high_score_write_that_raises_keeps_the_finished_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    game, last = one_action_from_the_end("yams")
    last()
    app = FakeApp(tmp_path)

    def refused(*args: Any, **kwargs: Any) -> bool:
        raise OSError("disk full")

    monkeypatch.setattr(app.store, "record_highscores", refused)
    assert record_game_end(app, "yams", game) is False
    assert (tmp_path / save_file("yams")).exists()


def test_a_finished_save_without_a_statistics_record_still_writes_the_high_scores(
        tmp_path: Path):
    # A 10 000 game resumed from a save older than its counters: its banks do not add up to
    # its totals, so no statistics record; its people still enter the high scores.
    game, last = one_action_from_the_end("farkle")
    last()
    count = len(game.players)
    game.busts[:], game.hot_dice[:], game.banks[:] = [0] * count, [0] * count, [[]] * count
    app = FakeApp(tmp_path)
    real = app.store._write

    def killed_after_the_finished_save(name: str, data: Any) -> bool:
        written = real(name, data)
        if name == save_file("farkle"):
            raise Killed
        return written

    app.store._write = killed_after_the_finished_save  # type: ignore[method-assign]
    with pytest.raises(Killed):
        record_game_end(app, "farkle", game)
    assert json.loads((tmp_path / save_file("farkle")).read_text())["ended"]["record"] is None
    restart = FakeApp(tmp_path)
    assert complete_pending_end(restart.store, restart.stats)
    reread = Storage(tmp_path)
    assert sorted(e.name for e in reread.highscores("farkle", game.target)) == sorted(PEOPLE)
    assert not (tmp_path / save_file("farkle")).exists() and reread.take_messages() == []


def test_a_10000_high_score_entry_carries_its_players_number_of_turns(tmp_path: Path):
    game, last = one_action_from_the_end("farkle", seed=3)
    last()
    turns = {p.name: game.turns_played[i] for i, p in enumerate(game.players)
             if not p.is_computer}
    assert len(set(turns.values())) == 2  # the two people took different numbers of turns
    assert record_game_end(FakeApp(tmp_path), "farkle", game)
    table = Storage(tmp_path).highscores("farkle", game.target)
    assert {e.name: e.turns for e in table} == turns


@pytest.mark.parametrize("score", [376, 475, max_total()])
def test_a_yams_score_above_375_reached_with_penta_bonuses_is_kept(tmp_path: Path, score: int):
    store = Storage(tmp_path)
    assert store.record_highscores("yams", new_game_id(), [(HighScore("Ana", score, DATE),
                                                            None)])
    assert store.add_highscore("yams", "Dan", score - 1, date=DATE) == 2
    reread = Storage(tmp_path)
    assert [e.score for e in reread.highscores("yams")] == [score, score - 1]
    assert reread.take_messages() == []


def test_a_finished_yams_game_above_375_is_recorded_whole(tmp_path: Path):
    game, last = one_action_from_the_end("yams")
    last()
    best = {box: max(possible_points(box)) for box in Box}  # every box at its best: 375
    game.cards[0] = Scorecard.from_points(best, bonus_pentas=2)  # and two Penta bonuses
    assert game.cards[0].total == 575
    assert record_game_end(FakeApp(tmp_path), "yams", game)
    reread = Storage(tmp_path)
    assert reread.highscores("yams")[0].score == 575
    assert StatsRecorder(reread).data.games_played() == 1
    assert reread.take_messages() == []
