"""Valid files of every kind, and the corpus of damaged ones the store must set aside.

``valid_saves()`` plays real games with seeded dice to reach states of every kind (a turn's
first roll, dice held, a box picked, set-aside groups, hot dice, the last round). The damaged
corpus is both generated (``generated_corpus()``: named damages applied to those valid files)
and hand-written (the files in ``tests/corpus/``, named ``<file kind>--<case>.json``).
Each corpus item is ``(case, file name, bytes)``.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box

CORPUS_DIR = Path(__file__).parent / "corpus"
"""The hand-written damaged files."""

FILE_OF_KIND = {"savegame": "savegame.json", "highscores": "highscores.json",
                "settings": "settings.json", "stats": "stats.json"}


def _players(count: int, computer: bool = True) -> list[Player]:
    people = [Player(name) for name in ("Ana", "Dan", "Ioana", "Ștefan", "Țiți", "Bogdan")]
    return people[:count] + ([Player("IA", is_computer=True)] if computer else [])


def _yams_states() -> list[dict[str, Any]]:
    rng = random.Random(16)
    game = YamsGame.new(_players(2))
    states = [game.to_dict()]
    for turn in range(17):  # into the second round, with dice held and boxes picked
        game.roll(rng)
        states.append(game.to_dict())
        game.set_held([0, 2])
        game.roll(rng)
        states.append(game.to_dict())
        box = next(iter(game.options()))
        game.pick(box)
        if turn % 4 == 0:
            states.append(game.to_dict())
        game.validate()
    states.append(game.to_dict())
    # A late game with a Penta bonus: the joker rules and bonus count in a saved card.
    late = YamsGame.new(_players(1))
    late.cards[0] = late.cards[0].from_points(
        {Box.PENTA: 50, Box.ONES: 3, Box.CHANCE: 22, Box.FULL_HOUSE: 25}, bonus_pentas=1)
    late.cards[1] = late.cards[1].from_points(
        {Box.ONES: 2, Box.TWOS: 4, Box.THREES: 6, Box.CHANCE: 19})
    states.append(late.to_dict())
    return states


def _farkle_states() -> list[dict[str, Any]]:
    states = []
    for seed in range(6):
        rng = random.Random(seed)
        game = FarkleGame.new(_players(2), target=5_000)
        for _ in range(400):
            if game.finished:
                break
            if game.roll_dice is None:
                game.roll(rng)
            else:
                for index in sorted(game.selectable):
                    if index not in game.selected:
                        game.toggle(index)
                if not game.selection_valid:
                    game.toggle(min(game.selected))
                    continue
                if game.turn_total >= 350 + 150 * seed:
                    game.bank()
                else:
                    game.roll(rng)
            if not game.finished and len(states) < 20 * (seed + 1):
                states.append(game.to_dict())
    return states


def _wrap(kind: str, state: dict[str, Any]) -> dict[str, Any]:
    return {"version": 1, "kind": kind, "state": state, "saved_at": "2026-01-30T18:40:00+02:00"}


def valid_saves() -> list[dict[str, Any]]:
    """Saved-game files (decoded) of both games at many points of play; all loadable."""
    return ([_wrap("yams", s) for s in _yams_states()]
            + [_wrap("farkle", s) for s in _farkle_states()])


def valid_highscores() -> dict[str, Any]:
    """A high-score file (decoded) of the current format (10 000 per target)."""
    return {"version": 2,
            "yams": [{"name": "Ana", "score": 254, "date": "2026-01-30T18:40:00+02:00"},
                     {"name": "Ștefan", "score": 180, "date": "2026-01-29T10:00:00"}],
            "farkle": {"5000": [],
                       "10000": [{"name": "Dan", "score": 10_450, "date": "2026-01-30T18:40:00",
                                  "turns": 23}],
                       "15000": []}}


def valid_settings() -> dict[str, Any]:
    """A settings file (decoded)."""
    return {"version": 1, "settings": {"language": "en", "volume": 0.5, "muted": False,
                                       "animation_speed": "fast", "fullscreen": False,
                                       "difficulty": "beginner"}}


def encode(data: Any) -> bytes:
    """The bytes the store would write for ``data``."""
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def _first(saves: list[dict[str, Any]], kind: str,
           test: Callable[[dict[str, Any]], bool] = lambda s: True) -> dict[str, Any]:
    return copy.deepcopy(next(s for s in saves if s["kind"] == kind and test(s["state"])))


def _with(base: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    data = copy.deepcopy(base)
    change(data["state"])
    return data


def _setitem(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(state: dict[str, Any]) -> None:
        state[key] = value
    return change


def generated_corpus() -> Iterator[tuple[str, str, bytes]]:
    """Damaged files made from valid ones: each breaks exactly one rule."""
    saves = valid_saves()
    farkle = _first(saves, "farkle", lambda s: bool(s["set_aside"]))
    farkle_rolled = _first(saves, "farkle", lambda s: s["roll"] is not None)
    farkle_start = _first(saves, "farkle", lambda s: s["roll"] is None)
    yams = _first(saves, "yams", lambda s: s["dice"] is not None
                  and any(v is not None for c in s["cards"] for v in c["boxes"].values()))
    long_name = "N" * 1_000_000

    def card_box(box: str, value: Any) -> Callable[[dict[str, Any]], None]:
        def change(state: dict[str, Any]) -> None:
            state["cards"][0]["boxes"][box] = value
        return change

    def name(value: Any) -> Callable[[dict[str, Any]], None]:
        def change(state: dict[str, Any]) -> None:
            state["players"][0]["name"] = value
        return change

    cases: dict[str, dict[str, Any]] = {
        # 10 000
        "farkle-set-aside-die-7": _with(farkle, _setitem(
            "set_aside", [{"dice": [7, 7], "points": 9999}])),
        "farkle-last-round-pending-99": _with(farkle_start, lambda s: s.update(
            last_round_by=0, last_round_pending=[99])),
        "farkle-total-minus-billion": _with(farkle, lambda s: s["totals"].__setitem__(
            0, -10**9)),
        "farkle-total-huge": _with(farkle, lambda s: s["totals"].__setitem__(1, 10**30)),
        "farkle-total-not-50": _with(farkle, lambda s: s["totals"].__setitem__(0, 1234)),
        "farkle-negative-turn-points": _with(farkle, _setitem("turn_points", -100)),
        "farkle-turn-points-not-parts": _with(farkle, lambda s: s.update(
            turn_points=s["turn_points"] + 50)),
        "farkle-finished": _with(farkle, _setitem("finished", True)),
        "farkle-current-outside": _with(farkle, _setitem("current", 5)),
        "farkle-roll-die-0": _with(farkle_rolled, lambda s: s["roll"].__setitem__(0, 0)),
        "farkle-roll-too-many-dice": _with(farkle_rolled, lambda s: s.update(
            roll=[1, 5, 1, 5, 1, 5, 1])),
        "farkle-selected-outside": _with(farkle_rolled, _setitem("selected", [9])),
        "farkle-target-7000": _with(farkle, _setitem("target", 7000)),
        "farkle-target-string": _with(farkle, _setitem("target", "10000")),
        "farkle-totals-short": _with(farkle, lambda s: s["totals"].pop()),
        "farkle-set-aside-not-scoring": _with(farkle, _setitem(
            "set_aside", [{"dice": [2, 3], "points": 50}])),
        "farkle-name-1mb": _with(farkle, name(long_name)),
        "farkle-name-number": _with(farkle, name(17)),
        "farkle-last-event-player-9": _with(farkle, lambda s: s.update(last_event={
            "kind": "banked", "player": 9, "dice": [], "points": 50, "turn_points": 50,
            "total": 50, "hot_dice": False, "last_round_started": False, "game_over": False,
            "next_player": 0})),
        "farkle-turns-played-negative": _with(farkle, lambda s: s["turns_played"].__setitem__(
            0, -1)),
        "farkle-two-computers": _with(farkle, lambda s: s["players"].__setitem__(
            0, {"name": "IA2", "is_computer": True})),
        "farkle-is-computer-string": _with(farkle, lambda s: s["players"][0].__setitem__(
            "is_computer", "no")),
        # Yams
        "yams-name-1mb": _with(yams, name(long_name)),
        "yams-name-newline": _with(yams, name("Ana\nDan")),
        "yams-name-empty": _with(yams, name("")),
        "yams-ones-30": _with(yams, card_box("ones", 30)),
        "yams-full-7": _with(yams, card_box("full_house", 7)),
        "yams-chance-4": _with(yams, card_box("chance", 4)),
        "yams-box-negative": _with(yams, card_box("sixes", -6)),
        "yams-box-float": _with(yams, card_box("twos", 4.0)),
        "yams-box-true": _with(yams, card_box("ones", True)),
        "yams-unknown-box": _with(yams, card_box("bonus", 35)),
        "yams-die-7": _with(yams, lambda s: s["dice"].__setitem__(0, 7)),
        "yams-rolls-used-4": _with(yams, _setitem("rolls_used", 4)),
        "yams-current-outside": _with(yams, _setitem("current", 3)),
        "yams-held-strings": _with(yams, _setitem("held", ["x", "", "", "", ""])),
        "yams-bonus-pentas-without-penta": _with(yams, lambda s: s["cards"][0].__setitem__(
            "bonus_pentas", 2)),
        "yams-turns-out-of-order": _with(yams, lambda s: s["cards"][1]["boxes"].update(
            {"ones": 2, "twos": 4, "threes": 6})),
        "yams-finished": _with(yams, lambda s: s.update(
            cards=[{"boxes": {b.id: 0 for b in Box}, "bonus_pentas": 0}] * len(s["players"]),
            dice=None, rolls_used=0, held=[False] * 5, picked=None, current=0)),
        "yams-picked-unknown": _with(yams, _setitem("picked", "everything")),
        "yams-no-players": _with(yams, lambda s: s.update(players=[], cards=[])),
        "yams-eight-players": _with(yams, lambda s: s.update(
            players=[{"name": f"P{i}", "is_computer": False} for i in range(8)],
            cards=[s["cards"][0]] * 8)),
        "yams-last-event-points-999": _with(yams, lambda s: s.update(last_event={
            "player": 0, "round": 1, "box": "chance", "points": 999, "dice": [1, 2, 3, 4, 5],
            "penta_bonus": 0, "upper_bonus_reached": False, "auto": False,
            "game_over": False})),
    }
    for case, data in cases.items():
        yield f"generated:{case}", "savegame.json", encode(data)
    scores = valid_highscores()
    score_cases = {
        "highscores-minus-50": ("yams", 0, "score", -50),
        "highscores-10-pow-30": ("farkle", 0, "score", 10**30),
        "highscores-yams-above-best-card": ("yams", 0, "score", 1576),
        "highscores-farkle-not-50": ("farkle", 0, "score", 10_455),
        "highscores-name-100kb": ("yams", 0, "name", "x" * 100_000),
        "highscores-name-empty": ("yams", 1, "name", ""),
        "highscores-farkle-turns-0": ("farkle", 0, "turns", 0),
        "highscores-date-garbage": ("yams", 0, "date", "yesterday"),
        "highscores-score-string": ("yams", 0, "score", "254"),
    }
    for case, (kind, index, key, value) in score_cases.items():
        data = copy.deepcopy(scores)
        table = data[kind] if kind == "yams" else data[kind]["10000"]
        table[index][key] = value
        yield f"generated:{case}", "highscores.json", encode(data)
    data = copy.deepcopy(scores)
    data["farkle"]["7000"] = []
    yield "generated:highscores-unknown-target", "highscores.json", encode(data)
    data = copy.deepcopy(scores)
    data["yams"] = {"10000": data["yams"]}
    yield "generated:highscores-yams-split-by-target", "highscores.json", encode(data)
    # 620 000 valid entries: a huge file (about 50 MB) no version of the game writes.
    entry = json.dumps(scores["yams"][0]).encode("utf-8")
    huge = b'{"version": 2, "yams": [' + b", ".join([entry] * 620_000) + b"]}"
    yield "generated:highscores-620000-entries", "highscores.json", huge
    settings = valid_settings()
    for case, key, value in (("settings-volume-2", "volume", 2), ("settings-language-xx",
                             "language", "xx"), ("settings-muted-string", "muted", "yes"),
                             ("settings-last-name-100kb", "last_names", ["Ana", "x" * 100_000]),
                             ("settings-volume-string", "volume", "0.5")):
        data = copy.deepcopy(settings)
        data["settings"][key] = value
        yield f"generated:{case}", "settings.json", encode(data)


def hand_written_corpus() -> Iterator[tuple[str, str, bytes]]:
    """The files of ``tests/corpus/``: ``<savegame|highscores|settings|stats>--<case>.json``."""
    for path in sorted(CORPUS_DIR.glob("*.json")):
        kind = path.name.split("--", 1)[0]
        yield f"hand-written:{path.stem}", FILE_OF_KIND[kind], path.read_bytes()


def corpus() -> list[tuple[str, str, bytes]]:
    """Every damaged file: generated (issue 16's and issue 23's) and hand-written."""
    from tests import damaged_files_23 as more

    return [*generated_corpus(), *more.save_corpus(), *more.stats_corpus(),
            *more.settings_corpus(), *hand_written_corpus()]
