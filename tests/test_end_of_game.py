"""Issue 23 §4: the end of a game is a small transaction, never lost, never counted twice.

A game ends in four disk steps (``game.storage.ending``): the finished save replaces the
saved game, then ``stats.json``, then ``highscores.json``, then the save is removed. A kill
before or after any of them, followed by a restart, leaves the game recorded exactly once in
the statistics and each person's score exactly once in the high scores.
"""

from __future__ import annotations

import functools
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.engine.farkle import FarkleGame
from game.engine.ids import GAME_ID_PATTERN
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.game_setup import new_engine_game
from game.storage.ending import complete_pending_end, record_game_end
from game.storage.stats import StatsRecorder
from game.storage.store import HIGHSCORES_FILE, STATS_FILE, Storage, save_file

ROOT = Path(__file__).resolve().parents[1]
PEOPLE = ("Ana", "Dan")


class Killed(BaseException):
    """Stands for a kill -9: nothing after it runs (not an OSError the store would catch)."""


class FakeApp:
    """What the tables hand to ``record_game_end``: the store and the statistics."""

    def __init__(self, data: Path) -> None:
        self.store = Storage(data)
        self.stats = StatsRecorder(self.store)


def _players() -> list[Player]:
    return [Player(PEOPLE[0]), Player(PEOPLE[1]), Player("IA", is_computer=True)]


def one_action_from_the_end(kind: str, seed: int = 3) -> tuple[Any, Any]:
    """A game with a fresh id played until one action ends it; (game, that last action)."""
    rng = random.Random(seed)
    if kind == "yams":
        game = new_engine_game("yams", _players())
        while True:
            game.roll(rng)
            options = game.options()
            game.pick(max(options, key=lambda box: (options[box], box.id)))
            if sum(len(c.open_boxes) for c in game.cards) == 1:
                return game, game.validate
            game.validate()
    from game.ai.farkle import play_step

    game = new_engine_game("farkle", _players(), 5000)
    while True:
        before, seed_state = game.to_dict(), rng.getstate()
        play_step(game, rng)
        if game.finished:  # the same step again, from the state and the generator before it
            again, replay = FarkleGame.from_dict(before), random.Random()
            replay.setstate(seed_state)
            return again, functools.partial(play_step, again, replay)


def _kill_at(monkeypatch: pytest.MonkeyPatch, step: int, after: bool) -> None:
    """Kill the process at the ``step``-th disk step (rename or removal), before or after it."""
    calls = {"n": 0}
    real_replace, real_unlink = os.replace, os.unlink

    def counted(real: Any) -> Any:
        def run(*args: Any, **kwargs: Any) -> Any:
            if str(args[0]).endswith(".tmp") and real is real_unlink:
                return real(*args, **kwargs)  # removing a temporary file is not a step
            calls["n"] += 1
            if calls["n"] == step and not after:
                raise Killed
            result = real(*args, **kwargs)
            if calls["n"] == step and after:
                raise Killed
            return result
        return run

    monkeypatch.setattr(os, "replace", counted(real_replace))
    monkeypatch.setattr(os, "unlink", counted(real_unlink))


def _restart_and_finish(data: Path, kind: str) -> None:
    """What the next start does: complete a finished save; else resume and end the game."""
    app = FakeApp(data)
    complete_pending_end(app.store, app.stats)
    loaded = app.store.load_game()
    if loaded is not None:  # the game is not over on disk: resumed, its last action again
        state = loaded[1]
        game = (YamsGame if kind == "yams" else FarkleGame).from_dict(state)
        if kind == "yams":
            game.validate()
        else:
            from game.ai.farkle import play_step

            while not game.finished:
                play_step(game, random.Random(0))
        record_game_end(app, kind, game)


def _recorded(data: Path, kind: str) -> tuple[int, list[str]]:
    """(games in stats.json, names in the game's high-score table) as a new start reads them."""
    store = Storage(data)
    games = StatsRecorder(store).data.games_played()
    table = store.highscores(kind, None if kind == "yams" else 5000)
    assert not [m for m in store.take_messages() if m.key.startswith("storage.damaged")]
    return games, sorted(e.name for e in table)


def test_every_new_game_gets_its_own_id_saved_with_it():
    first = new_engine_game("yams", _players())
    second = new_engine_game("farkle", _players(), 5000)
    for game in (first, second):
        assert GAME_ID_PATTERN.fullmatch(game.game_id)
        assert type(game).from_dict(json.loads(json.dumps(game.to_dict()))).game_id == game.game_id
    assert first.game_id != second.game_id


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_a_second_record_of_the_same_game_is_a_no_op(tmp_path: Path, kind: str):
    game, last = one_action_from_the_end(kind)
    last()
    assert game.finished
    for _ in range(2):
        assert record_game_end(FakeApp(tmp_path), kind, game)
    assert _recorded(tmp_path, kind) == (1, sorted(PEOPLE))
    assert not (tmp_path / save_file(kind)).exists()


