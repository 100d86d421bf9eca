"""The 10 000 (Farkle) table as a pure state machine.

``FarkleGame`` holds the whole game and changes only through its verbs. Every
refused verb raises a subclass of :class:`~game.engine.errors.IllegalActionError`
*before* touching anything, so a refusal never changes the state. Randomness
comes only from the ``random.Random`` passed to :meth:`FarkleGame.roll`.

Turn flow (rulings F2-F8 of ``shared/RULES.md``)
------------------------------------------------

1. ``roll(rng)`` at the start of a turn rolls six dice.
2. ``toggle(index)`` sets a die of the current roll aside, or puts it back.
   A die that belongs to no valid selection of that roll is refused with
   :class:`DieRefusedError` (``error.farkle.die_refused``, F3). A die that needs
   partners (one 2 of three 2s) is accepted; the selection may be invalid for
   a while, and ``selection_points`` is None then.
3. ``roll(rng)`` again commits the selection's points to the turn (the
   selection must be non-empty and valid: F2, F5) and rolls the dice left.
   Combinations never span rolls (F4). If the selection took every die left,
   all six come back: hot dice (F8). A roll that scores nothing is a bust
   (F7): the turn's points are lost and the engine passes the turn itself.
4. ``bank()`` commits the selection and adds the turn's points to the
   player's total, then passes the turn (F6, no minimum).

5. ``undo()`` ("Anulează", issue 13) takes back a person's last ``bank`` as
   long as no die was rolled since: the total, the turn's set-aside dice and
   the live selection, the turn, the last-round bookkeeping (a bank that
   started "Ultima tură!") and ``last_event`` come back exactly, so
   ``to_dict()`` equals the one before the bank. ``can_undo`` says whether it
   would be accepted. A roll (a bust too), the computer's banks and a bank
   that ended the game are never taken back. The state before the bank is
   kept in ``undo_state`` and saved (``"undo"`` in ``to_dict()``, None when
   nothing can be taken back); ``from_dict`` checks that it replays.

Verbs take an optional ``player`` index: when given and not the current
player, :class:`~game.engine.errors.NotYourTurnError` is raised. Any verb
after the end raises :class:`~game.engine.errors.GameOverError`.

Errors (``key``: when)
----------------------

* ``error.farkle.roll_first`` (:class:`RollFirstError`): ``toggle`` or ``bank``
  before the turn's first roll.
* ``error.farkle.die_refused`` (:class:`DieRefusedError`, params ``die``,
  ``index``): the die scores in no selection of this roll.
* ``error.farkle.set_aside_first`` (:class:`SetAsideFirstError`): ``roll`` or
  ``bank`` with nothing set aside from the current roll.
* ``error.farkle.invalid_selection`` (:class:`InvalidSelectionError`):
  ``roll`` or ``bank`` while some set-aside die does not score.
* ``error.undo.nothing`` / ``error.undo.computer``
  (:class:`~game.engine.errors.UndoNotAllowedError`): ``undo`` with nothing to
  take back.

Bad input (an index outside the current roll, a target other than 5 000 /
10 000 / 15 000, a wrong number of players) is a plain ``ValueError``.

Events
------

``roll`` and ``bank`` return a :class:`FarkleEvent`, also kept as
``last_event`` (saved with the game, so a resumed screen can show it):

* ``EventKind.ROLLED``: ``dice`` are the new roll; ``points`` the points just
  committed from the previous selection (0 on the first roll); ``hot_dice``
  True when six dice came back ("Zaruri fierbinți!"); ``turn_points`` the
  turn so far.
* ``EventKind.BUST``: ``dice`` are the roll that scored nothing ("Tură
  pierdută!"); ``points`` the turn points lost; ``hot_dice`` as above; the
  turn has already passed to ``next_player``.
* ``EventKind.BANKED``: ``points`` banked, ``total`` the new total;
  ``last_round_started`` True when this bank triggered "Ultima tură!" (F11).

Every event also has ``player`` (who acted), ``next_player`` (whose turn it
is now; None once the game is over) and ``game_over``. A bust or a bank can
end the game during the last round. :meth:`FarkleEvent.messages` lists the
locale keys and params a screen shows for it.

Statistics counters
-------------------

Per player, in turn order: ``busts`` (turns lost to a bust), ``hot_dice`` (times all six were
set aside, F8, whether the player then rolled or banked) and ``banks`` (the points of every
banked turn; their sum is the total, and ``turns_played == busts + len(banks)``). They are
saved with the game; a save without them loads with zeros.

Last round (F11)
----------------

The first player whose banked total reaches the target triggers the last
round: every other player plays exactly one more turn, and the game ends when
the turn would come back to that player. ``ranking()`` gives (place, player,
total) with equal totals sharing a place.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from game.engine.errors import (
    GameOverError,
    NotYourTurnError,
)
from game.engine.farkle_events import DieRefusedError as DieRefusedError
from game.engine.farkle_events import EventKind as EventKind
from game.engine.farkle_events import FarkleEvent as FarkleEvent
from game.engine.farkle_events import InvalidSelectionError as InvalidSelectionError
from game.engine.farkle_events import RollFirstError as RollFirstError
from game.engine.farkle_events import SetAside as SetAside
from game.engine.farkle_events import SetAsideFirstError as SetAsideFirstError
from game.engine.farkle_events import turn_rounds as turn_rounds
from game.engine.ids import check_game_id
from game.engine.players import Player
from game.engine.undo import checked_undo, undo_refusal
from game.rules.farkle import DICE_PER_TURN, best_score, bust_probability, score, selectable

TARGETS = (5_000, 10_000, 15_000)
"""The targets New Game offers (F10)."""

DEFAULT_TARGET = 10_000
"""The target chosen when nobody changes it (F10)."""

MAX_PLAYERS = 7
"""Six humans and one computer player (F12)."""

COMPUTER_LEVELS = ("normal", "expert")
"""Levels of the computer player (``game.ai.farkle``); "normal" is F13, the default."""


@dataclass
class FarkleGame:
    """A game of 10 000: build it with :meth:`new`, drive it with the verbs."""

    players: list[Player]
    target: int = DEFAULT_TARGET
    totals: list[int] = field(default_factory=list)
    current: int = 0
    turn_points: int = 0
    """Points committed from earlier rolls of this turn (not the live selection)."""
    roll_dice: tuple[int, ...] | None = None
    """The current roll, or None before the turn's first roll."""
    selected: frozenset[int] = frozenset()
    """Positions of ``roll_dice`` in the current selection."""
    set_aside: list[SetAside] = field(default_factory=list)
    """Earlier rolls' selections this turn, one group per roll."""
    turns_played: list[int] = field(default_factory=list)
    last_round_by: int | None = None
    """Who triggered the last round (F11), or None."""
    last_round_pending: list[int] = field(default_factory=list)
    """Players who still play their last-round turn, in turn order."""
    finished: bool = False
    last_event: FarkleEvent | None = None
    computer_level: str = COMPUTER_LEVELS[0]
    """How the computer player plays this game (chosen in New Game, saved with it)."""
    busts: list[int] = field(default_factory=list)
    """Turns each player lost to a bust (for the statistics)."""
    hot_dice: list[int] = field(default_factory=list)
    """Times each player's dice all scored and came back as six (F8)."""
    banks: list[list[int]] = field(default_factory=list)
    """Each player's banked turns, in order (their sum is the player's total)."""
    undo_state: dict[str, Any] | None = None
    """``to_dict()`` before a person's last bank, while it may be undone; else None."""
    game_id: str = ""
    """The game's id (``game.engine.ids``), "" until one is given; saved with the game."""

    # -- construction -----------------------------------------------------

    @classmethod
    def new(cls, players: Sequence[Player], target: int = DEFAULT_TARGET,
            computer_level: str = COMPUTER_LEVELS[0]) -> FarkleGame:
        """Start a game for 1..7 players with a target of 5 000, 10 000 or 15 000."""
        if target not in TARGETS:
            raise ValueError(f"target must be one of {TARGETS}, got {target!r}")
        if computer_level not in COMPUTER_LEVELS:
            raise ValueError(f"computer level must be one of {COMPUTER_LEVELS}")
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"1..{MAX_PLAYERS} players, got {len(players)}")
        return cls(
            players=list(players),
            target=target,
            totals=[0] * len(players),
            turns_played=[0] * len(players),
            computer_level=computer_level,
            busts=[0] * len(players),
            hot_dice=[0] * len(players),
            banks=[[] for _ in players],
        )

    # -- read-only views --------------------------------------------------

    @property
    def selection(self) -> tuple[int, ...]:
        """Values of the dice in the current selection, in table order."""
        if self.roll_dice is None:
            return ()
        return tuple(self.roll_dice[i] for i in sorted(self.selected))

    @property
    def selection_points(self) -> int | None:
        """Live points of the current selection; None when empty or invalid."""
        return score(self.selection) if self.selected else None

    @property
    def selection_valid(self) -> bool:
        """True when the current selection is non-empty and every die scores (F2)."""
        return self.selection_points is not None

    @property
    def turn_total(self) -> int:
        """Points the player would bank now: the turn plus a valid selection."""
        return self.turn_points + (self.selection_points or 0)

    @property
    def dice_left(self) -> int:
        """Dice of the current roll not set aside (6 before the turn's first roll)."""
        if self.roll_dice is None:
            return DICE_PER_TURN
        return len(self.roll_dice) - len(self.selected)

    @property
    def dice_to_roll(self) -> int:
        """How many dice the next roll throws: hot dice bring all six back (F8)."""
        return self.dice_left or DICE_PER_TURN

    @property
    def hot_dice_pending(self) -> bool:
        """True when the valid selection takes every die left: "Zaruri fierbinți!" (F8)."""
        return self.roll_dice is not None and self.dice_left == 0 and self.selection_valid

    @property
    def risk(self) -> float:
        """Probability that the next roll loses the turn (F9)."""
        return bust_probability(self.dice_to_roll)

    @property
    def can_roll(self) -> bool:
        """True when ``roll`` would be accepted."""
        return not self.finished and (self.roll_dice is None or self.selection_valid)

    @property
    def can_bank(self) -> bool:
        """True when ``bank`` would be accepted."""
        return not self.finished and self.roll_dice is not None and self.selection_valid

    @property
    def in_last_round(self) -> bool:
        """True once someone reached the target (F11)."""
        return self.last_round_by is not None

    @property
    def selectable(self) -> frozenset[int]:
        """Positions of the current roll that may be set aside (F3)."""
        return frozenset() if self.roll_dice is None else selectable(self.roll_dice)

    @property
    def can_undo(self) -> bool:
        """True when ``undo`` would be accepted: a person banked and no die was rolled since."""
        return self.undo_state is not None and not self.finished

    def ranking(self) -> list[tuple[int, int, int]]:
        """(place, player index, total) from best to worst; equal totals share a place."""
        order = sorted(range(len(self.players)), key=lambda i: (-self.totals[i], i))
        return [
            (1 + sum(1 for t in self.totals if t > self.totals[i]), i, self.totals[i])
            for i in order
        ]

    # -- verbs -------------------------------------------------------------

    def toggle(self, index: int, player: int | None = None) -> None:
        """Set aside die ``index`` of the current roll, or put it back (F3)."""
        self._check_turn(player)
        if self.roll_dice is None:
            raise RollFirstError()
        if not 0 <= index < len(self.roll_dice):
            raise ValueError(f"die index must be 0..{len(self.roll_dice) - 1}, got {index}")
        if index in self.selected:
            self.selected = self.selected - {index}
            return
        if index not in selectable(self.roll_dice):
            raise DieRefusedError(die=self.roll_dice[index], index=index)
        self.selected = self.selected | {index}

    def roll(self, rng: random.Random, player: int | None = None) -> FarkleEvent:
        """Commit the selection (if any) and roll the dice left; see the module docstring."""
        self._check_turn(player)
        committed = 0
        hot = False
        if self.roll_dice is not None:
            committed = self._check_selection()
            hot = self.dice_left == 0
        count = self.dice_to_roll
        dice = tuple(rng.randint(1, 6) for _ in range(count))
        self.undo_state = None  # a roll is never undone, nor the bank before it
        if self.roll_dice is not None:
            self._commit(committed)
        actor = self.current
        if hot:
            self.hot_dice[actor] += 1
        if best_score(dice) == 0:
            self.busts[actor] += 1
            lost = self.turn_points
            game_over = self._end_turn()
            event = FarkleEvent(
                kind=EventKind.BUST,
                player=actor,
                dice=dice,
                points=lost,
                total=self.totals[actor],
                hot_dice=hot,
                game_over=game_over,
                next_player=None if game_over else self.current,
            )
        else:
            self.roll_dice = dice
            self.selected = frozenset()
            event = FarkleEvent(
                kind=EventKind.ROLLED,
                player=actor,
                dice=dice,
                points=committed,
                turn_points=self.turn_points,
                total=self.totals[actor],
                hot_dice=hot,
                next_player=actor,
            )
        self.last_event = event
        return event

    def bank(self, player: int | None = None) -> FarkleEvent:
        """Commit the selection, add the turn's points to the total, pass the turn (F6)."""
        self._check_turn(player)
        if self.roll_dice is None:
            raise RollFirstError()
        points = self._check_selection()
        hot = self.dice_left == 0  # banking on "Zaruri fierbinți!" is a hot dice too (F8)
        snapshot = None if self.current_player.is_computer else self.to_dict()
        self._commit(points)
        actor = self.current
        if hot:
            self.hot_dice[actor] += 1
        banked = self.turn_points
        self.totals[actor] += banked
        self.banks[actor].append(banked)
        started = self.last_round_by is None and self.totals[actor] >= self.target
        if started:
            self.last_round_by = actor
            count = len(self.players)
            self.last_round_pending = [(actor + k) % count for k in range(1, count)]
        game_over = self._end_turn()
        event = FarkleEvent(
            kind=EventKind.BANKED,
            player=actor,
            points=banked,
            turn_points=banked,
            total=self.totals[actor],
            last_round_started=started,
            game_over=game_over,
            next_player=None if game_over else self.current,
        )
        self.last_event = event
        self.undo_state = None if game_over else snapshot
        return event

    def undo(self) -> FarkleEvent:
        """Take back a person's last bank (see the module docstring); returns its event.

        Raises :class:`~game.engine.errors.UndoNotAllowedError` (or ``GameOverError``) before
        changing anything when there is nothing to take back.
        """
        if self.finished:
            raise GameOverError()
        if self.undo_state is None:
            event = self.last_event
            raise undo_refusal(
                rolled=self.roll_dice is not None,
                current_is_computer=self.current_player.is_computer,
                by_computer=(event is not None and event.kind is EventKind.BANKED
                             and self.players[event.player].is_computer))
        undone = self.last_event
        assert undone is not None  # a bank always leaves its event
        restored = FarkleGame.from_dict(self.undo_state)
        for name in (f.name for f in fields(self)):
            setattr(self, name, getattr(restored, name))
        return undone

    # -- internals -----------------------------------------------------------

    @property
    def current_player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    def _check_turn(self, player: int | None) -> None:
        """Refuse any verb after the end, or from a player whose turn it is not."""
        if self.finished:
            raise GameOverError()
        if player is not None and player != self.current:
            raise NotYourTurnError(player=player, current=self.current)

    def _check_selection(self) -> int:
        """Points of the current selection, or raise if it cannot be committed (F2, F5)."""
        if not self.selected:
            raise SetAsideFirstError()
        points = self.selection_points
        if points is None:
            raise InvalidSelectionError()
        return points

    def _commit(self, points: int) -> None:
        """Move the checked selection into the turn (F4: its own group)."""
        self.set_aside.append(SetAside(self.selection, points))
        self.turn_points += points

    def _end_turn(self) -> bool:
        """Clear the turn, pass it on (F11 bookkeeping); return True if the game ended."""
        actor = self.current
        self.turns_played[actor] += 1
        self.turn_points = 0
        self.roll_dice = None
        self.selected = frozenset()
        self.set_aside = []
        if self.last_round_by is not None:
            if actor in self.last_round_pending:
                self.last_round_pending.remove(actor)
            if not self.last_round_pending:
                self.finished = True
                return True
            self.current = self.last_round_pending[0]
            return False
        self.current = (actor + 1) % len(self.players)
        return False

    # -- saving --------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Return the whole state as a JSON-able dict."""
        return {
            "players": [p.to_dict() for p in self.players],
            "target": self.target,
            "totals": list(self.totals),
            "current": self.current,
            "turn_points": self.turn_points,
            "roll": None if self.roll_dice is None else list(self.roll_dice),
            "selected": sorted(self.selected),
            "set_aside": [{"dice": list(g.dice), "points": g.points} for g in self.set_aside],
            "turns_played": list(self.turns_played),
            "last_round_by": self.last_round_by,
            "last_round_pending": list(self.last_round_pending),
            "finished": self.finished,
            "last_event": None if self.last_event is None else self.last_event.to_dict(),
            "computer_level": self.computer_level,
            "busts": list(self.busts),
            "hot_dice": list(self.hot_dice),
            "banks": [list(b) for b in self.banks],
            "undo": copy.deepcopy(self.undo_state),
            **({"game_id": self.game_id} if self.game_id else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FarkleGame:
        """Rebuild a game from :meth:`to_dict` output (ValueError if it is inconsistent)."""
        players = [Player.from_dict(p) for p in data["players"]]
        target = int(data["target"])
        if target not in TARGETS:
            raise ValueError(f"target must be one of {TARGETS}, got {target!r}")
        roll = data["roll"]
        roll_dice = None if roll is None else tuple(int(d) for d in roll)
        selected = frozenset(int(i) for i in data["selected"])
        if roll_dice is not None and best_score(roll_dice) == 0:
            raise ValueError(f"a saved current roll cannot be a bust: {roll_dice}")
        if roll_dice is None and selected or any(
            not 0 <= i < len(roll_dice or ()) for i in selected
        ):
            raise ValueError(f"selected positions {sorted(selected)} do not fit the roll")
        last_by = data["last_round_by"]
        event = data["last_event"]
        level = data.get("computer_level", COMPUTER_LEVELS[0])  # saves before levels existed
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown computer level {level!r}")
        count = len(players)
        # Games saved before the statistics counters existed start them at zero.
        game = cls(
            players=players,
            target=target,
            totals=[int(t) for t in data["totals"]],
            current=int(data["current"]),
            turn_points=int(data["turn_points"]),
            roll_dice=roll_dice,
            selected=selected,
            set_aside=[
                SetAside(tuple(int(d) for d in g["dice"]), int(g["points"]))
                for g in data["set_aside"]
            ],
            turns_played=[int(t) for t in data["turns_played"]],
            last_round_by=None if last_by is None else int(last_by),
            last_round_pending=[int(p) for p in data["last_round_pending"]],
            finished=bool(data["finished"]),
            last_event=None if event is None else FarkleEvent.from_dict(event),
            computer_level=str(level),
            busts=[int(b) for b in data.get("busts", [0] * count)],
            hot_dice=[int(h) for h in data.get("hot_dice", [0] * count)],
            banks=[[int(p) for p in b] for b in data.get("banks", [[] for _ in players])],
            game_id=check_game_id(data.get("game_id", "")),  # none before ids existed
        )
        if not 1 <= count <= MAX_PLAYERS or len(game.totals) != count:
            raise ValueError("totals do not match the players")
        if len(game.turns_played) != count or not 0 <= game.current < count:
            raise ValueError("turn counters do not match the players")
        if not len(game.busts) == len(game.hot_dice) == len(game.banks) == count:
            raise ValueError("statistics counters do not match the players")
        undo = data.get("undo")  # absent in games saved before undo existed
        if undo is not None:
            game.undo_state = _checked_undo(game, undo)
        return game


def _checked_undo(game: FarkleGame, undo: Any) -> dict[str, Any]:
    """The saved ``undo`` state, if banking in it gives ``game``; else ValueError."""
    if game.finished:
        raise ValueError("undo does not belong to this game")

    def replay(before: FarkleGame) -> None:
        if before.current_player.is_computer:
            raise ValueError("the computer's bank is never undone")
        before.bank()

    return checked_undo(game.to_dict(), undo, FarkleGame.from_dict, replay)
