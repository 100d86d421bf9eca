"""The Yams last round for :mod:`tools.render_screens` (round 82, hY129, ruling S113): Ana
writes her last box with Ion still to play, caught as her TOTAL's plaque stands (the pill
naming her, the lane her box: S113 2.), then as the passing's card names Ion, then on Ion's
last turn (the thirteenth turn dot lit: S113 3.)."""

from __future__ import annotations

from typing import Any

from tools.render_screens import register
from tools.unseen_frames import unseen_frames

FRAME = 1 / 60
"""One frame at 60 frames a second."""


def last_round(app: Any, names: tuple[str, ...] = ("Ana", "Ion")) -> Any:
    """A Yams table of people ``names``, each with only the Chance open, the first on turn
    (scripted dice); returns the table."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box, Scorecard
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 8)
    cards = [Scorecard.from_points({box: (3 + seat) * (box.value % 6 + 1) if box.is_upper
                                    else 0 for box in Box if box is not Box.CHANCE})
             for seat in range(len(names))]
    table = YamsTableScene(app, YamsGame([Player(name) for name in names], cards, 0))
    app.manager.push(table, fade=False)
    for _ in range(10):
        app.step(FRAME)
    return table


def write_the_chance(app: Any, table: Any, frames: int) -> None:
    """The player on turn throws once, writes their Chance; then ``frames`` frames pass."""
    from game.rules.yams import Box

    table.roll()
    while not table.outcome_visible():
        app.step(FRAME)
    app.step(FRAME)
    table.pick_cell(table.game.current, 1 + Box.CHANCE.value)
    table.validate()
    with unseen_frames(app):
        for _ in range(frames):
            app.step(FRAME)


@register("yams_last_round_plaque", settle=0)
def _plaque(app: Any) -> None:
    write_the_chance(app, last_round(app), 60)


@register("yams_last_round_card", settle=0)
def _card(app: Any) -> None:
    write_the_chance(app, last_round(app), 160)


@register("yams_last_round_next", settle=0)
def _next(app: Any) -> None:
    write_the_chance(app, last_round(app), 240)
