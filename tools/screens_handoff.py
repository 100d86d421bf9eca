"""Screens of the turn passing under its band / seat card on both tables (ruling S13 amended
in round 77: the turn that ended greyed in every region, the band the one bright thing), for
:mod:`tools.render_screens`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tools.render_screens import open_table, register
from tools.scripted_dice import ScriptedDice

FRAME = 1 / 60


def _until_card(app: Any, scene: Any, share: float = 0.5, most: int = 3000) -> None:
    """Step 1/60 s frames until the passing's band / card has played ``share`` of its time."""
    handoff = scene.flow.handoff
    for _ in range(most):
        if handoff.active and handoff.share >= share and app.manager.top is scene:
            return
        app.step(FRAME)


@register("farkle_handoff_card", settle=0)
def _farkle_card(app: Any) -> None:
    # Ana has banked a 1: the card names Constantinos over her turn, greyed (S13, round 77)
    app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 10)
    scene = open_table(app, "farkle", 2)
    scene.game.players[0] = replace(scene.game.players[0], name="Ana")
    scene.game.players[1] = replace(scene.game.players[1], name="Constantinos")
    scene.press_roll()
    for _ in range(40):
        app.step(0.05)
    scene.press_die(0)
    scene.press_bank()
    _until_card(app, scene)


@register("farkle_goal_card", settle=0)
def _goal_card(app: Any) -> None:
    # the goal's stage has said the last round: the card names the next player as always
    from tools.screens_farkle import _goal_banner

    _goal_banner(app)
    scene = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
    _until_card(app, scene)


@register("farkle_last_round_card", settle=0)
def _last_round_card(app: Any) -> None:
    # a passing inside the last round: the card, then the "La rând" pill as in every passing
    from tools.screens_farkle import _last_round, play, play_until

    _last_round(app)
    scene = app.manager.top
    play_until(app, lambda: not scene.flow.handoff.holds
               and scene.flow.last_round_strip() is not None)
    play(app, 10)
    app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 10)
    scene.press_roll()
    play(app, 20)
    scene.press_die(0)
    scene.press_bank()
    _until_card(app, scene)


@register("yams_handoff_people", settle=0)
def _yams_people(app: Any) -> None:
    # Ana has written Șansă: the band names Constantinos over her turn, greyed
    from game.rules.yams import Box
    from tools.screens_yams import pick, roll, table, validate

    scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 8)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    _until_card(app, scene)
