"""Every loaded file is fully valid or set aside (issue 16): the corpus and mutated saves."""

from __future__ import annotations

import copy
import json
import math
import time
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.app import engine_for_saved_game
from game.storage.digest import SECRET_FILE
from game.storage.settings import Settings
from game.storage.stats import StatsData, StatsRecorder
from game.storage.store import (
    HIGHSCORE_TABLES,
    HIGHSCORES_FILE,
    MAX_FILE_BYTES,
    SAVE_FILES,
    SAVEGAME_FILE,
    SETTINGS_FILE,
    STATS_FILE,
    Storage,
    save_file,
)
from game.storage.validators import validate_savegame
from game.theme import NAME_MAX_LENGTH
from tests.damaged_files import (
    corpus,
    encode,
    valid_highscores,
    valid_saves,
    valid_settings,
)
from tests.damaged_files_23 import valid_check_bases, valid_stats
from tests.damaged_files_23 import wrap as _wrap

HANG = 1.0
"""Seconds after which a load counts as a hang (a real load takes milliseconds)."""

MUTATED_EXAMPLES = 220
"""Mutated saves the property test tries (kept modest: the whole suite stays fast)."""

MUTATED_STATS_EXAMPLES = 80
"""Mutated statistics files tried (with the saves, about the 300 examples of before)."""


@cache
def _valid_saves() -> tuple[str, ...]:
    return tuple(json.dumps(save) for save in [*valid_saves(), *valid_check_bases()])


@cache
def _valid_folder() -> dict[str, bytes]:
    """The bytes of a folder's four files in good order, made once for the module (the
    saves are reached by playing real games: ~0.1 s each time)."""
    return {SAVEGAME_FILE: encode(valid_saves()[0]),
            HIGHSCORES_FILE: encode(valid_highscores()),
            SETTINGS_FILE: encode(valid_settings()),
            STATS_FILE: encode(valid_stats())}


def _load(folder: Path, file_name: str) -> tuple[Any, Storage, float]:
    # The files here are written by hand, as by a game from before the digest: each is read
    # as the first file of a folder with no secret yet (accepted once, through the rules).
    (folder / SECRET_FILE).unlink(missing_ok=True)
    store = Storage(folder)
    start = time.perf_counter()
    if file_name == SAVEGAME_FILE:
        result: Any = store.load_game()
    elif file_name == HIGHSCORES_FILE:
        result = store.load_highscores()
    elif file_name == STATS_FILE:
        result = StatsRecorder(store).data.to_dict()
    else:
        result = store.load_settings()
    return result, store, time.perf_counter() - start


def _put_save(folder: Path, save: dict[str, Any]) -> None:
    """Write ``save`` by hand as its game's save file, the only save of the folder (each
    game has its own file, round 76)."""
    for name in SAVE_FILES.values():
        (folder / name).unlink(missing_ok=True)
    (folder / save_file(save["kind"])).write_bytes(encode(save))


def _defaults(file_name: str) -> Any:
    return {SAVEGAME_FILE: None, HIGHSCORES_FILE: {key: [] for key in HIGHSCORE_TABLES},
            SETTINGS_FILE: Settings(), STATS_FILE: StatsData().to_dict()}[file_name]


def test_every_valid_save_loads_exactly(tmp_path: Path):
    # the states real play reaches (both games, every part of a turn) all load as written
    saves = valid_saves()
    assert len(saves) > 100 and {s["kind"] for s in saves} == {"yams", "farkle"}
    for save in saves:
        _put_save(tmp_path, save)
        loaded, store, _ = _load(tmp_path, SAVEGAME_FILE)
        assert loaded == (save["kind"], save["state"]), store.messages
        assert store.messages == []


