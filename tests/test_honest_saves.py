"""Honest saves: a hand edit of a data file is noticed, a finished save carries its game.

Every file but the settings carries a keyed digest (``game.storage.digest``); a finished save
is completed only if its own game replays to the ending it claims, and the computer keeps the
seat New Game gave it (``game.storage.replay``).
"""

from __future__ import annotations

import copy
import functools
import hashlib
import json
import random
import stat
from pathlib import Path
from typing import Any

import pytest

from game.engine.players import Player
from game.rules.yams import Box, possible_points
from game.scenes.game_setup import new_engine_game, rematch_players
from game.storage import digest
from game.storage.digest import DIGEST_KEY, SECRET_FILE, digest_of, secret_for
from game.storage.ending import complete_pending_end, record_game_end
from game.storage.settings import Settings
from game.storage.stats import StatsRecorder
from game.storage.store import (
    HIGHSCORES_FILE,
    SETTINGS_FILE,
    STATS_FILE,
    Storage,
    save_file,
)
from tests.signing import write_signed
from tests.test_end_of_game import FakeApp, one_action_from_the_end

SEATS = [Player("Ana"), Player("Dan"), Player("IA", is_computer=True)]


class Killed(BaseException):
    """Stands for a kill -9 (not an error the store would catch)."""


YAMS_SAVE = save_file("yams")
"""The Yams game's save file (each game has its own, round 76)."""


def _read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text("utf-8"))


def _write(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data), "utf-8")


def _resign(folder: Path, data: dict[str, Any]) -> dict[str, Any]:
    """What someone holding the secret writes: the edited content with a digest that fits."""
    secret = secret_for(folder)
    assert secret is not None
    return {**data, DIGEST_KEY: digest_of(secret.key, data)}


def _finished(kind: str) -> Any:
    """A finished game of ``kind`` (Ana, Dan, then the computer), played once per session."""
    return type(_finished_once(kind)[0]).from_dict(copy.deepcopy(_finished_once(kind)[1]))


@functools.cache
def _finished_once(kind: str) -> tuple[Any, dict[str, Any]]:
    game, last = one_action_from_the_end(kind)
    last()
    return game, game.to_dict()



def _yams_after_three_rolls(players: list[Player] | None = None) -> Any:
    """A Yams game a few rounds in (each seat's best box), then three rolls of the next turn."""
    seats = tuple(players or SEATS)
    return type(_rolled_once(seats)[0]).from_dict(copy.deepcopy(_rolled_once(seats)[1]))


@functools.cache
def _rolled_once(seats: tuple[Player, ...], turns: int = 6) -> tuple[Any, dict[str, Any]]:
    rng = random.Random(5)
    game = new_engine_game("yams", list(seats))
    for _ in range(turns * len(game.players)):
        game.roll(rng)
        options = game.options()
        game.pick(max(options, key=lambda box: (options[box], box.id)))
        game.validate()
    for _ in range(3):
        game.roll(rng)
    return game, game.to_dict()


def _saved_yams(folder: Path) -> tuple[Storage, dict[str, Any]]:
    store = Storage(folder)
    assert store.save_game("yams", _yams_after_three_rolls().to_dict())
    return store, _read(folder / YAMS_SAVE)


def _perfect_card(state: dict[str, Any]) -> None:
    """Every filled box of the first card (but the last scoring's) at its best value."""
    boxes = state["cards"][0]["boxes"]
    last = state["last_event"]
    for box in Box:
        if boxes[box.id] is not None and not (last and last["player"] == 0
                                              and last["box"] == box.id):
            boxes[box.id] = max(possible_points(box))


CHEATS = {
    "rolls_used": lambda state: state.update(rolls_used=1),
    "perfect_card": _perfect_card,
    "chosen_dice": lambda state: state.update(dice=[6, 6, 6, 6, 6]),
}


@pytest.mark.parametrize("cheat", sorted(CHEATS))
def test_a_hand_edited_save_is_set_aside(tmp_path: Path, cheat: str):
    # rolls_used 3 -> 1, a perfect card typed in, the dice chosen: each a state the rules allow
    store, data = _saved_yams(tmp_path)
    assert data[DIGEST_KEY] and stat.S_IMODE((tmp_path / SECRET_FILE).stat().st_mode) == 0o600
    CHEATS[cheat](data["state"])
    _write(tmp_path / YAMS_SAVE, data)
    fresh = Storage(tmp_path)
    assert fresh.load_game() is None
    assert [m.key for m in fresh.take_messages()] == ["storage.damaged_savegame"]
    assert list(tmp_path.glob(f"{YAMS_SAVE}.*.bak"))


