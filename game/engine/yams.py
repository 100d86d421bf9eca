"""The Yams table as a pure state machine.

``YamsGame`` holds the whole game (players, one :class:`~game.rules.yams.Scorecard` each,
whose turn it is, the dice, holds and rolls of the current turn) and changes only through
its verbs. Every refused verb raises a subclass of
:class:`~game.engine.errors.IllegalActionError` *before* touching anything, so a refusal
never changes the state. Randomness comes only from the ``random.Random`` given to
:meth:`YamsGame.roll`.

Turn flow (rulings Y9–Y11 of ``shared/RULES.md``)
-------------------------------------------------

1. ``roll(rng)``: the first roll of a turn rolls all five dice and clears the holds; the
   second and third reroll the dice not held. Never a fourth roll (Y9).
2. ``toggle_hold(index)`` / ``set_held(indices)`` / ``hold_values(values)``: choose the dice
   to keep, after the first roll and while rolls remain.
3. ``pick(box)``: choose a legal box of the current roll (``options()``); picking another
   replaces it, ``unpick()`` clears it. A new roll clears the pick.
4. ``validate()`` ("Validează tura"): scores the picked box and passes the turn; returns the
   :class:`ScoreEvent`. Possible after any of the 1 to 3 rolls (Y9).
5. ``auto_score(box)`` (Y10): after the third roll with no box picked, the screen's 3-second
   countdown calls it with the box the expert computer chooses (the caller asks
   :func:`game.ai.yams.choose_box` at ``level="expert"``, whatever the Settings difficulty);
   the engine only checks that the box is legal. The engine never imports ``game.ai``.

``all_options_zero`` is True when every legal box gives 0; ``sacrifice_needed`` adds Y11's
timing (no roll left, or a box picked): the screen then shows ``yams.sacrifice``.
``joker_active`` says the roll is a Penta worth a 100 bonus (Y7).

6. ``undo()`` ("Anulează", issue 13): takes back the last box a person scored (``validate``
   or ``auto_score`` on a person's turn) as long as no die was rolled since: the card (its
   points, upper bonus, Penta bonus and Joker state), the dice, holds, pick, turn and
   ``last_event`` come back exactly, so ``to_dict()`` equals the one before the scoring.
   ``can_undo`` says whether it would be accepted. The computer's decisions, a roll, and the
   scoring that ended the game are never taken back. The state before the scoring is kept in
   ``undo_state`` and saved with the game (``"undo"`` in ``to_dict()``; None when nothing can
   be taken back); ``from_dict`` checks that it replays to the saved state.

Verbs take an optional ``player`` index: when given and not the current player,
:class:`~game.engine.errors.NotYourTurnError` is raised. After every player's 13 turns
``finished`` is True and every verb raises :class:`~game.engine.errors.GameOverError`.

Errors (``key``: when)
----------------------

* ``error.yams.no_rolls_left`` (:class:`NoRollsLeftError`): a fourth roll.
* ``error.yams.all_held`` (:class:`AllHeldError`): a reroll with all five dice held.
* ``error.yams.roll_first`` (:class:`RollFirstError`): hold, pick, validate or auto before
  the turn's first roll.
* ``error.yams.cannot_hold_now`` (:class:`CannotHoldError`): holding after the third roll.
* ``error.yams.box_not_allowed`` / ``error.yams.box_filled`` (:class:`BoxNotAllowedError`,
  param ``box`` = box id): the box is not a legal option (Joker, Y7) or already filled.
* ``error.yams.no_box_picked`` (:class:`NoBoxPickedError`): ``validate`` without a pick.
* ``error.yams.auto_too_early`` (:class:`AutoScoreNotAllowedError`): ``auto_score`` before
  the third roll; ``error.yams.box_already_picked``: ``auto_score`` while a box is picked;
  ``error.yams.box_not_allowed`` (:class:`BoxNotAllowedError`): an illegal box given.
* ``error.undo.nothing`` / ``error.undo.computer``
  (:class:`~game.engine.errors.UndoNotAllowedError`): ``undo`` with nothing to take back.

Bad input (a die index outside 0..4, not a :class:`~game.rules.yams.Box`, 0 or more than 7
players) is a plain ``ValueError``.

Events
------

``validate`` and ``auto_score`` return a :class:`ScoreEvent`, also kept as ``last_event``
(saved with the game): ``player`` who scored, ``round``, ``box``, ``points`` written in it,
``dice``, ``penta_bonus`` (100 when a Penta earned the bonus, Y7: celebrate),
``upper_bonus_reached`` (True when this box took the upper part to 63: the 35 bonus),
``auto`` (scored by the countdown), ``game_over`` (this was the last turn).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.engine.errors import GameOverError, IllegalActionError, NotYourTurnError
from game.engine.ids import check_game_id
from game.engine.players import Player
from game.engine.undo import checked_undo, undo_refusal
from game.rules.yams import (
    DICE_COUNT,
    Box,
    IllegalBoxError,
    Scorecard,
    check_dice,
)

if TYPE_CHECKING:
    import random  # only the type of the injected generator

ROUNDS = len(Box)
"""Thirteen turns per player: one per box (Y13)."""

MAX_ROLLS = 3
"""At most three rolls per turn (Y9)."""

MAX_PLAYERS = 7
"""Six humans and the computer (Y14)."""


class NoRollsLeftError(IllegalActionError):
    """The turn has had its three rolls (Y9)."""

    key = "error.yams.no_rolls_left"


class AllHeldError(IllegalActionError):
    """A reroll with every die held would change nothing."""

    key = "error.yams.all_held"


class RollFirstError(IllegalActionError):
    """The action needs the turn's first roll."""

    key = "error.yams.roll_first"


