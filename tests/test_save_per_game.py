"""A save per game (round 76, critic cC75): a Yams game and a 10 000 game are saved apart.

Starting a game of one kind never touches the other's save; "Continuă" resumes the newest;
an old single ``savegame.json`` is migrated to its game's slot (checked first, set aside if
bad); a finished game is still counted once, whatever kills it or a second copy does.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from game.storage.ending import complete_pending_end, record_game_end
from game.storage.replay import computer_seat
from game.storage.stats import StatsRecorder
from game.storage.store import SAVEGAME_FILE, Storage, save_file
from tests.test_end_of_game import PEOPLE, FakeApp, Killed, _kill_at, one_action_from_the_end


def _states() -> dict[str, dict[str, Any]]:
    """An unfinished game of each kind, as the engines write them."""
    yams, _ = one_action_from_the_end("yams")
    farkle, _ = one_action_from_the_end("farkle")
    return {"yams": yams.to_dict(), "farkle": farkle.to_dict()}


def _clock(start: datetime) -> Any:
    """A clock a minute later at each reading (so the newest save is the last written)."""
    now = {"t": start}

    def read() -> datetime:
        now["t"] += timedelta(minutes=1)
        return now["t"]
    return read


def test_each_game_has_its_own_save_file(tmp_path: Path):
    states = _states()
    store = Storage(tmp_path)
    assert store.save_game("yams", states["yams"])
    assert store.save_game("farkle", states["farkle"])
    assert save_file("yams") != save_file("farkle")
    assert store.load_game("yams") == ("yams", states["yams"])
    assert store.load_game("farkle") == ("farkle", states["farkle"])
    assert store.take_messages() == []


@pytest.mark.parametrize("first", ["yams", "farkle"])
def test_starting_one_game_never_touches_the_others_save(tmp_path: Path, first: str):
    other = "farkle" if first == "yams" else "yams"
    states = _states()
    store = Storage(tmp_path)
    store.save_game(first, states[first])
    before = store.path(save_file(first)).read_bytes()
    store.save_game(other, states[other])  # a new game of the other kind starts
    store.clear_game(other)  # ... and ends
    assert store.path(save_file(first)).read_bytes() == before
    assert store.load_game(first) == (first, states[first])
    assert store.has_saved_game(first) and not store.has_saved_game(other)


def test_continue_resumes_the_newest_save(tmp_path: Path):
    states = _states()
    store = Storage(tmp_path, clock=_clock(datetime(2026, 5, 1, tzinfo=UTC)))
    store.save_game("farkle", states["farkle"])
    store.save_game("yams", states["yams"])
    assert store.load_game() == ("yams", states["yams"])
    store.save_game("farkle", states["farkle"])  # a 10 000 action after it: the newest
    assert store.load_game() == ("farkle", states["farkle"])
    assert store.newest_saved_kind() == "farkle"


def test_two_copies_saving_different_games_at_once_keep_both(tmp_path: Path):
    states = _states()
    one, two = Storage(tmp_path), Storage(tmp_path)  # two copies of the game, one folder
    for _ in range(3):  # their saves interleaved, each its game's every action
        assert one.save_game("yams", states["yams"])
        assert two.save_game("farkle", states["farkle"])
    third = Storage(tmp_path)
    assert third.load_game("yams") == ("yams", states["yams"])
    assert third.load_game("farkle") == ("farkle", states["farkle"])
    assert third.take_messages() == []


def test_a_save_in_the_other_games_slot_is_set_aside(tmp_path: Path):
    states = _states()
    store = Storage(tmp_path)
    store.save_game("yams", states["yams"])
    os.replace(store.path(save_file("yams")), store.path(save_file("farkle")))
    reread = Storage(tmp_path)
    assert reread.load_game("farkle") is None
    assert [m.key for m in reread.take_messages()] == ["storage.damaged_savegame"]
    assert list(tmp_path.glob(save_file("farkle") + ".*.bak"))


def _legacy(tmp_path: Path, kind: str, state: dict[str, Any]) -> bytes:
    """An old single save file, as the game wrote it before round 76 (signed, same format)."""
    writer = Storage(tmp_path)
    writer.save_game(kind, state)
    os.replace(writer.path(save_file(kind)), writer.path(SAVEGAME_FILE))
    return writer.path(SAVEGAME_FILE).read_bytes()


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_an_old_single_save_is_migrated_to_its_games_slot(tmp_path: Path, kind: str):
    states = _states()
    old = _legacy(tmp_path, kind, states[kind])
    store = Storage(tmp_path)
    assert store.has_saved_game(kind)
    assert store.load_game() == (kind, states[kind])
    assert not store.path(SAVEGAME_FILE).exists()
    assert store.path(save_file(kind)).read_bytes() == old
    assert store.take_messages() == []


def test_a_damaged_old_save_is_set_aside_with_a_notice(tmp_path: Path):
    (tmp_path / SAVEGAME_FILE).write_text('{"version": 1, "kind": "yams", "state": {}}')
    store = Storage(tmp_path)
    assert not store.has_saved_game()
    assert store.load_game() is None
    assert [m.key for m in store.take_messages()] == ["storage.damaged_savegame"]
    assert list(tmp_path.glob(SAVEGAME_FILE + ".*.bak"))
    assert not store.path(save_file("yams")).exists()


def test_an_old_save_beside_a_newer_one_of_its_game_is_kept_aside(tmp_path: Path):
    states = _states()
    _legacy(tmp_path, "yams", states["yams"])
    store = Storage(tmp_path)
    newer = {**states["yams"]}
    store.write_file(save_file("yams"), {"version": 1, "kind": "yams", "state": newer,
                                         "saved_at": "2030-01-01T00:00:00+00:00",
                                         "computer_seat": computer_seat(newer)})
    reread = Storage(tmp_path)
    assert reread.load_game("yams") is not None
    assert [m.key for m in reread.take_messages()] == ["storage.older_save_kept"]
    assert list(tmp_path.glob(SAVEGAME_FILE + ".*.bak"))
    assert not reread.path(SAVEGAME_FILE).exists()


def test_an_old_finished_save_is_counted_once_and_the_other_game_kept(tmp_path: Path,
                                                                      monkeypatch):
    states = _states()
    game, last = one_action_from_the_end("yams")
    last()
    _kill_at(monkeypatch, 1, after=True)  # the finished save written, then killed
    with pytest.raises(Killed):
        record_game_end(FakeApp(tmp_path), "yams", game)
    monkeypatch.undo()
    os.replace(tmp_path / save_file("yams"), tmp_path / SAVEGAME_FILE)  # as old versions left it
    Storage(tmp_path).save_game("farkle", states["farkle"])
    for _ in range(2):  # two starts: counted once
        store = Storage(tmp_path)
        stats = StatsRecorder(store)
        complete_pending_end(store, stats)
        assert stats.data.games_played() == 1
        assert sorted(e.name for e in store.highscores("yams")) == sorted(PEOPLE)
        assert store.load_game() == ("farkle", states["farkle"])
    assert not (tmp_path / SAVEGAME_FILE).exists() and not store.has_saved_game("yams")


# Disk steps of an end: 1 finished save, 2 stats.json, 3 highscores.json, 4 save removed.
@pytest.mark.parametrize(("step", "after"),
                         [(step, after) for step in (1, 2, 3, 4) for after in (False, True)])
def test_a_kill_between_the_end_writes_keeps_the_other_games_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: int, after: bool):
    states = _states()
    game, last = one_action_from_the_end("yams")
    app = FakeApp(tmp_path)
    app.store.save_game("farkle", states["farkle"])  # a 10 000 game left unfinished
    app.store.save_game("yams", game.to_dict())
    last()
    _kill_at(monkeypatch, step, after)
    with pytest.raises(Killed):
        record_game_end(app, "yams", game)
    monkeypatch.undo()
    for _ in range(2):
        store = Storage(tmp_path)
        stats = StatsRecorder(store)
        complete_pending_end(store, stats)
        loaded = store.load_game("yams")
        if loaded is not None:  # not over on disk: resumed, its last action again
            from game.engine.yams import YamsGame

            again = YamsGame.from_dict(loaded[1])
            again.validate()
            record_game_end(FakeApp(tmp_path), "yams", again)
        assert StatsRecorder(Storage(tmp_path)).data.games_played() == 1
        assert Storage(tmp_path).load_game("farkle") == ("farkle", states["farkle"])
    assert not (tmp_path / save_file("yams")).exists()


def test_the_end_of_one_game_clears_only_its_own_save(tmp_path: Path):
    states = _states()
    game, last = one_action_from_the_end("farkle")
    app = FakeApp(tmp_path)
    app.store.save_game("yams", states["yams"])
    app.store.save_game("farkle", game.to_dict())
    last()
    assert record_game_end(app, "farkle", game)
    assert not app.store.has_saved_game("farkle")
    assert app.store.load_game() == ("yams", states["yams"])


def test_a_finished_save_waiting_in_one_slot_survives_a_new_game_of_that_kind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    states = _states()
    game, last = one_action_from_the_end("farkle")
    app = FakeApp(tmp_path)
    app.store.save_game("yams", states["yams"])
    last()
    real = os.replace
    written = {"n": 0}

    def fill_disk(*args: Any) -> None:
        written["n"] += 1
        if written["n"] > 1:
            raise OSError(28, "No space left on device")
        real(*args)

    monkeypatch.setattr(os, "replace", fill_disk)
    assert record_game_end(app, "farkle", game) is False
    monkeypatch.setattr(os, "replace", real)
    fresh, _ = one_action_from_the_end("farkle", seed=5)
    assert app.store.save_game("farkle", fresh.to_dict())  # a new 10 000 game starts
    store = Storage(tmp_path)
    stats = StatsRecorder(store)
    complete_pending_end(store, stats)
    assert stats.data.games_played() == 1
    assert store.load_game("farkle") == ("farkle", fresh.to_dict())
    assert store.load_game("yams") == ("yams", states["yams"])
    assert json.loads((tmp_path / save_file("yams")).read_text())["kind"] == "yams"


def test_a_folder_in_the_old_saves_place_is_left_alone_and_said_never(tmp_path: Path):
    (tmp_path / SAVEGAME_FILE).mkdir()
    store = Storage(tmp_path)
    for _ in range(3):  # the menu looks at the saves each time it shows
        assert not store.has_saved_game() and store.load_game() is None
    assert store.take_messages() == []
    assert (tmp_path / SAVEGAME_FILE).is_dir()
