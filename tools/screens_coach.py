"""The coach marks of a first game (issue 22 §4) for :mod:`tools.render_screens`: each mark
at its moment, on both tables, reached through the tables' own controls."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tools.render_screens import register
from tools.screens_farkle import play, table_with
from tools.screens_yams import roll, table
from tools.unseen_frames import unseen_frames


def coach_on(app: Any, seen: Sequence[str] = ()) -> None:
    """Turn the coach marks on, ``seen`` already shown."""
    app.settings = app.settings.with_changes(coach_marks=True, coach_seen=tuple(seen))


def settle(app: Any, seconds: float = 2.0) -> None:
    """Let the table rest (the mark comes after its gap and fades in): frames nobody looks
    at, the last one drawn (:func:`tools.unseen_frames.unseen_frames`; every one drawn when
    the layout record is on or the test replaced the manager's draw itself)."""
    with unseen_frames(app):
        for _ in range(round(seconds * 10)):
            app.step(0.1)


@register("coach_yams_hold")
def _yams_hold(app: Any) -> None:
    coach_on(app)
    scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6])
    roll(app, scene)
    settle(app)


@register("coach_yams_hold_two")
def _yams_hold_two(app: Any) -> None:
    # Ana and the computer: the hold card beside the Clasament of two rows (S76, cA79 #4)
    coach_on(app)
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6])
    roll(app, scene)
    settle(app)


@register("coach_yams_box")
def _yams_box(app: Any) -> None:
    coach_on(app, ["yams.hold"])
    scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6, 4, 1, 5])
    roll(app, scene)
    scene.toggle_hold(1)
    scene.toggle_hold(2)
    settle(app, 0.5)
    roll(app, scene)
    settle(app)


@register("coach_yams_countdown")
def _yams_countdown(app: Any) -> None:
    coach_on(app, ["yams.hold", "yams.box"])
    scene = table(app, ["Ana", "Ion"], [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2])
    for _ in range(3):
        roll(app, scene)
    settle(app)


@register("coach_farkle_set_aside")
def _farkle_set_aside(app: Any) -> None:
    coach_on(app)
    scene = table_with(app, 2, 1, 5, 3, 3, 4, 2)
    scene.press_roll()
    play(app)
    settle(app)


@register("coach_farkle_refused")
def _farkle_refused(app: Any) -> None:
    coach_on(app, ["farkle.set_aside"])
    scene = table_with(app, 2, 2, 1, 3, 4, 6, 6)
    scene.press_roll()
    play(app)
    scene.press_die(0)  # the die next to the ledger, where its card sits
    settle(app, 1.4)


@register("coach_farkle_risk")
def _farkle_risk(app: Any) -> None:
    coach_on(app, ["farkle.set_aside", "farkle.refused"])
    scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    scene.press_roll()
    play(app)
    scene.press_die(0)
    settle(app)


@register("coach_farkle_bank")
def _farkle_bank(app: Any) -> None:
    coach_on(app, ["farkle.set_aside", "farkle.refused", "farkle.risk"])
    scene = table_with(app, 2, 1, 1, 1, 4, 6, 2)
    scene.press_roll()
    play(app)
    for i in (0, 1, 2):
        scene.press_die(i)
    settle(app)


@register("coach_farkle_hot")
def _farkle_hot(app: Any) -> None:
    coach_on(app, ["farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank"])
    scene = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
    scene.press_roll()
    play(app)
    for i in range(6):
        scene.press_die(i)
    settle(app, 4.0)  # the sixth die slides, its stage plays, then a calm beat


@register("coach_farkle_refused_far")
def _farkle_refused_far(app: Any) -> None:
    coach_on(app, ["farkle.set_aside"])
    scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    scene.press_roll()
    play(app)
    scene.press_die(1)  # the second die, far from the Tura panel and past the ledger's reach
    settle(app, 1.4)