@pytest.mark.parametrize("file_name", [HIGHSCORES_FILE, STATS_FILE])
def test_hand_edited_high_scores_or_statistics_are_set_aside(tmp_path: Path, file_name: str):
    assert record_game_end(FakeApp(tmp_path), "yams", _finished("yams"))
    path = tmp_path / file_name
    data = _read(path)
    if file_name == HIGHSCORES_FILE:
        data["yams"][0]["score"] = 1575
    else:
        data["games"][0]["players"][0]["name"] = "Zoe"
    _write(path, data)
    store = Storage(tmp_path)
    if file_name == HIGHSCORES_FILE:
        assert store.highscores("yams") == []
    else:
        assert StatsRecorder(store).data.games_played() == 0
    assert [m.key for m in store.take_messages()] == [
        "storage.damaged_highscores" if file_name == HIGHSCORES_FILE else "storage.damaged_stats"]


def test_the_settings_stay_plain_and_hand_editable(tmp_path: Path):
    store = Storage(tmp_path)
    assert store.save_settings(Settings(volume=0.5))
    data = _read(tmp_path / SETTINGS_FILE)
    assert DIGEST_KEY not in data
    data["settings"]["volume"] = 0.25
    _write(tmp_path / SETTINGS_FILE, data)
    assert Storage(tmp_path).load_settings().volume == 0.25


def _old_folder(folder: Path) -> dict[str, bytes]:
    """Files a game from before the digest wrote (a real game's, unsigned), no secret yet."""
    assert record_game_end(FakeApp(folder), "yams", _finished("yams"))
    Storage(folder).save_game("yams", _yams_after_three_rolls().to_dict())
    (folder / SECRET_FILE).unlink()
    files = {}
    for name in (HIGHSCORES_FILE, STATS_FILE, YAMS_SAVE):
        data = _read(folder / name)
        data.pop(DIGEST_KEY)
        _write(folder / name, data)
        files[name] = (folder / name).read_bytes()
    return files


def test_files_from_before_the_secret_are_accepted_once_and_signed(tmp_path: Path):
    files = _old_folder(tmp_path)
    store = Storage(tmp_path)
    assert store.load_game() is not None and store.highscores("yams")
    assert StatsRecorder(store).data.games_played() == 1
    assert store.take_messages() == []
    secret = json.loads((tmp_path / SECRET_FILE).read_text())
    assert secret["adopted"] == {n: hashlib.sha256(b).hexdigest() for n, b in files.items()}
    for name in files:  # rewritten with their digest, the same content
        data = _read(tmp_path / name)
        assert data.pop(DIGEST_KEY) and data == json.loads(files[name])
    # once the secret exists, an unsigned file it did not adopt is set aside
    other = json.loads(files[HIGHSCORES_FILE])
    other["yams"][0]["score"] += 1
    _write(tmp_path / HIGHSCORES_FILE, other)
    again = Storage(tmp_path)
    assert again.highscores("yams") == []
    assert [m.key for m in again.take_messages()] == ["storage.damaged_highscores"]


def test_a_kill_between_the_secret_and_the_signed_rewrite_loses_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    _old_folder(tmp_path)

    def killed(self: Storage, file_name: str, raw: bytes) -> None:
        raise Killed

    monkeypatch.setattr(Storage, "_sign_adopted", killed)
    with pytest.raises(Killed):
        Storage(tmp_path).load_highscores()
    assert (tmp_path / SECRET_FILE).exists()
    monkeypatch.undo()
    store = Storage(tmp_path)
    assert store.highscores("yams") and store.load_game() is not None
    assert store.take_messages() == []
    assert DIGEST_KEY in _read(tmp_path / HIGHSCORES_FILE)


@pytest.mark.parametrize("how", ["deleted", "damaged"])
def test_a_lost_secret_opens_no_file_to_edits(tmp_path: Path, how: str):
    # the folder had a secret: a new one adopts nothing, every signed file is set aside
    # (kept as .bak), the edited save as the untouched high scores
    store, data = _saved_yams(tmp_path)
    store.add_highscore("yams", "Ana", 200)
    key = tmp_path / SECRET_FILE
    if how == "deleted":
        key.unlink()
    else:
        key.write_text("not a key")
    data["state"]["rolls_used"] = 1
    _write(tmp_path / YAMS_SAVE, data)
    fresh = Storage(tmp_path)
    assert fresh.load_game() is None and fresh.highscores("yams") == []
    assert [m.key for m in fresh.take_messages()] == ["storage.damaged_savegame",
                                                      "storage.damaged_highscores"]
    assert json.loads(key.read_text())["adopted"] == {}
    assert list(tmp_path.glob(f"{SECRET_FILE}*.bak")) == (
        [] if how == "deleted" else [tmp_path / f"{SECRET_FILE}.bak"])


def test_the_secret_is_in_no_data_file(tmp_path: Path):
    store, _ = _saved_yams(tmp_path)
    key = json.loads((tmp_path / SECRET_FILE).read_text())["key"]
    assert len(bytes.fromhex(key)) == 32
    assert key not in (tmp_path / YAMS_SAVE).read_text()
    assert secret_for(tmp_path).key.hex() == key  # made once, then read


