"""A name typed two ways is one player: NFC and NFD "Ștefan", "Ana" and "Ana " are kept as one
form (NFC, trimmed) wherever a name enters, and old files holding the other form merge."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from game.engine.players import Player, normal_name
from game.statistics import GameRecord, PlayerResult, PlayerTally, players_seen
from game.storage.stats import StatsRecorder
from game.storage.store import HIGHSCORES_FILE, SAVEGAME_FILE, STATS_FILE, Storage
from tests.test_statistics import SHEET

NFC = "Ștefan"
NFD = unicodedata.normalize("NFD", NFC)  # "S" + a comma below: looks the same, other text


def _record(name: str, date: str = "2026-01-01T20:00:00") -> GameRecord:
    return GameRecord("yams", date, (PlayerResult(name, False, 309, 1, boxes=SHEET),))


def test_the_two_forms_differ_as_text_and_are_one_name():
    assert NFD != NFC and len(NFD) == len(NFC) + 1
    assert normal_name(NFD) == normal_name(" " + NFC + " ") == NFC
    assert Player(NFD).name == NFC and Player("Ana ").name == "Ana"


def test_new_game_starts_the_players_under_one_form(tmp_path: Path):
    from game.scenes.new_game import NewGameScene
    from tests.uihelpers import make_app

    app = make_app(tmp_path)
    try:
        scene = NewGameScene(app, "yams")
        scene.humans.value = 2
        scene.fields[0].text, scene.fields[1].text = NFD, " Ana "
        assert [p.name for p in scene.players() if not p.is_computer] == [NFC, "Ana"]
    finally:
        app.close()


def test_a_saved_game_with_the_other_form_resumes_under_one_form(tmp_path: Path):
    from tests.test_storage import yams_state

    state = yams_state()
    state["players"][0]["name"] = NFD + " "
    Storage(tmp_path).save_game("yams", state)
    store = Storage(tmp_path)
    loaded = store.load_game()
    assert store.take_messages() == []  # not set aside
    assert loaded is not None and loaded[1]["players"][0]["name"] == NFC


def test_statistics_of_both_forms_are_one_player(tmp_path: Path):
    tally = PlayerTally()
    tally.add(PlayerResult("x", False, 300, 1, boxes=SHEET))
    data = {"version": 1,
            "games": [_record(NFC).to_dict(), _record(NFD).to_dict(), _record("Ana ").to_dict(),
                      _record("Ana").to_dict()],
            "archive": [{"kind": "yams", "name": n, "computer": False, "tally": tally.to_dict()}
                        for n in (NFD, NFC)],
            "rolled_games": {"yams": 2}}
    (tmp_path / STATS_FILE).write_text(json.dumps(data), encoding="utf-8")
    store = Storage(tmp_path)
    stats = StatsRecorder(store).data
    assert store.take_messages() == []
    assert sorted(players_seen(stats.records, stats.archive)) == [("Ana", False), (NFC, False)]
    assert list(stats.archive) == [("yams", NFC, False)]
    assert stats.archive[("yams", NFC, False)].games == 2


def test_high_scores_keep_one_form(tmp_path: Path):
    entry = {"name": NFD, "score": 250, "date": "2026-01-01T20:00:00"}
    (tmp_path / HIGHSCORES_FILE).write_text(
        json.dumps({"version": 2, "yams": [entry], "farkle": {}}), encoding="utf-8")
    store = Storage(tmp_path)
    assert [e.name for e in store.highscores("yams")] == [NFC]
    store.add_highscore("yams", "Ana ", 200)
    on_disk = json.loads((tmp_path / HIGHSCORES_FILE).read_text(encoding="utf-8"))
    assert [e["name"] for e in on_disk["yams"]] == [NFC, "Ana"]


def test_a_finished_save_of_the_other_form_is_completed(tmp_path: Path):
    # A real game's finished save (it carries its game), from before names were kept in one
    # form and before the files had a digest: "Ana" written as NFD "Ștefan" everywhere.
    from game.storage.digest import DIGEST_KEY
    from game.storage.ending import complete_pending_end
    from tests.test_honest_saves import _finished_payload

    save = _finished_payload(tmp_path / "made")
    save.pop(DIGEST_KEY)
    text = json.dumps(save, ensure_ascii=False)
    text = text.replace('"Ana"', json.dumps(NFD, ensure_ascii=False))
    assert NFD in text
    (tmp_path / SAVEGAME_FILE).write_text(text, encoding="utf-8")
    store = Storage(tmp_path)
    assert complete_pending_end(store, StatsRecorder(store))
    assert store.take_messages() == []
    assert NFC in [e.name for e in store.highscores("yams")]
    names = [p.name for r in StatsRecorder(Storage(tmp_path)).data.records for p in r.players]
    assert NFC in names and NFD not in names