def test_a_game_without_an_id_gets_the_same_derived_one_each_time(tmp_path: Path):
    game, last = one_action_from_the_end("yams")
    last()
    game.game_id = ""  # built or saved before ids existed
    record_game_end(FakeApp(tmp_path), "yams", game)
    record_game_end(FakeApp(tmp_path), "yams", game)
    assert _recorded(tmp_path, "yams") == (1, sorted(PEOPLE))


# Disk steps of an end: 1 finished save, 2 stats.json, 3 highscores.json, 4 save removed.
KILL_POINTS = [(step, after) for step in (1, 2, 3, 4) for after in (False, True)]


@pytest.mark.parametrize("kind", ["yams", "farkle"])
@pytest.mark.parametrize(("step", "after"), KILL_POINTS)
def test_a_kill_between_the_end_writes_loses_and_doubles_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str, step: int, after: bool):
    game, last = one_action_from_the_end(kind)
    app = FakeApp(tmp_path)
    app.store.save_game(kind, game.to_dict())  # the save of the action before the last
    last()
    assert game.finished
    _kill_at(monkeypatch, step, after)
    with pytest.raises(Killed):
        record_game_end(app, kind, game)
    monkeypatch.undo()
    _restart_and_finish(tmp_path, kind)
    assert _recorded(tmp_path, kind) == (1, sorted(PEOPLE))
    assert not (tmp_path / save_file(kind)).exists()
    _restart_and_finish(tmp_path, kind)  # and a start after that changes nothing
    assert _recorded(tmp_path, kind) == (1, sorted(PEOPLE))


CHILD = r"""
import json, os, sys
sys.path.insert(0, {root!r})
from game.engine.farkle import FarkleGame
from game.storage.ending import record_game_end
from game.storage.stats import StatsRecorder
from game.storage.store import Storage

class App:
    store = Storage({data!r})
    stats = StatsRecorder(store)

game = FarkleGame.from_dict(json.loads({state!r}))
steps = {{"n": 0}}
real = os.replace
def replace(*args):
    steps["n"] += 1
    if steps["n"] == {step}:
        os._exit(9)  # no cleanup, no finally: as a kill
    return real(*args)
os.replace = replace
record_game_end(App(), "farkle", game)
"""


@pytest.mark.parametrize("step", [1, 2, 3])
def test_a_process_exit_inside_an_end_write_loses_and_doubles_nothing(tmp_path: Path,
                                                                       step: int):
    game, last = one_action_from_the_end("farkle")
    FakeApp(tmp_path).store.save_game("farkle", game.to_dict())
    last()
    code = CHILD.format(root=str(ROOT), data=str(tmp_path), step=step,
                        state=json.dumps(game.to_dict()))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert done.returncode == 9, done.stderr
    left = {p.name for p in tmp_path.iterdir()}
    assert save_file("farkle") in left  # the save is never cleared before both records are written
    _restart_and_finish(tmp_path, "farkle")
    assert _recorded(tmp_path, "farkle") == (1, sorted(PEOPLE))


def test_a_start_completes_a_finished_save_before_the_menu(tmp_path: Path, monkeypatch):
    from tests.uihelpers import make_app

    game, last = one_action_from_the_end("yams")
    last()
    _kill_at(monkeypatch, 2, after=False)  # killed before stats.json was written
    with pytest.raises(Killed):
        record_game_end(FakeApp(tmp_path), "yams", game)
    monkeypatch.undo()
    assert json.loads((tmp_path / save_file("yams")).read_text())["ended"]
    app = make_app(tmp_path)
    try:
        assert not (tmp_path / save_file("yams")).exists()
        assert not app.store.has_saved_game()
        assert app.stats.data.games_played() == 1
    finally:
        app.close()
    assert _recorded(tmp_path, "yams") == (1, sorted(PEOPLE))


def finished_save(tmp_path: Path, kind: str = "yams") -> dict[str, Any]:
    """The finished save a game of ``kind`` writes as its end's first step (then killed)."""
    game, last = one_action_from_the_end(kind)
    last()
    app = FakeApp(tmp_path)
    payload: dict[str, Any] = {}
    real = app.store._write

    def keep(name: str, data: Any) -> bool:
        if name == save_file(kind):
            payload.update(data)
            raise Killed
        return real(name, data)

    app.store._write = keep  # type: ignore[method-assign]
    with pytest.raises(Killed):
        record_game_end(app, kind, game)
    return json.loads(json.dumps(payload))


