"""One validator per file kind: a loaded file is either fully valid or set aside.

Each validator takes the decoded JSON object of one file (its ``version`` already checked by
the store) and either returns what the game uses or raises :class:`DamagedFileError` saying
what is wrong. They check the content against the rules themselves, not only its shape:

- :func:`validate_settings`: every value one the Settings screen can set.
- :func:`validate_highscores`: names within the New Game limit, scores a game can reach
  (Yams up to the best possible card, 10 000 in steps of 50), turns a count, dates ISO.
- :func:`validate_savegame`: the engine rebuilds the state, the rebuilt state writes back the
  very same JSON (no silent coercion, no key the engine does not write), and the game is one
  play could reach: 1..6 people and exactly one computer; Yams boxes hold values the box can
  take (``game.rules.yams.possible_points``), totals are their parts, seats and turns agree,
  dice are 1..6; the last event is the scoring (roll, bust, bank) the state shows; 10 000
  banks add up to each total and every finished turn is a bank or a bust; the undo state is
  checked by the same validator and is exactly one scoring before the game; a finished game
  is not resumable.

Names longer than :data:`game.theme.NAME_MAX_LENGTH` (the New Game limit) are invalid in
every file, so no screen ever has to fit a megabyte of text.
"""

from __future__ import annotations

import json
import math
from datetime import datetime
from typing import Any, TypeGuard

from game.engine.players import MAX_HUMANS, STYLES, normal_name
from game.storage.settings import Settings
from game.theme import NAME_MAX_LENGTH

MAX_FARKLE_TOTAL = 1_000_000
"""Highest 10 000 total accepted in a file: far beyond any real game (the target is at most
15 000), low enough that no screen has to draw an absurd number."""

GAME_KINDS = ("yams", "farkle")
"""Games with a high-score table and a saved game; "farkle" is 10 000."""


class DamagedFileError(ValueError):
    """A store file's content is not what this version of the game writes."""


# -- small checks shared by the validators ---------------------------------------------------


def _fail(what: str) -> DamagedFileError:
    return DamagedFileError(what)


def is_int(value: Any) -> TypeGuard[int]:
    """True for a JSON integer (``True`` / ``False`` are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value: Any, what: str, low: int, high: int) -> int:
    """Return ``value`` when it is an integer in ``low..high``, else raise DamagedFileError."""
    if not is_int(value) or not low <= value <= high:
        raise _fail(f"{what} {_short(value)} is not an integer in {low}..{high}")
    return int(value)


def check_bool(value: Any, what: str) -> bool:
    """Return ``value`` when it is true or false, else raise DamagedFileError."""
    if not isinstance(value, bool):
        raise _fail(f"{what} {_short(value)} is not true or false")
    return value


def check_list(value: Any, what: str, low: int, high: int) -> list[Any]:
    """Return ``value`` when it is a list of ``low..high`` items, else raise DamagedFileError."""
    if not isinstance(value, list) or not low <= len(value) <= high:
        raise _fail(f"{what} is not a list of {low}..{high} items")
    return value


def check_object(value: Any, what: str) -> dict[str, Any]:
    """Return ``value`` when it is a JSON object, else raise DamagedFileError."""
    if not isinstance(value, dict):
        raise _fail(f"{what} is not an object")
    return value


def check_name(value: Any, what: str = "name") -> str:
    """A player's name: text of 1..NAME_MAX_LENGTH printable characters (the New Game limit)."""
    if not isinstance(value, str):
        raise _fail(f"{what} is not text")
    name = normal_name(value) or value  # the form kept (NFC, trimmed); spaces alone stay
    if not 1 <= len(name) <= NAME_MAX_LENGTH or not name.isprintable():
        raise _fail(f"{what} {_short(value)} is not 1..{NAME_MAX_LENGTH} printable characters")
    return name


def fit_name(name: str) -> str:
    """``name`` made valid for a file: printable characters only, cut to the New Game limit."""
    kept = normal_name("".join(ch for ch in str(name) if ch.isprintable()))
    return kept[:NAME_MAX_LENGTH] or "?"


def check_date(value: Any, what: str = "date") -> str:
    """An ISO date and time as the store writes it."""
    if not isinstance(value, str) or len(value) > 40:
        raise _fail(f"{what} {_short(value)} is not an ISO date")
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise _fail(f"{what} {_short(value)} is not an ISO date") from None
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, allow_nan=True)


# -- settings ------------------------------------------------------------------------------------


