"""The Yams table's sequences for the layout check, played frame by frame through its
controls (clicks and keys on a real headless app, the dice scripted).

Each is a moment the issue 21 review saw go wrong: a Joker refusal left over the computer's
turn with the turn banner and "Bonus Penta +100"; "+35" and a red "Este rândul
calculatorului…" stacked; "La rând: …" over the dice an undo brought back, the held row's
placeholder around it; the same name said twice (the turn line and the banner).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from tests.layout_check import Run, sequence
from tools.scripted_dice import ScriptedDice

UPPER_45 = Scorecard.from_points({Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12,
                                  Box.FIVES: 15})
"""45 in the upper boxes with Șase open: three 6s earn the bonus (63)."""


def seat(run: Run, dice: tuple[int, ...], names: tuple[str, ...] = ("Ana", "Ion"),
         computer: bool = False, cards: list[Scorecard] | None = None) -> Any:
    """A Yams table for ``names`` (+ the computer), the engine rolling ``dice`` first; the
    computer and the dice at their fast pace (the same steps in fewer frames)."""
    from game.scenes.yams_table import YamsTableScene

    run.app.apply_settings(run.app.settings.with_changes(computer_speed="fast",
                                                         animation_speed="fast"))
    players = [Player(n) for n in names] + ([Player("IA", is_computer=True)] if computer else [])
    run.app.rng = ScriptedDice(dice, seed=5)
    game = YamsGame.new(players)
    if cards:
        game.cards[:len(cards)] = cards
    table = YamsTableScene(run.app, game)
    run.app.manager.push(table)
    run.frames(2)
    return table


def throw(run: Run, table: Any) -> None:
    """Click "Aruncă" and step until the dice rest, seen (or a stage took the table)."""
    run.click(table.roll_button.rect.center)
    run.until(lambda: (table.settled and not table.tray.is_moving)
              or run.app.manager.top is not table)


def pick(run: Run, table: Any, box: Box, player: int | None = None) -> None:
    """Click ``box`` in ``player``'s column (default: the current player)."""
    p = table.game.current if player is None else player
    run.click(table.sheet.cell_rect(p, box).center)


def validate(run: Run, table: Any) -> None:
    """Click "Validează tura"."""
    run.click(table.validate_button.rect.center)


def back_to_person(run: Run, table: Any, most: int = 1_500) -> None:
    """Step through the computer's turn until a person may act again."""
    run.until(lambda: not table.computer_turn and table.settled and not table.tray.is_moving,
              most)


@sequence("yams_throw_hold_throw")
def _throw(run: Run) -> None:
    table = seat(run, (5, 2, 5, 3, 5, 6, 6))
    throw(run, table)
    run.click(table.tray.position(0))
    run.click(table.tray.position(2))
    run.frames(20)
    run.click(table.hint_button.rect.center)
    run.frames(10)
    throw(run, table)
    run.frames(10)


@sequence("yams_pick_validate_turn_passes")
def _pick(run: Run) -> None:
    table = seat(run, (2, 2, 2, 5, 6, 1, 1, 3, 4, 6))
    throw(run, table)
    pick(run, table, Box.TWOS)
    pick(run, table, Box.ONES, player=1)  # refused: not his column
    run.frames(10)
    validate(run, table)
    run.frames(110)  # "La rând: Ion", then it fades
    throw(run, table)


