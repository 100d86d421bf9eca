"""A finished save carries its game: the ending it claims is replayed from that game.

A finished save (``game.storage.ending``) holds, besides what its end records, the finished
engine state itself (``"state"``: every card box by box, or every banked turn and bust) and the
seat New Game gave the computer (``"computer_seat"``). Before the end is completed (statistics,
high scores), :func:`check_replayed_ending` rebuilds the finished game from that state under
the rules (the engine reads it back to the same JSON, the game is over, each box holds what
its box can, the banked turns add up to each total), and works out again what its end records;
only the very ending the save claims passes (``game.storage.ending.validate_ended_save``). A
hand-written ending with no game behind it, or one whose scores are not its game's, is set
aside like any damaged save.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from game.storage.validators import (
    DamagedFileError,
    _check_farkle_counters,
    _check_players,
    _check_round_trip,
    check_int,
    check_object,
)

COMPUTER_SEAT_KEY = "computer_seat"
"""The key of a save that says which seat (0-based) New Game gave the computer."""


def computer_seat(state: Mapping[str, Any]) -> int | None:
    """The seat of the computer in an engine state's players (None when it has none)."""
    players = state.get("players")
    if not isinstance(players, list):
        return None
    for seat, player in enumerate(players):
        if isinstance(player, dict) and player.get("is_computer") is True:
            return seat
    return None


def check_computer_seat(data: Mapping[str, Any], state: Mapping[str, Any]) -> None:
    """A save's recorded computer seat, when it has one, is the state's computer seat: a
    save whose computer flag was moved to another seat plays no one else's card."""
    if COMPUTER_SEAT_KEY not in data:
        return  # written before the seat was recorded
    seat = check_int(data[COMPUTER_SEAT_KEY], "computer seat", 0, 6)
    if computer_seat(state) != seat:
        raise DamagedFileError("the computer is not in the seat New Game gave it")
    undo = state.get("undo")
    if isinstance(undo, dict) and computer_seat(undo) != seat:
        raise DamagedFileError("the undo state seats the computer elsewhere")


def finished_game(kind: str, state: Any) -> Any:
    """Rebuild a finished engine game from its saved state, checked against the rules."""
    state = check_object(state, "state")
    _check_players(state.get("players"), 7)
    try:
        if kind == "yams":
            from game.engine.yams import YamsGame

            game: Any = YamsGame.from_dict(state)
        else:
            from game.engine.farkle import FarkleGame

            game = FarkleGame.from_dict(state)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise DamagedFileError(f"the engine refuses the finished state: {error}") from None
    _check_round_trip(state, game.to_dict())
    if not game.finished:
        raise DamagedFileError("the game of a finished save is not over")
    if kind == "yams":
        _check_yams_cards(game)
    else:
        _check_farkle_end(state, game)
    return game


def _check_yams_cards(game: Any) -> None:
    """Every card full, each box holding what its box can, Penta bonuses after a Penta."""
    from game.rules.yams import PENTA_POINTS, Box, possible_points

    for card in game.cards:
        if not card.is_complete:
            raise DamagedFileError("a finished Yams card has an open box")
        for box in Box:
            if card.points(box) not in possible_points(box):
                raise DamagedFileError(f"{box.id} cannot hold {card.points(box)}")
        if card.bonus_pentas and (card.points(Box.PENTA) != PENTA_POINTS
                                  or card.bonus_pentas > card.turns_played - 1):
            raise DamagedFileError("more Penta bonuses than turns after the Penta")


def _check_farkle_end(state: dict[str, Any], game: Any) -> None:
    """Banked turns add up to each total, and someone reached the target to end it."""
    totals, turns = list(game.totals), list(game.turns_played)
    if any(total % 50 for total in totals):
        raise DamagedFileError("a total is not a multiple of 50")
    try:
        _check_farkle_counters(state, totals, turns)
    except DamagedFileError:
        # A game resumed from a save older than the counters counted only its later turns:
        # never more than it played; its ending then holds no statistics record (ending_of),
        # which the replay compares with the one the save claims.
        counted = zip(game.banks, game.busts, totals, turns, strict=True)
        if any(sum(banks) > total or len(banks) + busts > played
               for banks, busts, total, played in counted):
            raise
    if game.last_round_by is None or totals[game.last_round_by] < game.target:
        raise DamagedFileError("a finished 10 000 game where no one reached the target")
    if game.last_round_pending:
        raise DamagedFileError("a finished 10 000 game with players still to play")


def same_json(one: Any, other: Any) -> bool:
    """True when two JSON values are the same (key order aside)."""
    return (json.dumps(one, sort_keys=True, ensure_ascii=True)
            == json.dumps(other, sort_keys=True, ensure_ascii=True))
