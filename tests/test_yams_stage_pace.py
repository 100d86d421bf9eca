"""A Penta the computer rolls has the same gathered stage as a person's, its name under it;
and the computer reads the moment before it plays on: after the stage it waits a readable
beat, counted on the fake clock from the frame the stage left, before its next step
(whatever was left of its pace when the stage came)."""

from __future__ import annotations

from typing import Any

import pytest

from game import theme
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box
from game.scenes.stage import StageOverlay
from game.widgets.seats import COMPUTER_STYLE, player_style
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DT = 1 / 30


def _state(game: Any) -> tuple[Any, ...]:
    """What a step of the computer changes: its dice, holds, rolls, box, turn."""
    return (game.current, game.picked, game.rolls_left, tuple(game.held),
            None if game.dice is None else tuple(game.dice))


def _beat_after_stage(app: Any, table: Any, kind: str) -> tuple[StageOverlay, float]:
    """Step until the stage of ``kind`` has played and left by itself; the stage, and the
    seconds from then until the computer's next step."""
    for _ in range(600):
        top = app.manager.top
        if isinstance(top, StageOverlay) and top.clock.kind == kind:
            break
        app.step(DT)
    stage = app.manager.top
    assert isinstance(stage, StageOverlay) and stage.clock.kind == kind
    while app.manager.top is stage:
        app.step(DT)
    before, waited = _state(table.game), 0.0
    while _state(table.game) == before:
        assert waited < 10, "the computer never played on"
        app.step(DT)
        waited += DT
    return stage, waited


@pytest.mark.parametrize("speed", ["fast", "normal"])
def test_the_computer_waits_a_readable_beat_after_its_pentas_stage(speed, tmp_path):
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.apply_settings(app.settings.with_changes(computer_speed=speed))
        app.rng = ScriptedDice((6,) * 5, seed=5)
        game = YamsGame.new([Player("IA", is_computer=True), Player("Ana")])
        table = YamsTableScene(app, game)
        app.manager.push(table)
        stage, waited = _beat_after_stage(app, table, "penta")
        picture = stage.picture  # the same gathered stage as a person's, the computer named
        assert picture is not None and picture.gather and len(picture.dice) == 5
        # its name, and its seat's style: the computer's own, whatever its place
        assert picture.line == table.player_label(0)
        assert picture.seat == player_style(game.players, 0) == COMPUTER_STYLE
        # its step after the stage is its own: the Penta it chose before the stage (hY90,
        # critic C71: the line says its choice as the stage lifts) written
        assert game.cards[0].points(Box.PENTA) == 50 and game.picked is None
        assert waited >= theme.COMPUTER_AFTER_STAGE_WAIT - DT, waited
        # a beat, no more (its lit box shown its usual while, as after a plain choice)
        beat = max(theme.COMPUTER_AFTER_STAGE_WAIT, table.flow.port.box_show_seconds())
        assert waited <= beat + 3 * DT, waited
    finally:
        app.close()
