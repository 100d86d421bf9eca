"""Issue 23's damaged files: forged undo states and last events, tables without the computer,
10 000 counters that do not add up, statistics out of bounds, the save checks of §2.

Each builder plays a real game with scripted dice to a valid state, then breaks exactly one
thing. :func:`save_check_cases` also names the validator's reason, so a test can tell that the
check named by a ruling (not another one) set the file aside.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

from game.engine.farkle import FarkleGame
from game.engine.farkle import SetAside as FarkleSetAside
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box
from game.statistics import PlayerResult, PlayerTally, game_record
from game.storage.stats import MAX_ARCHIVE, MAX_GAME_RECORDS, StatsData
from tools.scripted_dice import ScriptedDice

ANA, DAN, IA = Player("Ana"), Player("Dan"), Player("IA", is_computer=True)
BUST = [2, 3, 4, 6, 2, 3]
"""Six dice that score nothing."""


def wrap(kind: str, state: dict[str, Any]) -> dict[str, Any]:
    """A savegame.json object holding ``state``."""
    return {"version": 1, "kind": kind, "state": state, "saved_at": "2026-12-01T20:00:00+02:00"}


def _aside_all(game: FarkleGame) -> None:
    for index in sorted(game.selectable):
        game.toggle(index)


def farkle_two_groups() -> dict[str, Any]:
    """Ana's turn: 1 set aside, then 5 set aside, four dice on the table (1, 2, 3, 4)."""
    game = FarkleGame.new([ANA, DAN, IA], 5_000)
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    game.roll(ScriptedDice([5, 2, 3, 4, 6], strict=True))
    game.toggle(0)
    game.roll(ScriptedDice([1, 2, 3, 4], strict=True))
    return game.to_dict()


def farkle_first_roll() -> dict[str, Any]:
    """Ana's first roll 1, 2, 3, 4, 6, 6 (only the 1 scores)."""
    game = FarkleGame.new([ANA, DAN, IA], 5_000)
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    return game.to_dict()