def _forged(tmp_path: Path, how: str) -> dict[str, Any]:
    data = finished_save(tmp_path)
    if how == "foreign_entry":
        data["ended"]["highscores"][0]["score"] = 999
    elif how == "bad_id":
        data["game_id"] = "x" * 32
    elif how == "extra_key":
        data["bonus"] = {}
    elif how == "record_of_other_kind":
        data["kind"] = "farkle"
    elif how == "too_many_entries":
        data["ended"]["highscores"] *= 4
    return data


@pytest.mark.parametrize("how", ["foreign_entry", "bad_id", "extra_key",
                                 "record_of_other_kind", "too_many_entries"])
def test_a_forged_finished_save_is_set_aside_and_records_nothing(tmp_path: Path, how: str):
    (tmp_path / save_file("yams")).write_text(json.dumps(_forged(tmp_path, how)))
    store = Storage(tmp_path)
    stats = StatsRecorder(store)
    assert complete_pending_end(store, stats) is False
    assert [m.key for m in store.take_messages()] == ["storage.damaged_savegame"]
    assert not (tmp_path / save_file("yams")).exists()
    assert _recorded(tmp_path, "yams") == (0, [])


@pytest.mark.parametrize("file_name", [STATS_FILE, HIGHSCORES_FILE])
@pytest.mark.parametrize("ids", [["nope"], ["a" * 32, "a" * 32], ["b" * 32] * 65, "a" * 32])
def test_a_file_with_a_bad_list_of_recorded_games_is_set_aside(tmp_path: Path, file_name: str,
                                                               ids: Any):
    game, last = one_action_from_the_end("yams")
    last()
    record_game_end(FakeApp(tmp_path), "yams", game)
    path = tmp_path / file_name
    data = json.loads(path.read_text())
    data["game_ids"] = ids
    path.write_text(json.dumps(data))
    store = Storage(tmp_path)
    if file_name == STATS_FILE:
        assert StatsRecorder(store).data.games_played() == 0
    else:
        assert store.highscores("yams") == []
    assert [m.key for m in store.take_messages()] == [
        "storage.damaged_stats" if file_name == STATS_FILE else "storage.damaged_highscores"]


def _ending_left_waiting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A Yams game that ended on a full disk: its finished save written, nothing else."""
    game, last = one_action_from_the_end("yams")
    app = FakeApp(tmp_path)
    app.store.save_game("yams", game.to_dict())
    last()
    real = os.replace
    written = {"n": 0}

    def fill_disk(*args: Any) -> None:
        written["n"] += 1
        if written["n"] > 1:  # the finished save goes in, then the disk is full
            raise OSError(28, "No space left on device")
        real(*args)

    monkeypatch.setattr(os, "replace", fill_disk)
    assert record_game_end(app, "yams", game) is False
    monkeypatch.setattr(os, "replace", real)
    assert "ended" in json.loads((tmp_path / save_file("yams")).read_text())
    return game


@pytest.mark.parametrize("how", ["new_game", "rematch"])
def test_a_game_started_over_a_waiting_end_never_drops_it(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          how: str):
    from game.scenes.game_setup import rematch_players, start_game
    from game.storage.settings import Settings

    ended = _ending_left_waiting(tmp_path, monkeypatch)

    class Manager:
        def replace(self, scene: Any) -> None:
            """The table would open here."""

    app = FakeApp(tmp_path)
    app.settings = Settings()
    app.save_settings = lambda: None
    app.manager = Manager()
    players = list(ended.players)
    if how == "rematch":  # the same players, the next one starting ("Partidă nouă")
        players = rematch_players(players)
    started = start_game(app, "yams", players, table=lambda _app, game: None)
    assert app.store.load_game()[1]["game_id"] == started.game_id  # the new game is saved
    complete_pending_end(app.store, app.stats)  # the next start
    assert _recorded(tmp_path, "yams") == (1, sorted(PEOPLE))
    assert app.store.load_game()[1]["game_id"] == started.game_id  # and still resumable
    assert [p.name for p in tmp_path.glob("ended-*")] == []


def test_a_waiting_end_set_apart_is_completed_once_even_after_a_kill(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    _ending_left_waiting(tmp_path, monkeypatch)
    from tests.test_storage import yams_state

    store = Storage(tmp_path)
    store.save_game("yams", yams_state())  # another game: the end goes to its own file
    assert len(list(tmp_path.glob("ended-*.json"))) == 1
    _kill_at(monkeypatch, 3, after=False)  # stats and high scores written, not yet removed
    with pytest.raises(Killed):
        complete_pending_end(Storage(tmp_path), StatsRecorder(Storage(tmp_path)))
    monkeypatch.undo()
    for _ in range(2):
        complete_pending_end(Storage(tmp_path), StatsRecorder(Storage(tmp_path)))
        assert _recorded(tmp_path, "yams") == (1, sorted(PEOPLE))
    assert not list(tmp_path.glob("ended-*.json"))
    assert Storage(tmp_path).load_game() == ("yams", yams_state())
