"""The results' rows: one a player, their place (shared on ties), name, total, seat and
figures, made from an engine's ranking (:func:`ranking_rows`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.flow.results_detail import Detail
from game.widgets.seats import player_style


@dataclass(frozen=True)
class ResultRow:
    """One line of the results: the place (shared on ties), the player and the total."""

    place: int
    name: str
    total: int
    is_computer: bool = False
    seat: int | None = field(default=None, compare=False)
    """The player's seat style (:func:`game.widgets.seats.player_style`): its mark before the
    name, its colour on the podium."""
    detail: Detail = field(default=(), compare=False)
    """The player's figures of the game, said under their total (game.flow.results_detail)."""


def ranking_rows(ranking: Sequence[tuple[int, int, int]], players: Sequence[Any],
                 details: Sequence[Detail] | None = None) -> list[ResultRow]:
    """Turn an engine's ``ranking()`` ((place, player index, total), best first) into rows;
    ``details``: each player's figures, by player index."""
    return [ResultRow(place, players[index].name, total,
                      bool(getattr(players[index], "is_computer", False)),
                      player_style(players, index),
                      details[index] if details is not None else ())
            for place, index, total in ranking]