def test_a_save_with_an_undo_state_loads_exactly_and_can_still_be_undone(tmp_path: Path):
    # issue 13's "undo" (the state before a person's last scoring) passes the validators
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from tools.scripted_dice import ScriptedDice

    yams = YamsGame.new([Player("Ana"), Player("IA", is_computer=True)])
    yams.roll(ScriptedDice([6, 6, 6, 2, 3]))
    yams.pick(next(iter(yams.options())))
    yams.validate()
    farkle = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)], 5_000,
                            computer_level="expert")
    farkle.roll(ScriptedDice([1, 5, 2, 3, 4, 6]))
    for index in sorted(farkle.selectable):
        farkle.toggle(index)
    farkle.bank()
    for kind, game in (("yams", yams), ("farkle", farkle)):
        assert game.can_undo
        state = game.to_dict()
        assert state["undo"] is not None
        save = {"version": 1, "kind": kind, "state": state,
                "saved_at": "2026-01-30T18:40:00+02:00"}
        _put_save(tmp_path, save)
        loaded, store, _ = _load(tmp_path, SAVEGAME_FILE)
        assert loaded == (kind, state), store.messages
        assert store.messages == []
        reopened = type(game).from_dict(loaded[1])
        assert reopened.can_undo
        reopened.undo()
        assert reopened.to_dict() == state["undo"]


def test_valid_high_scores_and_settings_load(tmp_path: Path):
    (tmp_path / HIGHSCORES_FILE).write_bytes(encode(valid_highscores()))
    (tmp_path / SETTINGS_FILE).write_bytes(encode(valid_settings()))
    scores, store, _ = _load(tmp_path, HIGHSCORES_FILE)
    assert [e.name for e in scores["yams"]] == ["Ana", "Ștefan"]
    assert scores["farkle.10000"][0].turns == 23 and scores["farkle.5000"] == []
    settings_loaded, store2, _ = _load(tmp_path, SETTINGS_FILE)
    assert settings_loaded.language == "en" and settings_loaded.difficulty == "beginner"
    assert store.messages == store2.messages == []


CORPUS = corpus()


def test_the_corpus_holds_the_reported_cases():
    names = {case for case, _, _ in CORPUS}
    for needed in ("farkle-set-aside-die-7", "farkle-last-round-pending-99", "yams-name-1mb",
                   "highscores-name-100kb", "highscores-minus-50", "highscores-10-pow-30",
                   "yams-ones-30", "yams-full-7", "farkle-total-minus-billion",
                   "farkle-negative-turn-points", "farkle-finished", "yams-finished",
                   "highscores-620000-entries"):
        assert f"generated:{needed}" in names
    assert any(case.startswith("hand-written:") for case in names)


@pytest.mark.parametrize("case,file_name,content", CORPUS, ids=[c for c, _, _ in CORPUS])
def test_a_damaged_file_is_set_aside_and_the_others_stay(tmp_path: Path, case: str,
                                                         file_name: str, content: bytes):
    # moved to its .bak (same bytes), a message naming it, defaults used, the others untouched
    others = dict(_valid_folder())
    for name, data in others.items():
        (tmp_path / (name if name != file_name else name + ".keep")).write_bytes(data)
    (tmp_path / file_name).write_bytes(content)
    result, store, seconds = _load(tmp_path, file_name)
    assert result == _defaults(file_name)
    assert seconds < HANG
    assert [m.params["file"] for m in store.messages] == [file_name]
    assert store.messages[0].key.startswith("storage.damaged_")
    backups = list(tmp_path.glob(f"{file_name}.*.bak"))
    assert [b.read_bytes() for b in backups] == [content]
    assert not (tmp_path / file_name).exists()
    for name, data in others.items():
        if name != file_name:
            assert (tmp_path / name).read_bytes() == data


def test_a_byte_order_mark_is_read_not_set_aside(tmp_path: Path):
    # some editors write one; the file is valid all the same
    for file_name, data in ((SAVEGAME_FILE, valid_saves()[-1]),
                            (HIGHSCORES_FILE, valid_highscores()),
                            (SETTINGS_FILE, valid_settings())):
        folder = tmp_path / file_name  # each alone, in a folder from before the digest
        folder.mkdir()
        (folder / file_name).write_bytes(b"\xef\xbb\xbf" + encode(data))
        result, store, _ = _load(folder, file_name)
        assert result != _defaults(file_name) and store.messages == []
    assert not list(tmp_path.glob("*/*.bak"))