@sequence("yams_upper_bonus_then_the_computer")
def _bonus(run: Run) -> None:
    table = seat(run, (6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True,
                 cards=[UPPER_45])
    throw(run, table)
    pick(run, table, Box.SIXES)
    validate(run, table)  # "+35": the bonus cell pops
    run.frames(40)
    for _ in range(3):  # Ana clicks during the computer's turn: refused beside "+35"
        run.click(table.roll_button.rect.center)
        run.click(table.validate_button.rect.center)
        run.frames(15)
    run.frames(60)  # the computer throws: "+35" has had its moment


@sequence("yams_penta")
def _penta(run: Run) -> None:
    table = seat(run, (6,) * 5 + (1, 2, 3, 4, 6), names=("Ana",))
    throw(run, table)  # "Penta!" takes the stage
    run.until(lambda: run.app.manager.top is table and not table.flow.moment.busy)
    run.frames(6)  # its box is the one red action, Aruncă steps back
    pick(run, table, Box.PENTA)
    validate(run, table)
    run.frames(20)
    throw(run, table)


@sequence("yams_joker_penta_then_the_computer")
def _joker(run: Run) -> None:
    table = seat(run, (4,) * 5 + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True,
                 cards=[Scorecard.from_points({Box.PENTA: 50})])
    throw(run, table)  # five 4s: the Joker forces Patru (said above the held row, in red)
    run.until(lambda: run.app.manager.top is table and not table.flow.moment.busy)
    run.frames(6)
    pick(run, table, Box.THREES)  # refused by the Joker
    run.frames(10)
    pick(run, table, Box.FOURS)
    validate(run, table)  # "Ana: Bonus Penta +100", the computer's turn, "La rând: …"
    run.frames(20)
    run.click(table.roll_button.rect.center)  # refused: the computer plays
    back_to_person(run, table)
    run.frames(20)


@sequence("yams_auto_score_countdown")
def _countdown(run: Run) -> None:
    table = seat(run, (1, 2, 2, 4, 6) * 3)
    for _ in range(3):
        throw(run, table)
    run.until(lambda: table.game.current == 1, 400)  # the 3 s run out: written for Ana
    run.frames(30)


@sequence("yams_undo_while_the_turn_banner_shows")
def _undo(run: Run) -> None:
    table = seat(run, (6, 6, 3, 4, 1, 2, 5, 6), names=("Ana", "Ștefan"))
    throw(run, table)
    run.click(table.tray.position(0))  # the two 6s to the held row
    run.click(table.tray.position(1))
    run.frames(15)
    throw(run, table)
    pick(run, table, Box.CHANCE)
    validate(run, table)
    run.frames(25)  # "La rând: Ștefan" over the empty held row
    run.key(pygame.K_z, pygame.KMOD_CTRL)  # the dice come back to the held row: no banner
    run.frames(60)
    pick(run, table, Box.FULL_HOUSE)
    validate(run, table)
    run.frames(30)


@sequence("yams_turn_to_the_computer_and_back")
def _computer(run: Run) -> None:
    table = seat(run, (2, 2, 2, 5, 6), names=("Ana",), computer=True)
    throw(run, table)
    pick(run, table, Box.TWOS)
    validate(run, table)
    back_to_person(run, table)  # its caption stays, "La rând: Ana"
    run.frames(40)
    throw(run, table)
    run.frames(10)


@sequence("yams_end_of_game")
def _end(run: Run) -> None:
    full = {box: 0 for box in Box if box is not Box.CHANCE}
    table = seat(run, (1, 1, 2, 2, 3), names=("Ana",),
                 cards=[Scorecard.from_points({**full, Box.SIXES: 18})])
    throw(run, table)
    pick(run, table, Box.CHANCE)
    validate(run, table)  # the last box: Ana's TOTAL pops, then the results panel
    run.until(lambda: table.results_shown, 900)
    run.frames(60)


# --- the staged moments (issue 22 §1): every frame of each drawn and checked ----------------


def through_moment(run: Run, table: Any, kind: str, every: int = 3, most: int = 200) -> None:
    """Step until the moment ``kind`` plays, then draw and check every ``every``-th frame of
    it (not only those where what the table says changes) until it is over."""
    run.until(lambda: table.flow.moment.playing(kind), most)
    frames = 0
    while table.flow.moment.playing(kind):
        if frames % every == 0:
            run._last = None  # what the table says "changed": this frame is drawn, checked
        run.step()
        frames += 1
        assert frames < most, f"{kind} never ended"


@sequence("yams_moments_pentas_and_joker_pentas")
def _moments_pentas(run: Run) -> None:
    table = seat(run, (6,) * 5 + (4,) * 5 + (5, 5, 5, 1, 2, 5, 5), names=("Ana",))
    throw(run, table)  # "Penta!" stamped over the empty held row and the strip
    through_moment(run, table, "penta")
    pick(run, table, Box.PENTA)
    validate(run, table)
    run.frames(10)
    throw(run, table)  # a Joker Penta: the stamp with "×2"
    through_moment(run, table, "joker_penta")
    pick(run, table, Box.FOURS)
    validate(run, table)  # "+100" counted into Bonus Penta, beside "Ana: Bonus Penta +100"
    through_moment(run, table, "penta_bonus")
    run.frames(10)
    throw(run, table)
    for i in (0, 1, 2):  # three 5s held: the next Penta's stamp stays in the strip
        run.click(table.tray.position(i))
    run.frames(15)
    throw(run, table)
    through_moment(run, table, "joker_penta")
    run.frames(10)


@sequence("yams_moments_bonus_and_total")
def _moments_counters(run: Run) -> None:
    lower = {box: 10 for box in Box if not box.is_upper}
    card = Scorecard.from_points({**lower, Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9,
                                  Box.FOURS: 12, Box.FIVES: 15})
    table = seat(run, (6, 6, 6, 1, 2), names=("Ana",), cards=[card])
    throw(run, table)
    pick(run, table, Box.SIXES)
    validate(run, table)  # the last box: "+35" counted into Bonus, then the results count
    through_moment(run, table, "upper_bonus")  # the final TOTAL
    run.until(lambda: table.results_shown, 600)
    run.frames(20)
