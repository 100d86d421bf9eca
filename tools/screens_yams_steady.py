"""Screen states of the Yams table's steady places for :mod:`tools.render_screens`: a
refusal on its amber pill beside the lit "Validează tura", and the neutral "wait" line a
click gets once the computer's banner has given way to its throw, and the greyed
"Sugestie" before a turn's first throw saying to throw first."""

from __future__ import annotations

from typing import Any

from game.rules.yams import Box
from tools.render_screens import register
from tools.screens_yams import click_at, pick, roll, table, validate


@register("yams_refused_amber")
def _refused_amber(app: Any) -> None:
    # Ana picked Șansă ("Validează tura" is the one red button), then clicks Ion's column:
    # the refusal is a warning, never a second red.
    scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    click_at(app, scene.sheet.cell_rect(1, Box.ONES).center)


@register("yams_computer_wait_said")
def _computer_wait_said(app: Any) -> None:
    # The computer's banner has given way to its first throw; a click on "Aruncă" gets a
    # neutral line, not a red one.
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
    roll(app, scene)
    pick(app, scene, Box.TWOS)
    validate(app, scene)
    for _ in range(150):
        if scene.flow.voice.banner is None and scene.settled and scene.game.dice is not None:
            break
        app.step(1 / 30)
    click_at(app, scene.roll_button.rect.center)


@register("yams_hint_throw_first")
def _hint_throw_first(app: Any) -> None:
    # Before the first throw "Sugestie" is greyed; a click on it says to throw first.
    scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 3, computer=False)
    for _ in range(10):
        app.step(0.1)
    click_at(app, scene.hint_button.rect.center)
