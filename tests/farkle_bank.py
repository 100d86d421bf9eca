"""A 10 000 table where Ana keeps her first die (a 1) and banks it: the small bank that the
flight, landing and steadiness tests watch, set up once here."""

from __future__ import annotations

from typing import Any

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from tests.uihelpers import FRAME, click_at
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames


def bank_a_one(app: Any, dice: tuple[int, ...], computer: bool,
               totals: tuple[int, int] | None = None, keep: int = 1) -> Any:
    """Ana throws ``dice`` (a 1 first), keeps the 1 (or its first ``keep`` dice) and banks
    them against the computer (or Ion), the players' totals ``totals`` before; return the
    table (now the next turn's)."""
    from game.scenes.farkle_table import FarkleTableScene

    app.rng = ScriptedDice(dice, seed=5)
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True) if computer
                           else Player("Ion")])
    if totals is not None:
        game.totals[:] = list(totals)
    table = FarkleTableScene(app, game)
    app.manager.push(table)
    click_at(app, table.roll_button.rect.center)
    with unseen_frames(app):  # the throw's frames not looked at: the landed one drawn
        for _ in range(300):
            if table.outcome_visible() and not table.tray.is_moving:
                break
            app.step(FRAME)
    for i in range(keep):
        click_at(app, table.die_centre(i))
    click_at(app, table.bank_button.rect.center)
    return table
