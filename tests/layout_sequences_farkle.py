"""The 10 000 table's sequences for the layout check, played frame by frame through its
controls (clicks and keys on a real headless app, the dice scripted)."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from tests.layout_check import Run, sequence
from tools.scripted_dice import ScriptedDice


def seat(run: Run, dice: tuple[int, ...], totals: tuple[int, ...] = (),
         names: tuple[str, ...] = ("Ana", "Ion"), computer: bool = False) -> Any:
    """A 10 000 table for ``names`` (+ the computer), the engine rolling ``dice`` first."""
    from game.scenes.farkle_table import FarkleTableScene

    players = [Player(n) for n in names] + ([Player("IA", is_computer=True)] if computer else [])
    run.app.rng = ScriptedDice(dice, seed=5)
    game = FarkleGame.new(players)
    if totals:
        game.totals[:] = list(totals)
    table = FarkleTableScene(run.app, game)
    run.app.manager.push(table)
    run.frames(2)
    return table


def throw(run: Run, table: Any) -> None:
    """Click "Aruncă" and step until the dice are seen."""
    run.click(table.roll_button.rect.center)
    run.until(lambda: table.outcome_visible() and not table.tray.is_moving)


def keep(run: Run, table: Any, *indices: int) -> None:
    """Click the dice ``indices``."""
    for i in indices:
        run.click(table.die_centre(i))


@sequence("farkle_throw")
def _throw(run: Run) -> None:
    table = seat(run, (1, 5, 2, 3, 4, 6))
    throw(run, table)
    keep(run, table, 2)  # a 2 of the straight: set aside unlit, "încă fără puncte"
    keep(run, table, 0)
    run.frames(30)


@sequence("farkle_bank_rising_number")
def _bank(run: Run) -> None:
    table = seat(run, (1, 1, 1, 2, 3, 4), totals=(2_000, 3_500))
    throw(run, table)
    keep(run, table, 0, 1, 2)
    run.click(table.bank_button.rect.center)  # "+1 000" rises into Ana's total
    run.frames(150)


@sequence("farkle_bank_then_next_acts_at_once")
def _bank_next(run: Run) -> None:
    table = seat(run, (1, 1, 1, 2, 3, 4, 5, 2, 3, 4, 6, 6))
    throw(run, table)
    keep(run, table, 0, 1, 2)
    run.click(table.bank_button.rect.center)
    run.frames(4)
    run.click(table.roll_button.rect.center)  # Ion throws while the points still fly
    run.frames(90)


@sequence("farkle_bust")
def _bust(run: Run) -> None:
    table = seat(run, (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    throw(run, table)
    keep(run, table, 0)
    throw(run, table)  # a bust: 2 3 4 4 6
    run.frames(240)


@sequence("farkle_hot_dice")
def _hot(run: Run) -> None:
    table = seat(run, (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1))
    throw(run, table)
    keep(run, table, 0, 1, 2, 3, 4, 5)
    run.frames(60)
    throw(run, table)
    run.frames(20)


@sequence("farkle_last_round_starts")
def _last_round(run: Run) -> None:
    table = seat(run, (1, 1, 1, 5, 2, 3), totals=(9_400, 6_150, 8_700),
                 names=("Ana", "Ion", "Ștefan Țuțuianu"))
    throw(run, table)
    keep(run, table, 0, 1, 2, 3)
    run.click(table.bank_button.rect.center)
    run.frames(200)


@sequence("farkle_undo")
def _undo(run: Run) -> None:
    table = seat(run, (1, 1, 1, 2, 3, 4, 5, 2, 3))
    throw(run, table)
    keep(run, table, 0, 1, 2)
    throw(run, table)
    keep(run, table, 0)
    run.click(table.bank_button.rect.center)
    run.frames(20)  # (under the bank's own moment Ctrl+Z is refused, its button greyed:
    run.until(lambda: table.undo_button.enabled, 600)  # pressed once offered, S79 amended)
    run.key(pygame.K_z, pygame.KMOD_CTRL)
    run.frames(60)


@sequence("farkle_turn_passes_to_the_computer")
def _computer(run: Run) -> None:
    table = seat(run, (1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3, 2, 3, 4, 6), totals=(3_350, 1_100),
                 names=("Ana",), computer=True)
    throw(run, table)
    keep(run, table, 0)
    run.click(table.bank_button.rect.center)
    run.until(lambda: table.game.current == 0 and not table.computer_turn, 1_500)
    run.frames(30)


@sequence("farkle_end_of_game")
def _end(run: Run) -> None:
    table = seat(run, (1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 6, 2), totals=(9_400, 7_350))
    throw(run, table)
    keep(run, table, 0, 1, 2, 3)
    run.click(table.bank_button.rect.center)
    run.frames(150)
    run.until(lambda: table.roll_button.enabled, 600)  # the goal's banner has gone (hL50)
    throw(run, table)  # Ion's last roll busts: the game ends
    run.until(lambda: table.results_shown, 900)
    run.frames(90)


@sequence("farkle_sound_notice")
def _notice(run: Run) -> None:
    table = seat(run, (1, 5, 2, 3, 4, 6))
    run.key(pygame.K_m)  # "Sunet oprit": the app's notice, in its own corner
    throw(run, table)
    keep(run, table, 0)
    run.key(pygame.K_m)
    run.frames(60)