def test_names_longer_than_the_new_game_limit_are_invalid_everywhere(tmp_path: Path):
    longest = "Ă" * NAME_MAX_LENGTH
    save = copy.deepcopy(valid_saves()[0])
    save["state"]["players"][0]["name"] = longest
    (tmp_path / SAVEGAME_FILE).write_bytes(encode(save))
    assert _load(tmp_path, SAVEGAME_FILE)[0] is not None
    save["state"]["players"][0]["name"] = longest + "x"
    (tmp_path / SAVEGAME_FILE).write_bytes(encode(save))
    assert _load(tmp_path, SAVEGAME_FILE)[0] is None


def test_high_scores_are_capped_when_written(tmp_path: Path):
    # a name too long is cut to the limit (the file stays readable); the table keeps ten
    store = Storage(tmp_path)
    store.add_highscore("yams", "N" * 5000, 200)
    for score in range(20):
        store.add_highscore("yams", "Ana", 100 + score)
    data = json.loads((tmp_path / HIGHSCORES_FILE).read_text("utf-8"))
    assert len(data["yams"]) == 10
    assert max(len(e["name"]) for e in data["yams"]) == NAME_MAX_LENGTH
    assert Storage(tmp_path).highscores("yams")[0].name == "N" * NAME_MAX_LENGTH
    with pytest.raises(ValueError):
        store.add_highscore("yams", "Ana", 10**30)


def test_files_are_capped_when_read(tmp_path: Path):
    # a file larger than any the game writes is set aside without being parsed
    (tmp_path / HIGHSCORES_FILE).write_bytes(b" " * (MAX_FILE_BYTES + 1) + b"{}")
    result, store, _ = _load(tmp_path, HIGHSCORES_FILE)
    assert result == _defaults(HIGHSCORES_FILE)
    assert [m.key for m in store.messages] == ["storage.damaged_highscores"]


# -- mutated saves ------------------------------------------------------------------------------

ODD_VALUES = [None, True, False, 0, -1, 1, 6, 7, 50, 99, -10**9, 10**18, 10**30, 10**400,
              999_950, 1.5, math.nan, "", "x", "A\x00", "Ana\nDan", "N" * 100_000, [], [7], {},
              {"dice": [7]}]

REGIONS = ("state.undo", "state.last_event", "state.undo.last_event", "state.banks",
           "state.busts", "state.hot_dice", "state.undo.cards", "state.undo.set_aside")
"""Parts of a save the mutations start from half of the time (issue 23: the undo state, the
last event and the statistics counters are reached, not only the top of the tree)."""


def _region(save: dict[str, Any], path: str) -> Any:
    node: Any = save
    for part in path.split("."):
        if not isinstance(node, dict) or node.get(part) is None:
            return None
        node = node[part]
    return node


@st.composite
def mutated_saves(draw: st.DrawFn) -> dict[str, Any]:
    """A valid save with one to three changes at random places of its JSON tree (half of
    them inside one of REGIONS when the save has it)."""
    text = draw(st.sampled_from(_valid_saves()))
    save = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        node: Any = save
        path: list[Any] = []
        regions = [r for r in REGIONS if isinstance(_region(save, r), dict | list)]
        if regions and draw(st.booleans()):
            head, _, last = draw(st.sampled_from(regions)).rpartition(".")
            holder = _region(save, head)
            node = holder[last]
            path = [(holder, last)]
        while isinstance(node, dict | list) and node and draw(st.integers(0, 4)) > 0:
            key = draw(st.sampled_from(sorted(node) if isinstance(node, dict)
                                       else range(len(node))))
            parent, node = node, node[key]
            path.append((parent, key))
        if not path:
            continue
        parent, key = path[-1]
        action = draw(st.integers(0, 4))
        if action == 0 and isinstance(parent, dict):
            del parent[key]
        elif action == 1 and isinstance(node, int) and not isinstance(node, bool):
            parent[key] = node + draw(st.sampled_from((-100, -50, -1, 1, 50, 100)))
        elif action == 2 and isinstance(node, list):
            node.append(copy.deepcopy(node[0]) if node else 1)
        else:
            parent[key] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
    return save


