"""The winner's own moment at a game's end (round 76, hW79; critics cZ75, cF75a, cF75b: "the
end of a game is not yet a takeover"): before the win's stage and its podium, the winner's
name and score alone on the felt, in their seat's colour, under a trophy, for
:data:`~game.theme_stage.CHAMPION_SECONDS`. Pure Python: who is celebrated and the clock; the
picture is :mod:`game.views.stage_champion`'s, the layer :mod:`game.scenes.champion`'s."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game import theme_stage
from game.flow.stage import ease_out


@dataclass(frozen=True)
class Champions:
    """Who won a game of several players, and with what."""

    winners: tuple[int, ...]
    """The winners' seat indices (two or more: a tie)."""
    score: int
    """Their total."""
    computer: bool
    """True when every winner is the computer (a quieter moment: no confetti, ruling S9)."""


def champions(ranking: Sequence[tuple[int, int, int]], players: Sequence[Any]
              ) -> Champions | None:
    """The winners of a finished game from its ``ranking`` ((place, index, total), best
    first); None for a game played alone (its end has no winner over others: its record's
    stage says it)."""
    if len(players) < 2 or not ranking:
        return None
    first = [(index, total) for place, index, total in ranking if place == 1]
    winners = tuple(index for index, _ in first)
    return Champions(winners, int(first[0][1]),
                     all(getattr(players[i], "is_computer", False) for i in winners))


def has_own_moment(won: Champions | None) -> bool:
    """True when a game's end shows the winner's own moment before the win's stage: a win
    over others with a person among its winners. The computer's win over people is the quiet
    end (ruling S100 4., round 81; S9): its stage's headline says it once, no moment before
    it saying "Calculatorul câștigă!" a first time."""
    return won is not None and not won.computer


def crowns_count(ranking: Sequence[tuple[int, int, int]], players: Sequence[Any],
                 last_player: int | None) -> bool:
    """True when a Yams end's count is the winner's own moment, one takeover that counts
    the winner's TOTAL and crowns them (round 77, hY106, ruling S8 amended; critics: the
    winner's name said three times in 5 s): every game of several players whose last box
    (``last_player``'s) is written. Since round 79 (hY113, ruling S60; critic cF78 #1: the
    loser's count was the loudest beat before "Calculatorul câștigă!") a last card that did
    not win has no band of its own: the count is the winner's, that card's score beside it.
    A game alone keeps its own takeover."""
    won = champions(ranking, players)
    return won is not None and last_player is not None


def count_span(ranking: Sequence[tuple[int, int, int]], players: Sequence[Any],
               last_player: int | None, start: int, end: int) -> tuple[int, int]:
    """What a Yams end's crowned count counts (ruling S60, round 79, hY113): the winner's
    TOTAL from 0, to ``end`` (the last card's TOTAL) when the last card (``last_player``'s)
    is a winner's, else to the winner's score. Always from 0 (ruling S117 1., amending S60
    and S94): the table already shows every figure, so the count is theatre, never a count
    *from* the figure before the last box (``start``, kept for the callers) that the table
    no longer shows."""
    won = champions(ranking, players)
    if won is None or last_player is None or last_player in won.winners:
        return 0, end  # (S117 1.: never from ``start``)
    return 0, won.score


def runner_up(ranking: Sequence[tuple[int, int, int]], players: Sequence[Any]) -> int | None:
    """The seat said beside a Yams end's crowned count, smaller (ruling S60): the best of
    the players who did not win (the best person when the computer won, if any); None
    when every player won."""
    won = champions(ranking, players)
    if won is None:
        return None
    others = [index for _, index, _ in ranking if index not in won.winners]
    if won.computer:
        people = [i for i in others if not getattr(players[i], "is_computer", False)]
        others = people or others
    return others[0] if others else None


class ChampionClock:
    """The winner's moment's clock: its age, its length (the animation speed's
    ``factor``), a skip."""

    def __init__(self, factor: float = 1.0) -> None:
        """A moment starting now, lasting :data:`~game.theme_stage.CHAMPION_SECONDS` times
        ``factor``."""
        self.factor = max(0.05, factor)
        self.duration = theme_stage.CHAMPION_SECONDS * self.factor
        self.age = 0.0
        self.skipped = False

    def update(self, dt: float) -> None:
        """Age by ``dt`` seconds."""
        self.age += max(0.0, dt)

    def skip(self) -> None:
        """End at once (a click or a key)."""
        self.skipped = True

    @property
    def done(self) -> bool:
        """True once played or skipped."""
        return self.skipped or self.age >= self.duration

    @property
    def progress(self) -> float:
        """0 as it starts, 1 as it ends."""
        return 1.0 if self.done else min(1.0, self.age / self.duration)

    def entrance(self) -> float:
        """How far the name and the score have grown in (0..1, eased)."""
        return ease_out(min(1.0, self.age / (theme_stage.CHAMPION_IN * self.factor)))

    def after_name(self) -> float:
        """How far the trophy and the score have come in (0..1): after the name has landed,
        over :data:`~game.theme_stage.CHAMPION_AFTER` (never over its slam)."""
        start = theme_stage.CHAMPION_IN * self.factor
        return max(0.0, min(1.0, (self.age - start)
                            / (theme_stage.CHAMPION_AFTER * self.factor)))

    def shown(self) -> float:
        """How whole the moment stands (1; fading to 0 over its last
        :data:`~game.theme_stage.CHAMPION_OUT` into the win's stage)."""
        if self.done:
            return 0.0
        left = self.duration - self.age
        return max(0.0, min(1.0, left / (theme_stage.CHAMPION_OUT * self.factor)))
