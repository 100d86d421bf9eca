"""The JSON store: defaults, damage handling, high-score ranking, saved games, atomic writes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.storage.settings import Settings
from game.storage.store import (
    HIGHSCORES_FILE,
    HIGHSCORES_V1_COPY,
    MAX_HIGHSCORES,
    SAVEGAME_FILE,
    SETTINGS_FILE,
    Storage,
    StorageMessage,
    atomic_write_json,
    default_data_dir,
    save_file,
)

FIXED_NOW = datetime(2025, 3, 1, 12, 0, 0, tzinfo=UTC)


def yams_state() -> dict:
    """A real saved Yams state (the store checks saves against the rules)."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    return YamsGame.new([Player("Ana"), Player("IA", is_computer=True)]).to_dict()


def farkle_state() -> dict:
    """A real saved 10 000 state."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player

    return FarkleGame.new([Player("Ana"), Player("Dan"), Player("IA", is_computer=True)]).to_dict()

DAMAGED_CONTENT = {
    "empty": b"",
    "truncated": b'{"version": 1, "settings": {"language": "en", "vol',
    "malformed": b"{version: 1,}",
    "not utf-8": b'{"version": 1, "settings": {"language": "\xff"}}',
    "not an object": b"[1, 2, 3]",
    "no version": b'{"settings": {}}',
    "version is a string": b'{"version": "1", "settings": {}}',
}


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Storage:
    monkeypatch.setenv("ZARURI_DATA_DIR", str(tmp_path))
    return Storage(tmp_path, clock=lambda: FIXED_NOW)


EMPTY_TABLES = {"yams": [], "farkle.5000": [], "farkle.10000": [], "farkle.15000": []}


def backups(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.*.bak"))


# -- data folder -------------------------------------------------------------------------------


def test_data_dir_comes_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    # $ZARURI_DATA_DIR overrides the platform folder
    monkeypatch.setenv("ZARURI_DATA_DIR", str(tmp_path / "x"))
    assert default_data_dir() == tmp_path / "x"
    assert Storage().data_dir == tmp_path / "x"


def test_data_dir_defaults_to_platformdirs(monkeypatch: pytest.MonkeyPatch):
    # without the variable, the per-user folder named "zaruri"
    monkeypatch.delenv("ZARURI_DATA_DIR", raising=False)
    assert default_data_dir().name.lower() == "zaruri"


# -- settings ----------------------------------------------------------------------------------


def test_missing_settings_give_defaults_silently(store: Storage):
    # first start: no file, no message
    assert store.load_settings() == Settings()
    assert store.messages == []


def test_settings_round_trip(store: Storage):
    # what is saved is what is loaded
    chosen = Settings(language="en", volume=0.25, muted=True, animation_speed="fast",
                      fullscreen=False, difficulty="beginner")
    assert store.save_settings(chosen)
    assert Storage(store.data_dir).load_settings() == chosen
    assert json.loads(store.path(SETTINGS_FILE).read_text("utf-8"))["version"] == 1


@pytest.mark.parametrize("case", sorted(DAMAGED_CONTENT))
def test_damaged_settings_are_moved_aside(store: Storage, case: str):
    # every kind of damage: defaults, a backup holding the old bytes, one message
    store.path(SETTINGS_FILE).write_bytes(DAMAGED_CONTENT[case])
    assert store.load_settings() == Settings()
    [backup] = backups(store.data_dir, SETTINGS_FILE)
    assert backup.read_bytes() == DAMAGED_CONTENT[case]
    assert not store.path(SETTINGS_FILE).exists()
    assert store.messages == [StorageMessage(
        "storage.damaged_settings", {"file": SETTINGS_FILE, "backup": backup.name})]


@pytest.mark.parametrize("values", [
    {"language": "fr"},
    {"volume": "loud"},
    {"volume": 3},
    {"volume": None},
    {"muted": "yes"},
    {"fullscreen": 1},
])
def test_settings_with_wrong_values_are_damaged(store: Storage, values: dict[str, object]):
    # wrong types or values inside a well-formed file
    store.path(SETTINGS_FILE).write_text(json.dumps({"version": 1, "settings": values}))
    assert store.load_settings() == Settings()
    assert [m.key for m in store.messages] == ["storage.damaged_settings"]


def test_settings_with_wrong_structure_are_damaged(store: Storage):
    # "settings" must be an object
    store.path(SETTINGS_FILE).write_text('{"version": 1, "settings": ["ro"]}')
    assert store.load_settings() == Settings()
    assert [m.key for m in store.messages] == ["storage.damaged_settings"]


def test_settings_from_a_newer_version_are_moved_aside(store: Storage):
    # a file from a future game is not read with today's rules
    store.path(SETTINGS_FILE).write_text('{"version": 99, "settings": {"language": "en"}}')
    assert store.load_settings() == Settings()
    [backup] = backups(store.data_dir, SETTINGS_FILE)
    assert store.messages == [StorageMessage(
        "storage.newer_version", {"file": SETTINGS_FILE, "backup": backup.name})]


def test_partial_settings_keep_the_other_defaults(store: Storage):
    # a missing key is not damage; unknown keys are ignored
    store.path(SETTINGS_FILE).write_text(
        '{"version": 1, "settings": {"language": "en", "colour": "red"}}')
    assert store.load_settings() == Settings(language="en", language_chosen=True)
    assert store.messages == []


def test_backups_never_overwrite_each_other(store: Storage):
    # damaged twice in the same second: two distinct backups
    for content in (b"first", b"second"):
        store.path(SETTINGS_FILE).write_bytes(content)
        store.load_settings()
    found = backups(store.data_dir, SETTINGS_FILE)
    assert sorted(p.read_bytes() for p in found) == [b"first", b"second"]


def test_damaged_settings_leave_the_other_files_alone(store: Storage):
    # a damaged settings file does not touch high scores or the saved game
    store.add_highscore("yams", "Ana", 250)
    store.save_game("yams", yams_state())
    store.path(SETTINGS_FILE).write_bytes(b"")
    store.load_settings()
    assert [e.name for e in store.highscores("yams")] == ["Ana"]
    assert store.load_game() == ("yams", yams_state())
    assert [m.key for m in store.messages] == ["storage.damaged_settings"]


def test_take_messages_empties_the_queue(store: Storage):
    # the menu shows each message once
    store.path(SETTINGS_FILE).write_bytes(b"{")
    store.load_settings()
    assert len(store.take_messages()) == 1
    assert store.take_messages() == []
    assert store.load_settings() == Settings()
    assert store.messages == []


# -- high scores -------------------------------------------------------------------------------


def test_missing_highscores_are_empty(store: Storage):
    # no file: both tables empty, no message
    assert store.load_highscores() == EMPTY_TABLES
    assert store.messages == []


@pytest.mark.parametrize("case", ["empty", "truncated", "malformed", "not an object"])
def test_damaged_highscores_start_afresh(store: Storage, case: str):
    # damage in highscores.json reports its own key and does not touch settings
    store.save_settings(Settings(language="en"))
    store.path(HIGHSCORES_FILE).write_bytes(DAMAGED_CONTENT[case])
    assert store.highscores("yams") == []
    assert [m.key for m in store.messages] == ["storage.damaged_highscores"]
    assert store.load_settings() == Settings(language="en")
    assert len(backups(store.data_dir, HIGHSCORES_FILE)) == 1


@pytest.mark.parametrize("entries", [
    {"yams": {"name": "Ana"}},
    {"yams": [{"name": "Ana", "score": "250", "date": "2025-01-01T10:00:00+00:00"}]},
    {"yams": [{"name": "Ana", "score": 250, "date": "yesterday"}]},
    {"yams": [{"name": "Ana", "score": 250}]},
    {"farkle": [{"name": "Ion", "score": 10000, "date": "2025-01-01", "turns": -1}]},
    {"version": 2, "farkle": [{"name": "Ion", "score": 10000, "date": "2025-01-01"}]},
    {"version": 2, "farkle": {"7000": []}},
    {"version": 2, "farkle": {"5000": {"name": "Ion"}}},
])
def test_highscores_with_wrong_structure_are_damaged(store: Storage, entries: dict[str, object]):
    # wrong types inside the tables
    store.path(HIGHSCORES_FILE).write_text(json.dumps({"version": 1, **entries}))
    assert store.load_highscores() == EMPTY_TABLES
    assert [m.key for m in store.messages] == ["storage.damaged_highscores"]


def test_highscores_from_a_newer_version_are_moved_aside(store: Storage):
    # future format
    store.path(HIGHSCORES_FILE).write_text('{"version": 3, "yams": []}')
    assert store.highscores("yams") == []
    assert [m.key for m in store.messages] == ["storage.newer_version"]


def test_highscores_rank_by_score_then_earlier_date(store: Storage):
    # a tie goes to the earlier date, whatever the order of insertion
    assert store.add_highscore("yams", "Late", 200, date="2025-02-02T10:00:00+00:00") == 1
    assert store.add_highscore("yams", "Best", 300, date="2025-02-03T10:00:00+00:00") == 1
    assert store.add_highscore("yams", "Early", 200, date="2025-02-01T10:00:00+00:00") == 2
    table = store.highscores("yams")
    assert [(e.name, e.score) for e in table] == [("Best", 300), ("Early", 200), ("Late", 200)]


def test_highscores_keep_ten_and_qualifies_says_who_enters(store: Storage):
    # the eleventh is dropped; equal to the tenth but later does not enter
    for i in range(10):
        date = f"2025-01-{i + 1:02d}T10:00:00+00:00"
        store.add_highscore("yams", f"P{i}", 100 + 10 * i, date=date)
    assert store.qualifies("yams", 101)
    assert not store.qualifies("yams", 100)
    assert not store.qualifies("yams", 99)
    assert store.add_highscore("yams", "Tie", 100) is None
    assert store.add_highscore("yams", "New", 150) == 6
    table = store.highscores("yams")
    assert len(table) == 10
    assert table[-1].score == 110
    assert "P0" not in [e.name for e in table]


def test_farkle_highscores_store_turns(store: Storage):
    # 10 000 entries carry the number of turns, and need it
    assert store.add_highscore("farkle", "Ion", 10250, turns=17, target=10_000) == 1
    [entry] = Storage(store.data_dir).highscores("farkle", target=10_000)
    assert (entry.name, entry.score, entry.turns) == ("Ion", 10250, 17)
    assert entry.date == FIXED_NOW.isoformat(timespec="seconds")
    with pytest.raises(ValueError):
        store.add_highscore("farkle", "Ion", 10000, target=10_000)
    with pytest.raises(ValueError):
        store.add_highscore("farkle", "Ion", 10000, turns=3)


def test_tables_are_separate_per_game(store: Storage):
    # yams and farkle never mix
    store.add_highscore("yams", "Ana", 250)
    store.add_highscore("farkle", "Ion", 10000, turns=20, target=10_000)
    assert [e.name for e in store.highscores("yams")] == ["Ana"]
    assert [e.name for e in store.highscores("farkle", target=10_000)] == ["Ion"]
    with pytest.raises(ValueError):
        store.highscores("chess")


def test_farkle_tables_are_separate_per_target_and_keep_other_keys(store: Storage):
    # a 5 000 game never enters the 10 000 table; each target keeps its own ten
    store.path(HIGHSCORES_FILE).write_text(json.dumps({"version": 2, "stats": {"games": 4}}))
    for i in range(MAX_HIGHSCORES):
        store.add_highscore("farkle", f"P{i}", 9_000 + 50 * i, turns=20, target=10_000)
    assert store.add_highscore("farkle", "Mia", 5_050, turns=9, target=5_000) == 1
    assert store.qualifies("farkle", 5_000, target=5_000)
    assert not store.qualifies("farkle", 5_000, target=10_000)
    assert store.qualifies("farkle", 1, target=15_000)
    assert [e.name for e in store.highscores("farkle", target=5_000)] == ["Mia"]
    assert "Mia" not in [e.name for e in store.highscores("farkle", target=10_000)]
    assert store.highscores("farkle", target=15_000) == []
    data = json.loads(store.path(HIGHSCORES_FILE).read_text("utf-8"))
    assert data["version"] == 2 and data["stats"] == {"games": 4}
    assert sorted(data["farkle"]) == ["10000", "15000", "5000"]
    assert [e["turns"] for e in data["farkle"]["5000"]] == [9]
    for bad in (None, 7_000):
        with pytest.raises(ValueError):
            store.highscores("farkle", target=bad)
    with pytest.raises(ValueError):
        store.highscores("yams", target=10_000)


def test_a_version_1_file_is_migrated_without_losing_an_entry(store: Storage):
    # the old single 10 000 list goes to the 10 000 table (the default target, the old file
    # never said), Yams entries stay, the old file is kept as highscores-v1.json
    yams = [{"name": f"Y{i}", "score": 100 + i, "date": f"2025-01-{i + 1:02d}T10:00:00"}
            for i in range(10)]
    farkle = [{"name": f"F{i}", "score": 5_000 + 700 * i, "turns": 10 + i,
               "date": f"2025-02-{i + 1:02d}T10:00:00"} for i in range(10)]
    old = {"version": 1, "yams": yams, "farkle": farkle}
    store.path(HIGHSCORES_FILE).write_text(json.dumps(old))
    tables = store.load_highscores()
    assert store.messages == []
    assert sorted(e.to_dict()["name"] for e in tables["yams"]) == sorted(e["name"] for e in yams)
    moved = tables["farkle.10000"]
    assert sorted((e.name, e.score, e.turns, e.date) for e in moved) == sorted(
        (e["name"], e["score"], e["turns"], e["date"]) for e in farkle)
    assert tables["farkle.5000"] == [] and tables["farkle.15000"] == []
    data = json.loads(store.path(HIGHSCORES_FILE).read_text("utf-8"))
    assert data["version"] == 2 and len(data["farkle"]["10000"]) == 10
    assert json.loads(store.path(HIGHSCORES_V1_COPY).read_text("utf-8")) == old
    assert Storage(store.data_dir).load_highscores() == tables
    assert backups(store.data_dir, HIGHSCORES_FILE) == []


# -- saved game --------------------------------------------------------------------------------


def test_saved_game_round_trip_and_clear(store: Storage):
    # save, load, clear; no file means None
    assert store.load_game() is None
    state = farkle_state()
    assert store.save_game("farkle", state)
    assert store.has_saved_game()
    assert Storage(store.data_dir).load_game() == ("farkle", state)
    data = json.loads(store.path(save_file("farkle")).read_text("utf-8"))
    assert data["version"] == 1 and data["kind"] == "farkle" and "saved_at" in data
    store.clear_game()
    assert store.load_game() is None and not store.has_saved_game()
    store.clear_game()  # clearing twice is fine
    assert store.messages == []


@pytest.mark.parametrize("content", [
    b"",
    b'{"version": 1, "kind": "yams", "state": {"tu',
    b'{"version": 1, "kind": "poker", "state": {}}',
    b'{"version": 1, "kind": "yams", "state": [1]}',
    b'{"version": 1, "kind": "yams"}',
])
def test_damaged_saved_game_is_moved_aside(store: Storage, content: bytes):
    # empty, truncated, unknown kind, wrong state type, missing state
    store.path(SAVEGAME_FILE).write_bytes(content)
    assert store.load_game() is None
    assert [m.key for m in store.messages] == ["storage.damaged_savegame"]
    assert [p.read_bytes() for p in backups(store.data_dir, SAVEGAME_FILE)] == [content]


def test_saved_game_from_a_newer_version(store: Storage):
    # future format: put aside, not loaded
    store.path(SAVEGAME_FILE).write_text('{"version": 5, "kind": "yams", "state": {}}')
    assert store.load_game() is None
    assert [m.key for m in store.messages] == ["storage.newer_version"]


def test_discard_damaged_game_for_a_state_the_engine_refused(store: Storage):
    # the engine's from_dict raised: the app moves the save aside through the store
    store.save_game("yams", {"nonsense": True})
    store.discard_damaged_game("yams")
    assert store.load_game() is None
    assert [m.key for m in store.messages] == ["storage.damaged_savegame"]


def test_a_state_json_cannot_hold_raises_and_keeps_the_old_save(store: Storage):
    # a programming error is loud, and the previous save survives
    store.save_game("yams", yams_state())
    with pytest.raises(TypeError):
        store.save_game("yams", {"turn": object()})
    assert store.load_game() == ("yams", yams_state())


# -- atomic writes -----------------------------------------------------------------------------


def test_failed_replace_keeps_the_old_file(store: Storage, monkeypatch: pytest.MonkeyPatch):
    # os.replace fails: old settings intact, no temporary file left, a message reported
    store.save_settings(Settings(language="en"))
    before = store.path(SETTINGS_FILE).read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    assert not store.save_settings(Settings(language="ro", volume=0.1))
    monkeypatch.undo()
    assert store.path(SETTINGS_FILE).read_bytes() == before
    assert list(store.data_dir.glob("*.tmp")) == []
    assert store.messages == [StorageMessage("storage.write_failed", {"file": SETTINGS_FILE})]
    assert store.load_settings() == Settings(language="en")


def test_failed_fsync_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    # the write itself fails before the rename: atomic_write_json raises, old file intact
    target = tmp_path / "data.json"
    atomic_write_json(target, {"version": 1, "n": 1})

    def broken_fsync(fd: int) -> None:
        raise OSError("I/O error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write_json(target, {"version": 1, "n": 2})
    monkeypatch.undo()
    assert json.loads(target.read_text("utf-8")) == {"version": 1, "n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]


def test_stale_temporary_files_are_cleaned(store: Storage):
    # a temp file left by a killed save is removed once it is old
    leftover = store.data_dir / f".{SETTINGS_FILE}.abc.tmp"
    leftover.write_text("{")
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    store.load_settings()
    assert not leftover.exists()


SAVE_LOOP = """
import sys
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.storage.store import Storage
store = Storage(sys.argv[1])
state = YamsGame.new([Player("Ana"), Player("IA", is_computer=True)]).to_dict()
n = 0
while True:
    n += 1
    store.save_game("yams", {**state, "n": n, "pad": [n] * 12000})
    if n == 1:
        print("ready", flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_during_saves_leaves_old_or_new_complete_file(tmp_path: Path):
    # a process killed at random moments of a save loop never leaves a half file
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root), "ZARURI_DATA_DIR": str(tmp_path)}
    seen: set[int] = set()
    for delay in (0.05, 0.13, 0.21, 0.34, 0.55):
        proc = subprocess.Popen([sys.executable, "-c", SAVE_LOOP, str(tmp_path)],
                                env=env, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        deadline = time.monotonic() + delay
        while time.monotonic() < deadline:
            # reading while the writer works: always a complete version
            data = json.loads((tmp_path / save_file("yams")).read_text("utf-8"))
            n = data["state"]["n"]
            assert data["state"]["pad"] == [n] * 12000
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        store = Storage(tmp_path)
        # The store's own reading (the payload's "n" and "pad" are no game's keys, so the
        # save validator would set it aside for them; the file itself must be whole).
        loaded = store._read(save_file("yams"), 1, lambda data: data)
        assert loaded is not None and store.messages == []
        kind, state = loaded["kind"], loaded["state"]
        assert kind == "yams" and state["pad"] == [state["n"]] * 12000
        seen.add(state["n"])
    assert max(seen) > 1  # the loop did overwrite the file many times


def test_last_game_settings_round_trip_and_old_files_load(store: Storage):
    # the names and target of the last game are kept; a file from before them still loads
    settings = Settings(last_names=("Ana", "Ștefan"), farkle_target=5_000)
    store.save_settings(settings)
    assert Storage(store.data_dir).load_settings() == settings
    store.path(SETTINGS_FILE).write_text('{"version": 1, "settings": {"language": "en"}}')
    assert store.load_settings() == Settings(language="en", language_chosen=True)
    assert Settings().last_names == () and Settings().farkle_target == 10_000
    for bad in ({"farkle_target": 7_000}, {"last_names": "Ana"}, {"last_names": [1]},
                {"last_names": ["a"] * 7}):
        with pytest.raises(ValueError):
            Settings.from_dict(bad)