def farkle_after_bank(points: int = 2_500) -> dict[str, Any]:
    """Ana banked a straight (2 500) or two (5 000, starting the last round); Dan on turn.
    Her bank can still be undone (the state holds its undo)."""
    game = FarkleGame.new([ANA, DAN, IA], 5_000)
    for _ in range(points // 2_500):
        game.roll(ScriptedDice([1, 2, 3, 4, 5, 6], strict=True))
        _aside_all(game)
    game.bank()
    return game.to_dict()


def farkle_computer_banked() -> dict[str, Any]:
    """Ana and Dan bust, the computer banks 100 + 1 500: Ana on turn, nothing to undo."""
    game = FarkleGame.new([ANA, DAN, IA], 5_000)
    game.roll(ScriptedDice(BUST, strict=True))
    game.roll(ScriptedDice(BUST, strict=True))
    game.roll(ScriptedDice([1, 1, 1, 1, 5, 5], strict=True))
    _aside_all(game)
    game.bank()
    return game.to_dict()


def farkle_forged_undo_group() -> dict[str, Any]:
    """Ana banks a turn whose set-aside 1 was written as 999 950 points: the saved game adds
    up (the forger wrote the total and banks to match), only its undo state lies."""
    game = FarkleGame.new([ANA, DAN, IA], 15_000)
    game.roll(ScriptedDice([1, 2, 3, 4, 6, 6], strict=True))
    game.toggle(0)
    game.roll(ScriptedDice([5, 2, 3, 4, 6], strict=True))
    game.set_aside = [FarkleSetAside((1,), 999_950)]
    game.turn_points = 999_950
    game.toggle(0)
    game.bank()
    return game.to_dict()


def yams_round_two() -> dict[str, Any]:
    """Round 2: Ana has just scored (undo held), Dan on turn; the undo state's own last
    event is the computer's round-1 scoring."""
    game = YamsGame.new([ANA, DAN, IA])
    for dice, box in (([6, 6, 6, 2, 3], Box.SIXES), ([5, 5, 5, 2, 3], Box.FIVES),
                      ([4, 4, 4, 2, 3], Box.FOURS), ([1, 1, 1, 2, 3], Box.ONES)):
        game.roll(ScriptedDice(dice, strict=True))
        game.pick(box)
        game.validate()
    return game.to_dict()


def yams_scored_on_third_roll() -> dict[str, Any]:
    """Round 1: Ana used all three rolls for her Sixes (undo held), Dan on turn."""
    game = YamsGame.new([ANA, DAN, IA])
    game.roll(ScriptedDice([6, 6, 2, 3, 4], strict=True))
    game.set_held([0, 1])
    game.roll(ScriptedDice([6, 1, 2], strict=True))
    game.set_held([0, 1, 2])
    game.roll(ScriptedDice([6, 5], strict=True))
    game.pick(Box.SIXES)
    game.validate()
    return game.to_dict()


def yams_after_computer() -> dict[str, Any]:
    """Round 1 done: the computer scored last (Chance), Ana on turn, nothing to undo."""
    game = YamsGame.new([ANA, DAN, IA])
    for dice, box in (([6, 6, 6, 2, 3], Box.SIXES), ([5, 5, 5, 2, 3], Box.FIVES),
                      ([1, 2, 4, 4, 6], Box.CHANCE)):
        game.roll(ScriptedDice(dice, strict=True))
        game.pick(box)
        game.validate()
    return game.to_dict()


def yams_upper_bonus_by_computer() -> dict[str, Any]:
    """The computer's last box took its upper total from 60 to 63: the bonus was reached."""
    game = YamsGame.new([ANA, IA])
    game.cards[0] = game.cards[0].from_points({Box.CHANCE: 20, Box.FULL_HOUSE: 25, Box.ONES: 1,
                                               Box.TWOS: 4})
    game.cards[1] = game.cards[1].from_points({Box.FOURS: 16, Box.FIVES: 20, Box.SIXES: 24})
    game.current = 1
    game.roll(ScriptedDice([3, 3, 3, 1, 2], strict=True))
    game.pick(Box.THREES)
    game.validate()
    return game.to_dict()


def _changed(state: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    data = copy.deepcopy(state)
    change(data)
    return data


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A change writing ``value`` at a dotted path ("undo.held.0")."""
    parts = path.split(".")

    def change(state: dict[str, Any]) -> None:
        node: Any = state
        for part in parts[:-1]:
            node = node[int(part)] if isinstance(node, list) else node[part]
        last = parts[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def _both(*changes: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def change(state: dict[str, Any]) -> None:
        for one in changes:
            one(state)
    return change


def _bump(path: str, step: int) -> Callable[[dict[str, Any]], None]:
    parts = path.split(".")

    def change(state: dict[str, Any]) -> None:
        node: Any = state
        for part in parts[:-1]:
            node = node[int(part)] if isinstance(node, list) else node[part]
        last: Any = int(parts[-1]) if isinstance(node, list) else parts[-1]
        node[last] += step
    return change


def save_check_cases() -> dict[str, tuple[str, dict[str, Any], str]]:
    """name -> (kind, damaged state, the validator's reason as a regular expression).

    The first group pins the save checks of issue 23 §2, one ruling each; the rest are §3's
    forged fields. Every state is valid but for the one change its name says.
    """
    two = farkle_two_groups()
    first = farkle_first_roll()
    banked = farkle_after_bank()
    last_round = farkle_after_bank(5_000)
    by_computer = farkle_computer_banked()
    yams = yams_round_two()
    yams_ia = yams_after_computer()
    yams_bonus = yams_upper_bonus_by_computer()
    third = yams_scored_on_third_roll()
    no_undo = _set("undo", None)
    cases: dict[str, tuple[str, dict[str, Any], str]] = {
        # -- §2: the save checks no test pinned --------------------------------------------
        # the set-aside 1 written as 150 (the turn's sums adjusted to match)
        "farkle-set-aside-points-not-their-dice": ("farkle", _changed(two, _both(
            _set("set_aside.0.points", 150), _bump("turn_points", 50),
            _bump("last_event.turn_points", 50))), r"set-aside dice \[1\] do not score 150"),
        # Ana at 5 000 and nobody started "Ultima tură!"
        "farkle-target-reached-without-last-round": ("farkle", _changed(last_round, _both(
            _set("last_round_by", None), _set("last_round_pending", []), no_undo)),
            "reached the target without starting the last round"),
        # two bonus Pentas with only one box filled after the Penta
        "yams-penta-bonuses-beyond-the-boxes-after-it": ("yams", _changed(yams_ia, _both(
            _set("cards.0.boxes.penta", 50), _set("cards.0.bonus_pentas", 2),
            _set("cards.1.boxes.twos", 4), _set("cards.2.boxes.ones", 1),
            _set("last_event", None))), "more Penta bonuses than turns after the Penta"),
        # Dan counted a turn (a bust) he has not played yet, while it is still his turn
        "farkle-turn-order": ("farkle", _changed(banked, _both(
            _set("turns_played", [1, 1, 0]), _set("busts", [0, 1, 0]), no_undo)),
            r"turns played \[1, 1, 0\] do not fit the turn of seat 1"),
        # six dice on the table after two were set aside
        "farkle-roll-size-against-the-set-aside": ("farkle", _changed(two, _both(
            _set("roll", [1, 2, 3, 4, 6, 6]), _set("last_event.dice", [1, 2, 3, 4, 6, 6]))),
            "the roll does not have the dice left after the set-aside ones"),
        # the last round goes Dan then the computer; the computer on turn first
        "farkle-player-on-turn-against-the-last-round": ("farkle", _changed(last_round, _both(
            _set("current", 2), _set("last_event.next_player", 2), no_undo)),
            "the player on turn is not the next one of the last round"),
        # the 2 of 1, 2, 3, 4, 6, 6 selected
        "farkle-selected-die-cannot-score": ("farkle", _changed(first, _set("selected", [1])),
                                             "a selected die scores in no selection"),
        # -- §3: forged undo states --------------------------------------------------------
        "yams-undo-held-junk": ("yams", _changed(yams, _set("undo.held.0", 1)),
                                "undo: held 1 is not true or false"),
        "yams-undo-extra-key": ("yams", _changed(yams, _set("undo.cheat", True)),
                                "undo: unknown keys"),
        "yams-undo-last-event-seat-99": ("yams", _changed(yams, _set(
            "undo.last_event.player", 99)), "undo: the last event names no seat"),
        # the undo state claims one roll used where Ana had used three: two extra rolls
        "yams-undo-rolls-used-differs": ("yams", _changed(third, _set("undo.rolls_used", 1)),
                                         "undo does not replay"),
        "yams-last-event-four-rolls": ("yams", _changed(third, _both(
            _set("last_event.rolls", 4), no_undo)), "4 rolls cannot have scored it"),
        "yams-undo-auto-after-one-roll": ("yams", _changed(yams, _both(
            _set("last_event.auto", True), _set("undo.picked", None))), "undo"),
        "yams-undo-holding-an-undo": ("yams", _changed(yams, lambda s: s["undo"].update(
            undo=copy.deepcopy(s["undo"]))), "undo"),
        "farkle-undo-set-aside-999950": ("farkle", farkle_forged_undo_group(),
                                         r"undo: set-aside dice \[1\] do not score 999950"),
        "farkle-undo-seat-99": ("farkle", _changed(last_round, _set(
            "undo.current", 99)), "undo|refuses"),
        "farkle-undo-extra-key": ("farkle", _changed(banked, _set("undo.cheat", 1)),
                                  "undo: unknown keys"),
        # -- §3: last events that claim what did not happen --------------------------------
        "yams-last-event-upper-bonus-not-earned": ("yams", _changed(yams_ia, _set(
            "last_event.upper_bonus_reached", True)), "claims an upper bonus"),
        "yams-last-event-upper-bonus-hidden": ("yams", _changed(yams_bonus, _set(
            "last_event.upper_bonus_reached", False)), "claims an upper bonus"),
        "yams-last-event-box-not-filled": ("yams", _changed(yams_ia, _set(
            "last_event.box", "three_of_a_kind")), "is not the box its card filled"),
        "yams-last-event-wrong-seat": ("yams", _changed(yams_ia, _set("last_event.player", 0)),
                                       "is not the previous seat's scoring"),
        "yams-last-event-seat-missing": ("yams", _changed(yams_ia, _set(
            "last_event.player", 3)), "names no seat"),
        "yams-last-event-dice-not-the-box": ("yams", _changed(yams_ia, _set(
            "last_event.dice", [1, 1, 1, 1, 6])), "dice and Penta bonus"),
        "yams-last-event-penta-bonus-not-earned": ("yams", _changed(yams_ia, _set(
            "last_event.penta_bonus", 100)), "cannot have filled|dice and Penta bonus"),
        "farkle-last-event-seat-missing": ("farkle", _changed(by_computer, _set(
            "last_event.player", 3)), "event player"),
        "farkle-last-event-total-not-its-players": ("farkle", _changed(by_computer, _bump(
            "last_event.total", 50)), "total is not its player's"),
        "farkle-last-bank-not-the-latest": ("farkle", _changed(by_computer, _both(
            _bump("last_event.points", 50), _bump("last_event.turn_points", 50))),
            "not its player's latest banked turn"),
        "farkle-last-roll-not-on-the-table": ("farkle", _changed(two, _set(
            "last_event.dice", [1, 1, 3, 4])), "the last roll is not the one on the table"),
        "farkle-last-event-game-over": ("farkle", _changed(by_computer, _set(
            "last_event.game_over", True)), "ended a game that is not over"),
        # -- §3: the table is 1-6 people + 1 computer --------------------------------------
        "yams-without-the-computer": ("yams", _changed(yams_ia, _set(
            "players.2.is_computer", False)), "exactly one computer"),
        "farkle-without-the-computer": ("farkle", _changed(first, _set(
            "players.2.is_computer", False)), "exactly one computer"),
        "yams-two-computers": ("yams", _changed(yams_ia, _set("players.0.is_computer", True)),
                               "exactly one computer"),
        "yams-extra-key": ("yams", _changed(yams_ia, _set("cheat", 1)), "unknown keys"),
        "farkle-extra-key": ("farkle", _changed(first, _set("cheat", 1)), "unknown keys"),
        # -- §3: 10 000 counters -----------------------------------------------------------
        "farkle-banks-not-the-total": ("farkle", _changed(by_computer, _set(
            "banks.2", [1_550])), "do not add up to its total"),
        "farkle-busts-negative": ("farkle", _changed(by_computer, _set("busts.0", -1)),
                                  "busts -1"),
        "farkle-hot-dice-10-pow-18": ("farkle", _changed(by_computer, _set(
            "hot_dice.0", 10**18)), "hot dice"),
        "farkle-turns-not-banks-and-busts": ("farkle", _changed(by_computer, _set(
            "busts.2", 1)), "are not its banks and busts"),
        "farkle-counters-partly-missing": ("farkle", _changed(by_computer, lambda s: s.pop(
            "hot_dice")), "counters are missing"),
    }
    return cases


def valid_check_bases() -> list[dict[str, Any]]:
    """The valid states the cases above start from (each must load as it is)."""
    return [wrap("farkle", s) for s in (
        farkle_two_groups(), farkle_first_roll(), farkle_after_bank(),
        farkle_after_bank(5_000), farkle_computer_banked())] + [wrap("yams", s) for s in (
            yams_round_two(), yams_after_computer(), yams_upper_bonus_by_computer(),
            yams_scored_on_third_roll())]


# -- statistics ------------------------------------------------------------------------------


def valid_stats() -> dict[str, Any]:
    """A stats.json object: two finished games (one of each kind), an archive, face counts."""
    yams = YamsGame.new([ANA, IA])
    for card in range(2):
        yams.cards[card] = yams.cards[card].from_points({box: 0 for box in Box})
    farkle = FarkleGame.new([ANA, IA], 5_000)
    farkle.totals[:] = [5_000, 0]
    farkle.banks[:] = [[5_000], []]
    farkle.turns_played[:] = [1, 1]
    farkle.busts[:] = [0, 1]
    farkle.hot_dice[:] = [2, 0]
    data = StatsData()
    data.add_game(game_record("yams", yams, "2026-12-01T20:00:00+02:00"))
    data.add_game(game_record("farkle", farkle, "2026-12-01T21:00:00+02:00"))
    tally = PlayerTally()
    tally.add(PlayerResult("Ion", False, 5_000, 1, turns=1, banks=(5_000,)), 5_000)
    data.archive[("farkle", "Ion", False)] = tally
    data.rolled_games["farkle"] = 1
    data.add_faces("yams", [1, 2, 3, 4, 5, 6], computer=False)
    return data.to_dict()


def _stats_with(change: Callable[[dict[str, Any]], Any]) -> bytes:
    data = valid_stats()
    change(data)
    return (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8")


def stats_corpus() -> Iterator[tuple[str, str, bytes]]:
    """Damaged stats.json files: numbers and names out of bounds, too many games."""
    huge = 10**400

    def tally_of(data: dict[str, Any]) -> dict[str, Any]:
        return data["archive"][0]["tally"]

    def huge_tally(data: dict[str, Any]) -> None:
        # self-consistent, and far too big for a float: the mean once crashed the screen
        tally = tally_of(data)
        tally.update(total_sum=huge, best=huge, best_turn=huge, total_counts={str(huge): 1},
                     bank_counts={str(huge): 1}, target_totals={"5000": {str(huge): 1}})

    cases: dict[str, Callable[[dict[str, Any]], Any]] = {
        "stats-faces-10-pow-308": lambda d: d["faces"]["yams"].__setitem__(
            "human", [10**308] * 6),
        "stats-faces-10-pow-400": lambda d: d["faces"]["farkle"].__setitem__(
            "computer", [huge, 1, 1, 1, 1, 1]),
        "stats-tally-sum-beyond-a-float": huge_tally,
        "stats-tally-hot-dice-10-pow-400": lambda d: tally_of(d).update(hot_dice=huge),
        "stats-tally-busts-10-pow-400": lambda d: tally_of(d).update(
            busts=huge, turns=huge + 1),
        "stats-name-nul": lambda d: d["games"][0]["players"][0].__setitem__("name", "A\x00na"),
        "stats-name-newline": lambda d: d["games"][1]["players"][0].__setitem__(
            "name", "Ana\nDan"),
        "stats-archive-name-nul": lambda d: d["archive"][0].__setitem__("name", "Io\x00n"),
        "stats-name-too-long": lambda d: d["games"][0]["players"][0].__setitem__(
            "name", "N" * 17),
        "stats-hot-dice-10-pow-18": lambda d: d["games"][1]["players"][0].__setitem__(
            "hot_dice", 10**18),
        "stats-rolled-games-huge": lambda d: d["rolled_games"].__setitem__("farkle", huge),
        "stats-archive-over-the-cap": lambda d: d.__setitem__("archive", [
            {**d["archive"][0], "name": f"P{i}"} for i in range(MAX_ARCHIVE + 1)]),
        "stats-games-over-the-cap": lambda d: d.__setitem__(
            "games", [d["games"][0]] * (MAX_GAME_RECORDS + 1)),
    }
    for case, change in cases.items():
        yield f"generated:{case}", "stats.json", _stats_with(change)
    yield "generated:stats-150000-games", "stats.json", stats_150000_games()


def stats_150000_games() -> bytes:
    """A statistics file of 150 000 valid one-player games, compact (about 24 MB, under the
    size cap; the audit's took 3.8 s to read before the count was checked first)."""
    data = valid_stats()
    one = {**data["games"][0], "players": data["games"][0]["players"][:1]}
    game = json.dumps(one, ensure_ascii=False, separators=(",", ":"))
    head = json.dumps({k: v for k, v in data.items() if k != "games"},
                      separators=(",", ":"))[:-1]
    return (head + ',"games":[' + ",".join([game] * 150_000) + "]}").encode("utf-8")


def save_corpus() -> Iterator[tuple[str, str, bytes]]:
    """The save cases above as savegame.json files."""
    for case, (kind, state, _) in save_check_cases().items():
        text = json.dumps(wrap(kind, state), ensure_ascii=False, indent=1) + "\n"
        yield f"generated:{case}", "savegame.json", text.encode("utf-8")


def settings_corpus() -> Iterator[tuple[str, str, bytes]]:
    """Settings whose volume is a 400-digit integer (once silently replaced by defaults)."""
    text = '{"version": 1, "settings": {"language": "ro", "volume": 1' + "0" * 399 + "}}\n"
    yield "generated:settings-volume-400-digits", "settings.json", text.encode("utf-8")
