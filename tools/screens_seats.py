"""Screen states of the seat colours and marks (issue 22 §5) for :mod:`tools.render_screens`:
the Yams sheet with four and seven seats, the 10 000 players panel with two and six, long
names (16 letters) everywhere, so the "urmează" pill and the ellipsis are seen at 1024×600."""

from __future__ import annotations

from typing import Any

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from tools.render_screens import register
from tools.screens_yams import roll, table
from tools.scripted_dice import ScriptedDice

LONG = ("Maximilian Țugui", "Ana-Maria Ștefan", "Constantin Vodă", "Wolfgang Amadeus",
        "Mădălina-Ioana E", "Ștefănel Țurcanu")
"""Names of 16 letters (the longest a name may be) or nearly."""


def farkle(app: Any, names: tuple[str, ...], computer: bool, totals: tuple[int, ...] = (),
           current: int = 0) -> Any:
    """Push a 10 000 table for ``names`` (+ the computer), ``current`` to play."""
    from game.scenes.farkle_table import FarkleTableScene

    players = [Player(n) for n in names] + ([Player("IA", is_computer=True)] if computer else [])
    app.rng = ScriptedDice((1, 5, 2, 3, 4, 6), seed=5)
    game = FarkleGame.new(players)
    if totals:
        game.totals[:] = list(totals)
    game.current = current
    scene = FarkleTableScene(app, game)
    app.manager.push(scene)
    app.step(0.1)
    return scene


@register("seats_yams_four")
def _yams_four(app: Any) -> None:
    roll(app, table(app, LONG[:3], [2, 3, 3, 5, 6]))


@register("seats_yams_seven")
def _yams_seven(app: Any) -> None:
    roll(app, table(app, LONG, [2, 3, 3, 5, 6]))


@register("seats_farkle_two")
def _farkle_two(app: Any) -> None:
    farkle(app, LONG[:2], False, (2_350, 4_100))


@register("seats_farkle_six")
def _farkle_six(app: Any) -> None:
    farkle(app, LONG[:5], True, (2_350, 4_100, 950, 6_700, 3_300, 5_450), current=2)