def validate_settings(data: dict[str, Any]) -> Settings:
    """Return the settings of a ``settings.json`` object (unknown keys are ignored).

    Every value must be one the Settings screen (or New Game, for the remembered names and
    target) can set; ``Settings`` itself checks the choices and ranges.
    """
    values = check_object(data.get("settings"), "settings")
    volume = values.get("volume")
    if isinstance(volume, float) and not math.isfinite(volume):
        raise _fail("volume is not a finite number")
    if is_int(volume) and not 0 <= volume <= 1:  # a 400-digit volume too, before any float()
        raise _fail(f"volume {_short(volume)} is outside 0..1")
    names = values.get("last_names", [])
    if isinstance(names, list):
        for name in names:
            # Remembered New Game names: within the New Game limit (an empty one is harmless).
            if name != "":
                check_name(name, "remembered name")
    try:
        return Settings.from_dict(values)
    except (TypeError, ValueError) as error:
        raise _fail(f"settings: {error}") from None


# -- high scores ---------------------------------------------------------------------------------


def max_score(kind: str) -> int:
    """The highest score a high-score entry of ``kind`` may hold."""
    if kind == "yams":
        from game.rules.yams import max_total

        return max_total()
    return MAX_FARKLE_TOTAL


def validate_highscore_entry(entry: Any, kind: str) -> dict[str, Any]:
    """Check one high-score entry of ``kind`` ("yams" or "farkle"); return it unchanged.

    ``{"name", "score", "date"}`` plus ``"turns"`` (a count of at least 1) for 10 000; the
    score is one a game can reach: 0..the best Yams card, or 0..MAX_FARKLE_TOTAL in steps of
    50 for 10 000. Other keys are allowed (a later format may add some).
    """
    record = check_object(entry, "high score")
    for key in ("name", "score", "date"):
        if key not in record:
            raise _fail(f"high score lacks {key!r}")
    check_name(record["name"])
    score = check_int(record["score"], f"{kind} score", 0, max_score(kind))
    if kind == "farkle" and score % 50:
        raise _fail(f"10 000 score {score} is not a multiple of 50")
    check_date(record["date"])
    turns = record.get("turns")
    if kind == "farkle" or turns is not None:
        check_int(turns, "turns", 1, MAX_FARKLE_TOTAL)
    return record


def validate_highscores(data: dict[str, Any], max_entries: int) -> None:
    """Check every table of a ``highscores.json`` object (raise DamagedFileError if any is bad).

    A table is a list of at most ``max_entries`` entries: ``"yams"``, and ``"farkle"`` either
    one list (format 1) or one list per target (format 2: ``{"10000": [...], ...}``).
    """
    for kind in GAME_KINDS:
        tables = data.get(kind, [])
        if kind == "farkle" and isinstance(tables, dict):
            lists = list(tables.items())
            if len(lists) > 8:
                raise _fail(f"{kind} has too many tables")
        else:
            lists = [(kind, tables)]
        for name, entries in lists:
            check_list(entries, f"{kind} table {name}", 0, max_entries)
            for entry in entries:
                validate_highscore_entry(entry, kind)


# -- saved games ---------------------------------------------------------------------------------


