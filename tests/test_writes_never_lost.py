"""Every write either lands or is said: what a file keeps is always writable, compact, and read
back by the game's own reader; a failed write is reported once, whatever made it fail."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.storage.store import (
    HIGHSCORES_FILE,
    MAX_FILE_BYTES,
    SETTINGS_FILE,
    Storage,
    save_file,
)

WRITE_FAILED = "storage.write_failed"


def _highscores_with(tmp_path: Path, text_of_extra: str) -> None:
    """A valid, empty high-score file with one unknown key written as ``text_of_extra``."""
    (tmp_path / HIGHSCORES_FILE).write_text(
        '{"version": 2, "yams": [], "farkle": {}, "kept": ' + text_of_extra + "}",
        encoding="utf-8")


def _keys(store: Storage) -> list[str]:
    return [m.key for m in store.take_messages()]


# json.loads takes all three; json.dumps(allow_nan=False) or UTF-8 refuse them.
UNWRITABLE = {"nan": "NaN", "infinity": "[1, -Infinity]", "lone surrogate": '"\\ud800"',
              "surrogate key": '{"\\udfff": 1}'}


@pytest.mark.parametrize("text", UNWRITABLE.values(), ids=UNWRITABLE.keys())
def test_an_unwritable_unknown_key_never_stops_the_high_scores(tmp_path: Path, text: str):
    _highscores_with(tmp_path, text)
    (tmp_path / HIGHSCORES_FILE).write_text(
        (tmp_path / HIGHSCORES_FILE).read_text(encoding="utf-8")[:-1] + ', "note": "hi"}',
        encoding="utf-8")
    store = Storage(tmp_path)
    assert store.add_highscore("yams", "Ana", 250) == 1
    assert _keys(store) == []
    on_disk = json.loads((tmp_path / HIGHSCORES_FILE).read_text(encoding="utf-8"))
    assert [e["name"] for e in on_disk["yams"]] == ["Ana"]
    assert "kept" not in on_disk and on_disk["note"] == "hi"  # only the unwritable part goes


def test_600_nested_lists_come_back_compact_and_readable(tmp_path: Path):
    _highscores_with(tmp_path, "[" * 600 + "]" * 600)
    store = Storage(tmp_path)
    assert store.add_highscore("yams", "Ana", 250) == 1
    size = (tmp_path / HIGHSCORES_FILE).stat().st_size
    assert size < 4 * 1024, size  # indented, it was 362 KB: over the reader's limit
    again = Storage(tmp_path)
    assert [e.name for e in again.highscores("yams")] == ["Ana"]
    assert _keys(again) == []


def test_a_file_that_would_grow_past_its_reader_drops_its_unknown_keys(tmp_path: Path):
    # "1E5" is read as 100000.0 and written back eight bytes long: a file under the limit
    # would come back over it; the unknown key goes, the table and the game ids stay.
    count = (MAX_FILE_BYTES - 200) // 4
    _highscores_with(tmp_path, "[" + ",".join(["1E5"] * count) + '], "game_ids": ["'
                     + "a" * 32 + '"]')
    assert (tmp_path / HIGHSCORES_FILE).stat().st_size <= MAX_FILE_BYTES
    store = Storage(tmp_path)
    assert store.add_highscore("yams", "Ana", 250) == 1
    assert (tmp_path / HIGHSCORES_FILE).stat().st_size <= MAX_FILE_BYTES
    again = Storage(tmp_path)
    assert [e.name for e in again.highscores("yams")] == ["Ana"]
    assert _keys(again) == []
    assert json.loads((tmp_path / HIGHSCORES_FILE).read_text())["game_ids"] == ["a" * 32]


def test_every_file_the_store_writes_is_compact(tmp_path: Path):
    from game.storage.settings import Settings
    from tests.test_storage import yams_state

    store = Storage(tmp_path)
    store.save_settings(Settings())
    store.save_game("yams", yams_state())
    store.add_highscore("yams", "Ana", 250)
    for name in (SETTINGS_FILE, save_file("yams"), HIGHSCORES_FILE):
        assert (tmp_path / name).read_text(encoding="utf-8").count("\n") == 1, name


def test_a_refused_disk_is_said_once_until_a_write_succeeds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from game.storage.settings import Settings

    store = Storage(tmp_path)
    real = os.replace

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    assert store.save_settings(Settings()) is False
    assert store.save_settings(Settings()) is False
    assert _keys(store) == [WRITE_FAILED]  # once, not at every action
    monkeypatch.setattr(os, "replace", real)
    assert store.save_settings(Settings())
    monkeypatch.setattr(os, "replace", full_disk)
    assert store.save_settings(Settings()) is False
    assert _keys(store) == [WRITE_FAILED]  # failing again after a success: said again


def test_a_value_json_cannot_hold_is_said_too(tmp_path: Path):
    store = Storage(tmp_path)
    with pytest.raises(ValueError):
        store.save_game("yams", {"turn": float("nan")})
    assert _keys(store) == [WRITE_FAILED]
    assert not (tmp_path / save_file("yams")).exists()


def test_a_failed_save_stays_on_screen_long_enough_to_be_read(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch):
    from game import theme
    from game.storage.settings import Settings
    from tests.uihelpers import make_app

    app = make_app(tmp_path)
    try:
        monkeypatch.setattr(os, "replace", lambda *args: (_ for _ in ()).throw(OSError(28, "")))
        app.store.save_settings(Settings())
        app.store.save_settings(Settings())
        monkeypatch.undo()
        app.step(0.02)
        texts = [n.text for n in app.notices.notices]
        assert len(texts) == 1 and SETTINGS_FILE in texts[0]
        app.notices.update(theme.NOTICE_TIME * 4)
        assert [n.text for n in app.notices.notices] == texts
    finally:
        app.close()


def test_a_version_1_file_with_an_unwritable_key_is_kept_whole_when_migrated(tmp_path: Path):
    text = '{"version": 1, "yams": [], "farkle": [], "kept": NaN}'
    (tmp_path / HIGHSCORES_FILE).write_text(text, encoding="utf-8")
    store = Storage(tmp_path)
    assert store.add_highscore("yams", "Ana", 250) == 1
    assert _keys(store) == []
    assert (tmp_path / "highscores-v1.json").read_text(encoding="utf-8") == text
    assert json.loads((tmp_path / HIGHSCORES_FILE).read_text())["version"] == 2