@settings(max_examples=MUTATED_EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(save=mutated_saves())
def test_a_mutated_save_loads_exactly_or_is_set_aside(tmp_path_factory, save):
    folder = tmp_path_factory.mktemp("mutated")
    content = json.dumps(save, ensure_ascii=False).encode("utf-8")
    (folder / SAVEGAME_FILE).write_bytes(content)
    loaded, store, seconds = _load(folder, SAVEGAME_FILE)
    assert seconds < HANG
    if loaded is None:
        assert [m.key for m in store.messages] in (["storage.damaged_savegame"],
                                                   ["storage.newer_version"])
        assert [b.read_bytes() for b in folder.glob("savegame.json.*.bak")] == [content]
    else:
        assert store.messages == []
        assert loaded == (save["kind"], save["state"])
        engine = engine_for_saved_game(*loaded)  # the table's engine accepts it
        assert not engine.finished
        assert all(len(p.name) <= NAME_MAX_LENGTH for p in engine.players)
        assert sum(p.is_computer for p in engine.players) == 1
        if engine.can_undo:
            # "Anulează" gives back a game that is itself a valid save, one scoring before
            engine.undo()
            assert validate_savegame(_wrap(save["kind"], engine.to_dict()))


# -- mutated statistics ---------------------------------------------------------------------------


@cache
def _valid_stats_text() -> str:
    return json.dumps(valid_stats())


@st.composite
def mutated_stats(draw: st.DrawFn) -> dict[str, Any]:
    """A valid statistics file with one to three changes anywhere in its tree."""
    data = json.loads(_valid_stats_text())
    for _ in range(draw(st.integers(1, 3))):
        parent: Any = None
        key: Any = None
        node: Any = data
        while isinstance(node, dict | list) and node and (parent is None
                                                          or draw(st.integers(0, 5)) > 0):
            key = draw(st.sampled_from(sorted(node) if isinstance(node, dict)
                                       else range(len(node))))
            parent, node = node, node[key]
        if parent is None:
            continue
        action = draw(st.integers(0, 3))
        if action == 0 and isinstance(parent, dict):
            del parent[key]
        elif action == 1 and isinstance(node, int) and not isinstance(node, bool):
            parent[key] = node + draw(st.sampled_from((-50, -1, 1, 50, 10**18)))
        else:
            parent[key] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
    return data


@settings(max_examples=MUTATED_STATS_EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=mutated_stats())
def test_mutated_statistics_load_and_chart_or_are_set_aside(tmp_path_factory, data):
    # Loaded: every number the Statistics screen computes comes out (no OverflowError, no
    # name the text renderer refuses); else the file is set aside with its message.
    from game.statistics import fairness, players_seen, summarise

    folder = tmp_path_factory.mktemp("stats")
    content = json.dumps(data, ensure_ascii=False).encode("utf-8")
    (folder / STATS_FILE).write_bytes(content)
    store = Storage(folder)
    loaded = StatsRecorder(store).data
    if store.messages:
        assert [m.key for m in store.messages] in (["storage.damaged_stats"],
                                                   ["storage.newer_version"])
        assert loaded.to_dict() == StatsData().to_dict()
        return
    for kind in ("yams", "farkle"):
        for name, computer in players_seen(loaded.records, loaded.archive, kind):
            assert name.isprintable() and 1 <= len(name) <= NAME_MAX_LENGTH
            summary = summarise(loaded.records, loaded.archive, kind, name, computer)
            numbers = [summary.win_rate, summary.mean_total, summary.points_per_turn,
                       summary.bust_rate, summary.upper_bonus_rate,
                       *summary.box_means().values()]
            assert all(math.isfinite(float(x)) for x in numbers)
        fairness(loaded.face_counts(kind))