def validate_savegame(data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Return ``(kind, state)`` of a ``savegame.json`` object that a table can resume."""
    kind = data.get("kind")
    if kind not in GAME_KINDS:
        raise _fail(f"unknown game kind {_short(kind)}")
    state = check_object(data.get("state"), "state")
    if kind == "yams":
        validate_yams_state(state)
    else:
        validate_farkle_state(state)
    return str(kind), state


def _check_players(raw: Any, max_players: int) -> list[dict[str, Any]]:
    players = check_list(raw, "players", 1, max_players)
    computers = 0
    for seat in players:
        seat = check_object(seat, "player")
        seat["name"] = check_name(seat.get("name"), "player name")  # kept as New Game keeps it
        computers += check_bool(seat.get("is_computer"), "is_computer")
        if "style" in seat:  # a person's colour and mark (older saves have none)
            check_int(seat["style"], "style", 0, STYLES - 1)
    styles = [seat["style"] for seat in players if "style" in seat]
    if len(set(styles)) != len(styles):
        raise _fail("two players wear the same style")
    if computers != 1 or not 1 <= len(players) - computers <= MAX_HUMANS:
        # Y14 / F12: every table is 1 to 6 people + 1 computer ("Jucători umani + 1 IA").
        raise _fail(f"a table seats 1..{MAX_HUMANS} people and exactly one computer")
    return players


def _check_round_trip(state: dict[str, Any], rebuilt: dict[str, Any]) -> None:
    """The rebuilt engine writes back the same JSON: nothing was coerced or dropped, and the
    state holds no key the engine does not write (older saves may lack some, never add)."""
    extra = set(state) - set(rebuilt)
    if extra:
        raise _fail(f"unknown keys {_short(sorted(map(str, extra)))}")
    for key, value in rebuilt.items():
        if key in state and _canonical(state[key]) != _canonical(value):
            raise _fail(f"{key} does not read back the same")


def _check_turn_order(turns: list[int], current: int, what: str) -> None:
    """Turns pass one seat at a time: seats before ``current`` played one turn more."""
    base = turns[current]
    for seat, played in enumerate(turns):
        if played != base + (1 if seat < current else 0):
            raise _fail(f"{what} {turns} do not fit the turn of seat {current}")


def validate_yams_state(state: dict[str, Any]) -> Any:
    """Check a saved Yams state against the rules; return the rebuilt ``YamsGame``."""
    from game.engine.yams import MAX_PLAYERS, ROUNDS, YamsGame
    from game.rules.yams import (
        DICE_COUNT,
        MAX_BONUS_PENTAS,
        PENTA_BONUS,
        PENTA_POINTS,
        Box,
        possible_points,
    )

    players = _check_players(state.get("players"), MAX_PLAYERS)
    cards = check_list(state.get("cards"), "cards", len(players), len(players))
    for card in cards:
        boxes = check_object(check_object(card, "card").get("boxes"), "boxes")
        if len(boxes) > len(Box):
            raise _fail("a card has more than thirteen boxes")
        for box_id, points in boxes.items():
            try:
                box = Box.from_id(str(box_id))
            except ValueError:
                raise _fail(f"unknown box {_short(box_id)}") from None
            if points is not None and (not is_int(points) or points not in possible_points(box)):
                raise _fail(f"{box.id} cannot hold {_short(points)}")
        check_int(card.get("bonus_pentas", 0), "bonus_pentas", 0, MAX_BONUS_PENTAS)
    check_int(state.get("current"), "current", 0, len(players) - 1)
    check_int(state.get("rolls_used"), "rolls_used", 0, 3)
    for flag in check_list(state.get("held"), "held", DICE_COUNT, DICE_COUNT):
        check_bool(flag, "held")
    dice = state.get("dice")
    if dice is not None:
        for die in check_list(dice, "dice", DICE_COUNT, DICE_COUNT):
            check_int(die, "die", 1, 6)
    try:
        game = YamsGame.from_dict(state)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise _fail(f"the Yams engine refuses the state: {_short(str(error))}") from None
    _check_round_trip(state, game.to_dict())
    if game.finished:
        raise _fail("the saved game is already over")
    for card in game.cards:
        if card.bonus_pentas:
            # Each bonus Penta filled one more box after the Penta box took its 50.
            others = card.turns_played - 1
            if card.points(Box.PENTA) != PENTA_POINTS or card.bonus_pentas > others:
                raise _fail("more Penta bonuses than turns after the Penta")
    _check_turn_order([c.turns_played for c in game.cards], game.current, "turns")
    if game.dice is None and any(game.held):
        raise _fail("dice held before the turn's first roll")
    event = game.last_event
    if event is not None:
        if not 0 <= event.player < len(players) or not 1 <= event.round <= ROUNDS:
            raise _fail("the last event names no seat or round")
        if event.points not in possible_points(event.box):
            raise _fail(f"the last event's {event.box.id} cannot hold {event.points}")
        if event.penta_bonus not in (0, PENTA_BONUS):
            raise _fail("the last event's Penta bonus is not 0 or 100")
        if event.rolls is not None and not (1 <= event.rolls <= 3
                                            and (event.rolls == 3 or not event.auto)):
            raise _fail(f"the last event's {event.rolls} rolls cannot have scored it")
        _check_yams_event(game, event)
    _check_undo(state, validate_yams_state)
    return game


def _check_yams_event(game: Any, event: Any) -> None:
    """The last scoring is the one the cards show: the seat before the one on turn, its
    latest box, with the points, Penta bonus and upper bonus that box really gave."""
    from game.rules.yams import Scorecard

    if event.game_over or event.player != (game.current - 1) % len(game.players):
        raise _fail("the last event is not the previous seat's scoring")
    card = game.cards[event.player]
    if event.round != card.turns_played or card.points(event.box) != event.points:
        raise _fail(f"the last event's {event.box.id} is not the box its card filled")
    boxes = list(card.boxes)
    boxes[event.box.value] = None
    bonuses = card.bonus_pentas - (1 if event.penta_bonus else 0)
    try:
        before = Scorecard(boxes=tuple(boxes), bonus_pentas=bonuses)
        after = before.record(event.box, event.dice)
    except ValueError:
        raise _fail("the last event's dice cannot have filled its box") from None
    if after != card or event.penta_bonus != after.penta_bonus - before.penta_bonus:
        raise _fail("the last event's dice and Penta bonus are not what its card holds")
    if event.upper_bonus_reached != (after.upper_bonus > before.upper_bonus):
        raise _fail("the last event claims an upper bonus its box did not earn")


def _check_undo(state: dict[str, Any], validate: Any) -> None:
    """An undo state is a saved game in its own right, checked by the same validator.

    The engine has already checked that it is exactly one scoring (a bank) before the saved
    game and holds no undo of its own; here it must also be a state play could reach, so no
    forged seat, held flag, extra key or set-aside group comes back with "Anulează".
    """
    undo = state.get("undo")
    if undo is None:
        return
    undo = check_object(undo, "undo")
    if undo.get("undo") is not None:
        raise _fail("an undo state holds another undo")
    try:
        validate(undo)
    except DamagedFileError as error:
        raise _fail(f"undo: {error}") from None


def validate_farkle_state(state: dict[str, Any]) -> Any:
    """Check a saved 10 000 state against the rules; return the rebuilt ``FarkleGame``."""
    from game.engine.farkle import MAX_PLAYERS, TARGETS, FarkleGame
    from game.rules.farkle import DICE_PER_TURN, score, selectable

    players = _check_players(state.get("players"), MAX_PLAYERS)
    count = len(players)
    if state.get("target") not in TARGETS:
        raise _fail(f"target {_short(state.get('target'))} is not one of {TARGETS}")
    totals = check_list(state.get("totals"), "totals", count, count)
    for total in totals:
        if check_int(total, "total", 0, MAX_FARKLE_TOTAL) % 50:
            raise _fail(f"total {total} is not a multiple of 50")
    turns = check_list(state.get("turns_played"), "turns_played", count, count)
    for played in turns:
        check_int(played, "turns played", 0, MAX_FARKLE_TOTAL)
    current = check_int(state.get("current"), "current", 0, count - 1)
    turn_points = check_int(state.get("turn_points"), "turn_points", 0, MAX_FARKLE_TOTAL)
    roll = state.get("roll")
    if roll is not None:
        for die in check_list(roll, "roll", 1, DICE_PER_TURN):
            check_int(die, "die", 1, 6)
    for index in check_list(state.get("selected"), "selected", 0, DICE_PER_TURN):
        check_int(index, "selected die", 0, DICE_PER_TURN - 1)
    groups = check_list(state.get("set_aside"), "set_aside", 0, 1000)
    kept = 0
    for group in groups:
        group = check_object(group, "set-aside group")
        dice = check_list(group.get("dice"), "set-aside dice", 1, DICE_PER_TURN)
        for die in dice:
            check_int(die, "die", 1, 6)
        points = check_int(group.get("points"), "set-aside points", 50, MAX_FARKLE_TOTAL)
        if score(dice) != points:
            raise _fail(f"set-aside dice {dice} do not score {points}")
        kept += len(dice)
    if sum(g["points"] for g in groups) != turn_points:
        raise _fail("the turn's points are not the sum of its set-aside groups")
    if roll is None and (groups or turn_points):
        raise _fail("points set aside before the turn's first roll")
    if roll is not None and len(roll) != DICE_PER_TURN - kept % DICE_PER_TURN:
        raise _fail("the roll does not have the dice left after the set-aside ones")
    last_by = state.get("last_round_by")
    pending = check_list(state.get("last_round_pending"), "last_round_pending", 0, count - 1)
    for seat in pending:
        check_int(seat, "pending seat", 0, count - 1)
    if check_bool(state.get("finished"), "finished"):
        raise _fail("the saved game is already over")
    target = state["target"]
    if last_by is None:
        if pending:
            raise _fail("last-round players without a last round")
        if any(total >= target for total in totals):
            raise _fail("a total reached the target without starting the last round")
    else:
        by = check_int(last_by, "last_round_by", 0, count - 1)
        if totals[by] < target:
            raise _fail("the last round was started by a total below the target")
        expected = [(by + k) % count for k in range(1, count)]
        if not pending or pending != expected[len(expected) - len(pending):]:
            raise _fail("the last-round players are not the ones still to play, in order")
        if pending[0] != current:
            raise _fail("the player on turn is not the next one of the last round")
    event = state.get("last_event")
    if event is not None:
        _check_farkle_event(check_object(event, "last_event"), count)
    _check_farkle_counters(state, totals, turns)
    try:
        game = FarkleGame.from_dict(state)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise _fail(f"the 10 000 engine refuses the state: {_short(str(error))}") from None
    _check_round_trip(state, game.to_dict())
    _check_turn_order(list(game.turns_played), game.current, "turns played")
    if game.roll_dice is not None:
        allowed = selectable(game.roll_dice)
        if not game.selected <= allowed:
            raise _fail("a selected die scores in no selection of the roll")
    if game.last_event is not None:
        _check_farkle_event_fits(game, game.last_event)
    _check_undo(state, validate_farkle_state)
    return game


COUNTERS = ("busts", "hot_dice", "banks")
"""The 10 000 statistics counters of a save (all three, or none in a save older than them)."""


def _check_farkle_counters(state: dict[str, Any], totals: list[int], turns: list[int]) -> None:
    """Banks add up to each total, every finished turn is a bank or a bust, counts are sane."""
    present = [key in state for key in COUNTERS]
    if not any(present):
        return  # a save from before the counters: the engine starts them at zero
    if not all(present):
        raise _fail("some statistics counters are missing")
    count = len(totals)
    busts = check_list(state["busts"], "busts", count, count)
    hot = check_list(state["hot_dice"], "hot_dice", count, count)
    banks = check_list(state["banks"], "banks", count, count)
    for seat in range(count):
        played = turns[seat]
        check_int(busts[seat], "busts", 0, played)
        check_int(hot[seat], "hot dice", 0, MAX_FARKLE_TOTAL)
        banked = check_list(banks[seat], "banked turns", 0, played)
        for points in banked:
            if check_int(points, "banked points", 50, MAX_FARKLE_TOTAL) % 50:
                raise _fail(f"banked points {points} are not a multiple of 50")
        if sum(banked) != totals[seat]:
            raise _fail(f"the banked turns of seat {seat} do not add up to its total")
        if len(banked) + busts[seat] != played:
            raise _fail(f"the turns of seat {seat} are not its banks and busts")


def _check_farkle_event_fits(game: Any, event: Any) -> None:
    """The last roll or bank is the one the state shows (its seat, dice, points, total)."""
    from game.engine.farkle import EventKind
    from game.rules.farkle import best_score

    if event.game_over:
        raise _fail("the last event ended a game that is not over")
    player = event.player
    if event.total != game.totals[player]:
        raise _fail("the last event's total is not its player's")
    if event.kind is EventKind.ROLLED:
        kept = sum(len(group.dice) for group in game.set_aside)
        committed = game.set_aside[-1].points if game.set_aside else 0
        if (player != game.current or event.next_player != player
                or event.dice != game.roll_dice or event.turn_points != game.turn_points
                or event.points != committed
                or event.hot_dice != (kept > 0 and kept % 6 == 0)
                or event.last_round_started):
            raise _fail("the last roll is not the one on the table")
        return
    if event.next_player != game.current or game.roll_dice is not None:
        raise _fail("the last event does not pass the turn to the player on turn")
    if event.kind is EventKind.BUST:
        if best_score(event.dice) != 0 or not event.dice or event.turn_points \
                or event.last_round_started:
            raise _fail("the last bust is not a roll without a scoring die")
        return
    if event.points != event.turn_points or event.dice or event.hot_dice:
        raise _fail("the last bank's points are not its turn's")
    if game.banks[player] and game.banks[player][-1] != event.points:
        raise _fail("the last bank is not its player's latest banked turn")
    if event.last_round_started and game.last_round_by != player:
        raise _fail("the last bank started a last round someone else started")


def _check_farkle_event(event: dict[str, Any], count: int) -> None:
    from game.engine.farkle import EventKind
    from game.rules.farkle import DICE_PER_TURN

    try:
        EventKind(event.get("kind"))
    except ValueError:
        raise _fail(f"unknown event {_short(event.get('kind'))}") from None
    check_int(event.get("player"), "event player", 0, count - 1)
    next_player = event.get("next_player")
    if next_player is not None:
        check_int(next_player, "event next player", 0, count - 1)
    for die in check_list(event.get("dice"), "event dice", 0, DICE_PER_TURN):
        check_int(die, "die", 1, 6)
    for key in ("points", "turn_points", "total"):
        if check_int(event.get(key), f"event {key}", 0, MAX_FARKLE_TOTAL) % 50:
            raise _fail(f"event {key} is not a multiple of 50")
    for key in ("hot_dice", "last_round_started", "game_over"):
        check_bool(event.get(key), f"event {key}")