class CannotHoldError(IllegalActionError):
    """Dice can be held only between rolls, while a roll remains."""

    key = "error.yams.cannot_hold_now"


class BoxNotAllowedError(IllegalActionError):
    """The box is filled or excluded by the Joker (param ``box``: the box id)."""

    key = "error.yams.box_not_allowed"


class NoBoxPickedError(IllegalActionError):
    """``validate`` needs a picked box."""

    key = "error.yams.no_box_picked"


class AutoScoreNotAllowedError(IllegalActionError):
    """``auto_score`` is only for a third roll left without a picked box (Y10)."""

    key = "error.yams.auto_too_early"


@dataclass(frozen=True)
class ScoreEvent:
    """A box just scored: what a screen flashes or celebrates."""

    player: int
    round: int
    box: Box
    points: int
    dice: tuple[int, ...]
    penta_bonus: int = 0
    upper_bonus_reached: bool = False
    auto: bool = False
    game_over: bool = False
    rolls: int | None = None
    """Rolls the turn had used when it scored (1..3); None in events saved before it was
    kept. With it, an undo state that claims other rolls does not replay to the saved game."""

    def to_dict(self) -> dict[str, Any]:
        """Return the event as a JSON-able dict (``rolls`` only when known)."""
        data: dict[str, Any] = {
            "player": self.player,
            "round": self.round,
            "box": self.box.id,
            "points": self.points,
            "dice": list(self.dice),
            "penta_bonus": self.penta_bonus,
            "upper_bonus_reached": self.upper_bonus_reached,
            "auto": self.auto,
            "game_over": self.game_over,
        }
        if self.rolls is not None:
            data["rolls"] = self.rolls
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ScoreEvent:
        """Rebuild an event from :meth:`to_dict` output."""
        return cls(
            player=int(data["player"]),
            round=int(data["round"]),
            box=Box.from_id(str(data["box"])),
            points=int(data["points"]),
            dice=check_dice(data["dice"]),
            penta_bonus=int(data["penta_bonus"]),
            upper_bonus_reached=bool(data["upper_bonus_reached"]),
            auto=bool(data["auto"]),
            game_over=bool(data["game_over"]),
            rolls=None if data.get("rolls") is None else int(data["rolls"]),
        )