def test_without_a_writable_secret_files_are_read_through_the_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def refused(path: Path, data: bytes) -> None:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(digest, "_write_private", refused)
    store, data = _saved_yams(tmp_path)
    assert DIGEST_KEY not in data and store.load_game() is not None


# -- the finished save carries its game ------------------------------------------------------


def _four_key_ending(game_id: str = "a" * 32) -> dict[str, Any]:
    """A finished save written by hand: no game behind it, "Ana 1 575" on the Yams table."""
    return {"version": 1, "kind": "yams", "game_id": game_id, "saved_at": "2026-01-01T10:00:00",
            "ended": {"record": None, "highscores": [
                {"name": "Ana", "score": 1575, "date": "2026-01-01T10:00:00"}]}}


@pytest.mark.parametrize("signed", [False, True])
def test_a_hand_written_finished_save_records_nothing(tmp_path: Path, signed: bool):
    # unsigned: in a folder from before the secret (adopted, through the rules); signed:
    # by someone holding the secret. Neither puts a score or a game anywhere.
    data = _four_key_ending()
    if signed:
        Storage(tmp_path).save_game("yams", _yams_after_three_rolls().to_dict())
        data = _resign(tmp_path, data)
    _write(tmp_path / YAMS_SAVE, data)
    store = Storage(tmp_path)
    stats = StatsRecorder(store)
    complete_pending_end(store, stats)
    assert [m.key for m in store.take_messages()] == ["storage.damaged_savegame"]
    assert store.highscores("yams") == [] and stats.data.games_played() == 0
    assert not (tmp_path / YAMS_SAVE).exists()


def _finished_payload(tmp_path: Path, kind: str = "yams") -> dict[str, Any]:
    """The finished save a real game's end writes (the store killed right after writing it)."""
    game = _finished(kind)
    app = FakeApp(tmp_path)
    real = app.store._write

    def write_then_die(name: str, data: Any) -> bool:
        real(name, data)
        raise Killed

    app.store._write = write_then_die  # type: ignore[method-assign]
    with pytest.raises(Killed):
        record_game_end(app, kind, game)
    return _read(tmp_path / save_file(kind))


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_a_real_finished_save_carries_its_game_and_completes(tmp_path: Path, kind: str):
    data = _finished_payload(tmp_path, kind)
    assert data["state"]["game_id"] == data["game_id"] and data["computer_seat"] == 2
    store = Storage(tmp_path)
    stats = StatsRecorder(store)
    assert complete_pending_end(store, stats)
    assert store.take_messages() == []
    table = store.highscores(kind, None if kind == "yams" else 5000)
    assert stats.data.games_played() == 1 and len(table) == 2


@pytest.mark.parametrize("how", ["chance_raised", "no_state", "other_game"])
def test_a_finished_save_whose_ending_is_not_its_games_is_refused(tmp_path: Path, how: str):
    # even signed with the secret: the ending is worked out again from the game it carries
    data = _finished_payload(tmp_path)
    data.pop(DIGEST_KEY)
    ending = data["ended"]
    if how == "chance_raised":  # Ana's Chance box +3, in her record, total and entry alike
        person = next(e for e in ending["highscores"] if e["name"] == "Ana")
        row = next(p for p in ending["record"]["players"] if p["name"] == "Ana")
        assert row["place"] == 2 and row["total"] + 3 < 119  # her place stays second
        row["boxes"][Box.CHANCE.value] += 3
        row["total"] += 3
        person["score"] += 3
    elif how == "no_state":
        data.pop("state")
    else:
        data["state"]["game_id"] = "b" * 32
    _write(tmp_path / YAMS_SAVE, _resign(tmp_path, data))
    store = Storage(tmp_path)
    stats = StatsRecorder(store)
    complete_pending_end(store, stats)
    assert [m.key for m in store.take_messages()] == ["storage.damaged_savegame"]
    assert stats.data.games_played() == 0 and store.highscores("yams") == []


# -- the computer's seat -----------------------------------------------------------------------


def test_a_save_with_the_computer_flag_moved_is_refused(tmp_path: Path):
    store, data = _saved_yams(tmp_path)
    assert data["computer_seat"] == 2
    data.pop(DIGEST_KEY)
    seats = data["state"]["players"]
    seats[0]["is_computer"], seats[2]["is_computer"] = True, False
    # even with a digest that fits: the seat New Game gave the computer is recorded
    write_signed(tmp_path / YAMS_SAVE, data)
    fresh = Storage(tmp_path)
    assert fresh.load_game() is None
    assert [m.key for m in fresh.take_messages()] == ["storage.damaged_savegame"]


def test_a_rematch_keeps_the_computer_in_its_rotated_seat(tmp_path: Path):
    # a rematch rotates the seats: the computer plays second, and that save loads
    seats = rematch_players(SEATS)
    store = Storage(tmp_path)
    assert store.save_game("yams", _yams_after_three_rolls(seats).to_dict())
    assert _read(tmp_path / YAMS_SAVE)["computer_seat"] == 1
    assert Storage(tmp_path).load_game() is not None
