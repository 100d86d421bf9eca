"""A first game's coach marks (issue 22 §4) for the layout check, frame by frame: each card
fades in beside what it points at, the player does what it says (the click closes it and
acts), and the next one comes after its gap, never over the dice, the voice, a button or
what it speaks of, on both tables; a key pressed while a card shows closes it and still does
its work at the table (Enter after hot dice banks)."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.yams import Box
from tests import layout_sequences_farkle as farkle
from tests import layout_sequences_yams as yams
from tests.layout_check import Run, sequence


def first_game(run: Run) -> None:
    """The settings of a fresh install: the marks on, none seen yet."""
    run.app.apply_settings(run.app.settings.with_changes(coach_marks=True, coach_seen=()))


def until_mark(run: Run, table: Any, mark: str, most: int = 240) -> None:
    """Step until ``mark``'s card shows, then the frames of its fade."""
    run.until(lambda: table.coach.shown == mark, most)
    run.frames(20)


@sequence("coach_yams_first_turn")
def _yams(run: Run) -> None:
    first_game(run)
    table = yams.seat(run, (2, 2, 5, 3, 6, 2, 4, 1, 1, 1), names=("Ana",), computer=True)
    yams.throw(run, table)
    until_mark(run, table, "yams.hold")
    run.click(table.tray.position(0))  # does what it says: holds a die (the card goes)
    run.click(table.tray.position(1))
    yams.throw(run, table)
    until_mark(run, table, "yams.box")
    yams.pick(run, table, Box.TWOS)
    yams.validate(run, table)
    run.frames(60)  # the turn passes to the computer: no card on its turn


@sequence("coach_farkle_first_turn")
def _farkle(run: Run) -> None:
    first_game(run)
    table = farkle.seat(run, (1, 2, 3, 4, 6, 6, 5, 2, 3, 4, 6))
    farkle.throw(run, table)
    until_mark(run, table, "farkle.set_aside")
    farkle.keep(run, table, 1)  # a 2: refused, and its card says why
    until_mark(run, table, "farkle.refused")
    farkle.keep(run, table, 0)  # the 1
    until_mark(run, table, "farkle.risk")
    run.click(table.roll_button.rect.center)
    run.until(lambda: table.outcome_visible() and not table.tray.is_moving)
    run.frames(90)


@sequence("coach_farkle_hot_dice_enter_banks")
def _farkle_hot_enter(run: Run) -> None:
    seen = ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank")
    run.app.apply_settings(run.app.settings.with_changes(coach_marks=True, coach_seen=seen))
    table = farkle.seat(run, (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1))
    farkle.throw(run, table)
    farkle.keep(run, table, 0, 1, 2, 3, 4, 5)
    until_mark(run, table, "farkle.hot")
    run.key(pygame.K_RETURN)  # the key is the game's too: the card goes and the turn banks
    assert table.coach.shown is None, "Enter left the card up"
    assert table.game.totals[0] == 400, "Enter was swallowed by the card"
    run.frames(60)
