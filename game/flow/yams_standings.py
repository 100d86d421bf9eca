"""The Yams standings beside the dice (issue 22 §2): each player's place, total, gap to the
leader and turns left, computed from the engine's state (pure Python, no pygame).

Nothing here decides a rule: the places are :meth:`game.engine.yams.YamsGame.ranking`'s
(equal totals share a place, Y13), the totals the scorecards' own ``total`` (the sheet's
TOTAL: the upper bonus and the Penta bonuses included), the turns left a card's open boxes
(one box is filled per turn). The view (:mod:`game.views.yams_standings`) only draws these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.flow.turn_passing import swap_steps
from game.rules.yams import Box

if TYPE_CHECKING:
    from game.engine.yams import ScoreEvent, YamsGame

__all__ = ["LastTurns", "Standing", "game_turns_left", "ranking_moved", "ranking_swaps",
           "standings", "turns_said"]


@dataclass(frozen=True)
class Standing:
    """One player's line of the standings."""

    seat: int
    """The player's index in the game (their column of the sheet, their seat colour)."""
    place: int
    """1 for the leader; players with equal totals share a place."""
    total: int
    """The sheet's TOTAL for the player."""
    gap: int
    """Points behind the leader (0 for the leader and anyone tied with them)."""
    turns_left: int
    """The player's turns still to play: their open boxes."""
    current: bool
    """True for the player whose turn it is (never once the game is over)."""
    tied: bool
    """True when another player shares this place."""


def standings(game: YamsGame) -> tuple[Standing, ...]:
    """The players best first (the engine's ranking order: by total, then by seat)."""
    ranking = game.ranking()
    if not ranking:
        return ()
    leader = ranking[0][2]
    places = [place for place, _, _ in ranking]
    current = None if game.finished else game.current
    return tuple(
        Standing(seat=seat, place=place, total=total, gap=leader - total,
                 turns_left=len(game.cards[seat].open_boxes), current=seat == current,
                 tied=places.count(place) > 1)
        for place, seat, total in ranking)


def ranking_moved(game: YamsGame, player: int, earned: int) -> bool:
    """True when ``player``'s ``earned`` points (just scored) changed the order of the
    standings (by total, then by seat: the engine's ranking): their rows swap then."""
    return ranking_swaps(game, player, earned) > 0


def ranking_swaps(game: YamsGame, player: int, earned: int) -> int:
    """How many swaps of two rows take the standings from their order before ``player``'s
    ``earned`` points (just scored) to their order now (0: no row moves; ruling S63, the rows
    swap one pair at a time)."""
    totals = [card.total for card in game.cards]
    before = list(totals)
    before[player] -= earned

    def order(values: list[int]) -> list[int]:
        return sorted(range(len(values)), key=lambda seat: (-values[seat], seat))

    return len(swap_steps(order(before), order(totals)))


def game_turns_left(rows: tuple[Standing, ...]) -> int:
    """The turns the game still has for its slowest player (the round on turn counted): what
    the panel says for everyone when each player's own count does not fit."""
    return max((r.turns_left for r in rows), default=0)


def turns_said(left: int) -> bool:
    """Whether the standings say a count of ``left`` turns: only at a player's end (their last
    turn, or done). The round line under the title ("Tura 6 din 13") counts the game's turns
    for everyone; a row or the panel's title saying "încă 8 ture" beside it said the one
    number in several places at once (critic round 68)."""
    return left <= 1


class LastTurns:
    """Each player's last scoring ("Ion: Full 25"), as the table saw the engine's
    ``last_event`` change (the engine keeps only the newest one).

    :meth:`follow` is called every frame; a scoring an undo took back is no longer anyone's
    last turn (its box is open again, or holds other points). A resumed game knows only the
    saved ``last_event`` until each player scores again.
    """

    def __init__(self) -> None:
        """Nobody's last turn seen yet."""
        self._seen: dict[int, ScoreEvent] = {}
        self._event: ScoreEvent | None = None

    def follow(self, game: YamsGame) -> None:
        """Take note of the engine's newest scoring, if it is new."""
        event = game.last_event
        if event is not None and event != self._event:
            self._seen[event.player] = event
        self._event = event

    def of(self, game: YamsGame, seat: int) -> tuple[Box, int] | None:
        """``seat``'s last scoring as (box, points), or None (none seen, or taken back)."""
        event = self._seen.get(seat)
        if event is None or seat >= len(game.cards):
            return None
        if game.cards[seat].points(event.box) != event.points:
            return None  # undone: the box is open again
        return event.box, event.points