class YamsGame:
    """A game of Yams: build it with :meth:`new` or :meth:`from_dict`, then call its verbs."""

    def __init__(
        self,
        players: Sequence[Player],
        cards: Sequence[Scorecard],
        current: int = 0,
        dice: Sequence[int] | None = None,
        held: Sequence[bool] = (False,) * DICE_COUNT,
        rolls_used: int = 0,
        picked: Box | None = None,
        last_event: ScoreEvent | None = None,
    ) -> None:
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"Yams needs 1 to {MAX_PLAYERS} players, got {len(players)}")
        if len(cards) != len(players):
            raise ValueError("one scorecard per player")
        if not 0 <= current < len(players):
            raise ValueError(f"no player {current!r}")
        if not 0 <= rolls_used <= MAX_ROLLS:
            raise ValueError(f"rolls_used is 0..{MAX_ROLLS}, got {rolls_used!r}")
        if len(held) != DICE_COUNT:
            raise ValueError("five held flags")
        if (dice is None) != (rolls_used == 0):
            raise ValueError("dice are shown exactly when the turn has rolled")
        self.players: tuple[Player, ...] = tuple(players)
        """The seats, in playing order."""
        self.cards: list[Scorecard] = list(cards)
        """One scorecard per player."""
        self.current: int = current
        """Index of the player whose turn it is."""
        self.dice: tuple[int, ...] | None = None if dice is None else check_dice(dice)
        """The current roll, or None before the turn's first roll."""
        self.held: tuple[bool, ...] = tuple(bool(h) for h in held)
        """Which of the five dice are kept for the next roll."""
        self.rolls_used: int = rolls_used
        """Rolls made this turn (0..3)."""
        self.picked: Box | None = picked
        """The box chosen for this roll, not yet validated."""
        self.last_event: ScoreEvent | None = last_event
        """The last box scored (by anyone), for the screen to show."""
        self.undo_state: dict[str, Any] | None = None
        """``to_dict()`` before a person's last scoring, while it may be undone; else None."""
        self.game_id: str = ""
        """The game's id (``game.engine.ids``), "" until one is given; saved with the game."""
        if picked is not None and picked not in self.options():
            raise ValueError(f"picked box {picked.id} is not a legal option")
        if not self.finished and not self.cards[current].open_boxes:
            raise ValueError("the current player's card is complete")

    @classmethod
    def new(cls, players: Sequence[Player]) -> YamsGame:
        """A new game: empty scorecards, the first player's first turn, no dice yet."""
        return cls(players, [Scorecard() for _ in players])

    # ---- reading the state ----------------------------------------------------------

    @property
    def finished(self) -> bool:
        """True once every player has played 13 turns (Y13)."""
        return all(card.is_complete for card in self.cards)

    @property
    def round(self) -> int:
        """The round being played, 1..13 (13 once the game is over)."""
        return min(self.cards[self.current].turns_played + 1, ROUNDS)

    @property
    def current_player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    @property
    def current_card(self) -> Scorecard:
        """The scorecard of the player whose turn it is."""
        return self.cards[self.current]

    @property
    def rolls_left(self) -> int:
        """Rolls still allowed this turn (3, 2, 1 or 0)."""
        return MAX_ROLLS - self.rolls_used

    @property
    def can_roll(self) -> bool:
        """True when ``roll`` would be accepted."""
        return not self.finished and self.rolls_left > 0 and not (
            self.dice is not None and all(self.held)
        )

    @property
    def can_hold(self) -> bool:
        """True when the dice may be held or released."""
        return not self.finished and self.dice is not None and self.rolls_left > 0

    def options(self) -> dict[Box, int]:
        """The legal boxes for the current roll and their points; empty before a roll."""
        if self.finished or self.dice is None:
            return {}
        return self.cards[self.current].options(self.dice)

    @property
    def all_options_zero(self) -> bool:
        """True when a roll is shown and every legal box gives 0 for it."""
        if self.dice is None or self.finished:
            return False
        return self.current_card.all_options_zero(self.dice)

    @property
    def sacrifice_needed(self) -> bool:
        """True when Y11's message is due: every legal box gives 0, and no roll is left or
        the player has started picking a box (with rolls left it would be wrong advice)."""
        return self.all_options_zero and (self.rolls_left == 0 or self.picked is not None)

    @property
    def joker_active(self) -> bool:
        """True when the current roll is a Penta that earns 100 and the Joker (Y7)."""
        return (
            self.dice is not None
            and not self.finished
            and self.current_card.joker_active(self.dice)
        )

    @property
    def auto_score_due(self) -> bool:
        """True when the 3-second countdown of Y10 runs: third roll made, no box picked."""
        return not self.finished and self.rolls_used == MAX_ROLLS and self.picked is None

    @property
    def can_undo(self) -> bool:
        """True when ``undo`` would be accepted: a person scored and no die was rolled since."""
        return self.undo_state is not None and not self.finished

    def ranking(self) -> list[tuple[int, int, int]]:
        """(place, player index, total), best first; equal totals share a place (Y13)."""
        order = sorted(range(len(self.players)), key=lambda i: (-self.cards[i].total, i))
        result: list[tuple[int, int, int]] = []
        for position, index in enumerate(order, start=1):
            total = self.cards[index].total
            place = result[-1][0] if result and result[-1][2] == total else position
            result.append((place, index, total))
        return result

    # ---- checks shared by the verbs -------------------------------------------------

    def _check_turn(self, player: int | None) -> None:
        if self.finished:
            raise GameOverError()
        if player is not None and player != self.current:
            raise NotYourTurnError(player=player, current=self.current)

    def _check_rolled(self) -> tuple[int, ...]:
        if self.dice is None:
            raise RollFirstError()
        return self.dice

    def _check_holdable(self) -> None:
        self._check_rolled()
        if self.rolls_left == 0:
            raise CannotHoldError()

    # ---- verbs ----------------------------------------------------------------------

    def roll(self, rng: random.Random, player: int | None = None) -> tuple[int, ...]:
        """Roll: all five dice on the turn's first roll, else the dice not held.

        Returns the new dice. Clears the picked box (the new roll has new options).
        """
        self._check_turn(player)
        if self.rolls_left == 0:
            raise NoRollsLeftError()
        if self.dice is not None and all(self.held):
            raise AllHeldError()
        if self.dice is None:
            held: tuple[bool, ...] = (False,) * DICE_COUNT
            old: tuple[int, ...] = (1,) * DICE_COUNT
        else:
            held, old = self.held, self.dice
        new = tuple(v if h else rng.randint(1, 6) for v, h in zip(old, held, strict=True))
        self.undo_state = None  # a roll is never undone, nor the scoring before it
        self.dice = new
        self.held = held
        self.rolls_used += 1
        self.picked = None
        return new

    def toggle_hold(self, index: int, player: int | None = None) -> bool:
        """Hold or release die ``index`` (0..4); returns whether it is now held."""
        self._check_turn(player)
        if not isinstance(index, int) or not 0 <= index < DICE_COUNT:
            raise ValueError(f"die index is 0..{DICE_COUNT - 1}, got {index!r}")
        self._check_holdable()
        flags = list(self.held)
        flags[index] = not flags[index]
        self.held = tuple(flags)
        return flags[index]

    def set_held(self, indices: Iterable[int], player: int | None = None) -> None:
        """Hold exactly the dice at ``indices`` (0..4) and release the others."""
        self._check_turn(player)
        wanted = set(indices)
        for index in wanted:
            if not isinstance(index, int) or not 0 <= index < DICE_COUNT:
                raise ValueError(f"die index is 0..{DICE_COUNT - 1}, got {index!r}")
        self._check_holdable()
        self.held = tuple(i in wanted for i in range(DICE_COUNT))

    def hold_values(self, values: Iterable[int], player: int | None = None) -> None:
        """Hold dice showing ``values`` (as :func:`game.ai.yams.choose_keep` returns them).

        A value not on the dice (or more copies than shown) raises ValueError.
        """
        self._check_turn(player)
        dice = self._check_rolled()
        remaining = list(values)
        indices: list[int] = []
        for i, value in enumerate(dice):
            if value in remaining:
                remaining.remove(value)
                indices.append(i)
        if remaining:
            raise ValueError(f"values {remaining!r} are not on the dice {dice!r}")
        self.set_held(indices)

    def pick(self, box: Box, player: int | None = None) -> int:
        """Choose ``box`` for the current roll (replacing any pick); returns its points."""
        self._check_turn(player)
        if not isinstance(box, Box):
            raise ValueError(f"unknown Yams box {box!r}")
        dice = self._check_rolled()
        try:
            self.current_card.record(box, dice)
        except IllegalBoxError as error:
            raise BoxNotAllowedError(error.key, box=box.id) from error
        self.picked = box
        return self.options()[box]

    def unpick(self, player: int | None = None) -> None:
        """Clear the picked box (nothing happens when none is picked)."""
        self._check_turn(player)
        self.picked = None

    def validate(self, player: int | None = None) -> ScoreEvent:
        """Score the picked box ("Validează tura") and pass the turn (Y9)."""
        self._check_turn(player)
        self._check_rolled()
        if self.picked is None:
            raise NoBoxPickedError()
        return self._score(self.picked, auto=False)

    def auto_score(self, box: Box, player: int | None = None) -> ScoreEvent:
        """Score the third roll in ``box`` when no box was picked (Y10).

        The caller chooses ``box`` (the expert computer's choice); the engine only checks
        that the moment is right and that ``box`` is a legal option.
        """
        self._check_turn(player)
        if not isinstance(box, Box):
            raise ValueError(f"unknown Yams box {box!r}")
        dice = self._check_rolled()
        if self.rolls_used < MAX_ROLLS:
            raise AutoScoreNotAllowedError()
        if self.picked is not None:
            raise AutoScoreNotAllowedError("error.yams.box_already_picked")
        try:
            self.current_card.record(box, dice)
        except IllegalBoxError as error:
            raise BoxNotAllowedError(error.key, box=box.id) from error
        return self._score(box, auto=True)

    def undo(self) -> ScoreEvent:
        """Take back a person's last scoring (see the module docstring); returns its event.

        Raises :class:`~game.engine.errors.UndoNotAllowedError` (or ``GameOverError``) before
        changing anything when there is nothing to take back.
        """
        if self.finished:
            raise GameOverError()
        if self.undo_state is None:
            event = self.last_event
            raise undo_refusal(
                rolled=self.rolls_used > 0, current_is_computer=self.current_player.is_computer,
                by_computer=event is not None and self.players[event.player].is_computer)
        undone = self.last_event
        assert undone is not None  # a scoring always leaves its event
        restored = YamsGame.from_dict(self.undo_state)
        self.__dict__.update(restored.__dict__)
        return undone

    def _score(self, box: Box, *, auto: bool) -> ScoreEvent:
        dice = self._check_rolled()
        person = not self.current_player.is_computer
        snapshot = self.to_dict() if person else None
        before = self.current_card
        after = before.record(box, dice)
        self.cards[self.current] = after
        event = ScoreEvent(
            player=self.current,
            round=after.turns_played,
            box=box,
            points=after.points(box) or 0,
            dice=dice,
            penta_bonus=after.penta_bonus - before.penta_bonus,
            upper_bonus_reached=after.upper_bonus > before.upper_bonus,
            auto=auto,
            game_over=self.finished,
            rolls=self.rolls_used,
        )
        self.last_event = event
        self.dice = None
        self.held = (False,) * DICE_COUNT
        self.rolls_used = 0
        self.picked = None
        if not self.finished:
            self.current = (self.current + 1) % len(self.players)
        self.undo_state = None if self.finished else snapshot
        return event

    # ---- JSON -----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state as a JSON-able dict (any point of a turn)."""
        return {
            "game": "yams",
            "players": [p.to_dict() for p in self.players],
            "cards": [c.to_dict() for c in self.cards],
            "current": self.current,
            "dice": None if self.dice is None else list(self.dice),
            "held": list(self.held),
            "rolls_used": self.rolls_used,
            "picked": None if self.picked is None else self.picked.id,
            "last_event": None if self.last_event is None else self.last_event.to_dict(),
            "undo": copy.deepcopy(self.undo_state),
            **({"game_id": self.game_id} if self.game_id else {}),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> YamsGame:
        """Rebuild a game from :meth:`to_dict` output; inconsistent data raises ValueError."""
        if data.get("game") != "yams":
            raise ValueError("not a saved Yams game")
        try:
            picked = data["picked"]
            event = data["last_event"]
            game = cls(
                players=[Player.from_dict(p) for p in data["players"]],
                cards=[Scorecard.from_dict(c) for c in data["cards"]],
                current=int(data["current"]),
                dice=None if data["dice"] is None else check_dice(data["dice"]),
                held=[bool(h) for h in data["held"]],
                rolls_used=int(data["rolls_used"]),
                picked=None if picked is None else Box.from_id(str(picked)),
                last_event=None if event is None else ScoreEvent.from_dict(event),
            )
            game.game_id = check_game_id(data.get("game_id", ""))  # none before ids existed
            undo = data.get("undo")  # absent in games saved before undo existed
            if undo is not None:
                game.undo_state = _checked_undo(game, undo)
        except (KeyError, TypeError) as error:
            raise ValueError(f"damaged saved Yams game: {error!r}") from error
        return game


def _checked_undo(game: YamsGame, undo: Any) -> dict[str, Any]:
    """The saved ``undo`` state, if scoring ``game.last_event`` in it gives ``game``."""
    event = game.last_event
    if event is None or game.finished:
        raise ValueError("undo does not belong to this game")

    def replay(before: YamsGame) -> None:
        decided = before.auto_score_due if event.auto else before.picked is event.box
        if before.current_player.is_computer or not decided:
            raise ValueError("undo does not belong to this game")
        before._score(event.box, auto=event.auto)
        if event.rolls is None and before.last_event is not None:
            # saved before events kept their rolls: compared without them
            before.last_event = replace(before.last_event, rolls=None)

    return checked_undo(game.to_dict(), undo, YamsGame.from_dict, replay)
