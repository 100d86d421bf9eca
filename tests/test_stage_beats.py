"""The beats round a stage: the turn passes on the table only once a big bank's stage has
ended; under a stage the table's prompt line is blank (what the stage says is said once);
the stamp and its player's plate read as one group, centred on the felt when no dice are
on it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.stage import StageOverlay
from game.widgets import layout_record
from tests.layout_check import Run
from tests.uihelpers import make_app
from tools.screens_stage import past_stage

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _farkle(tmp_path: Any, *dice: int, size: tuple[int, int] = (1024, 600)) -> tuple[Any, Run, Any]:
    from tools.render_screens import open_table
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=size)
    app.rng = ScriptedDice(dice)
    table = open_table(app, "farkle", 2)
    return app, Run(app, "stage beats"), table


def _staged(run_: Run) -> StageOverlay:
    run_.until(lambda: isinstance(run_.app.manager.top, StageOverlay), 200)
    stage = run_.app.manager.top
    assert isinstance(stage, StageOverlay)
    return stage


def _texts(app: Any, *scenes: Any, share: float | None = None) -> list[Any]:
    """What ``scenes`` write, drawn in order (a stage at ``share`` of its length)."""
    size = app.screen.get_size()
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        for scene in scenes:
            if share is not None and isinstance(scene, StageOverlay):
                scene.clock.age = scene.clock.duration * share
            scene.draw(surface)
        return list(layout_record.frame().texts)
    finally:
        layout_record.stop()


def _big_bank(tmp_path: Any, size: tuple[int, int] = (1024, 600)) -> tuple[Any, Run, Any]:
    app, run_, table = _farkle(tmp_path, 1, 1, 1, 1, 1, 2, size=size)  # five 1s: 2 000
    table.press_roll()
    run_.until(lambda: table.outcome_visible() and not table.tray.is_moving)
    past_stage(app)  # "Cinci de 1!": the throw's headline, skipped
    # (hB50: its five 1s come chosen as its stage hands the table back)
    table.press_bank()
    return app, run_, table


def test_a_big_banks_turn_passes_only_once_its_stage_has_ended(tmp_path):
    app, run_, table = _big_bank(tmp_path)
    try:
        stage = _staged(run_)
        assert stage.clock.kind == "bank_big" and table.game.current == 1  # the engine moved on
        banker, next_up = table.player_label(0), table.player_label(1)
        while app.manager.top is stage:  # every frame of the stage: the banker's turn shows
            assert table.shown_player == 0
            texts = [t.text for t in _texts(app, table)]
            assert table.tr("farkle.hint.start") not in texts  # not the next turn's prompt
            assert not [t for t in texts if next_up in t and banker not in t
                        and t != next_up]  # no "La rând: …" for the next player
            run_.frames(1)
        # (hF30) then the banker's row counts the points up, the banker's turn still shown,
        # and the turn passes on the table once it has counted
        while table.flow.counting_up:
            assert table.shown_player == 0
            run_.frames(1)
        run_.frames(1)
        assert table.flow.frozen is None and table.flow.banked_view is None
        while table.flow.handoff.holds:  # the next player's seat card: the panels show him
            assert table.shown_player == 1  # from its entrance (ruling S79 1., round 80,
            run_.frames(1)  # hF100; was: the banker's turn kept under it, round 76, S13)
        assert table.shown_player == 1  # and the turn has passed on the table
    finally:
        app.close()


def test_under_the_hot_dice_stage_the_prompt_line_is_blank(tmp_path):
    app, run_, table = _farkle(tmp_path, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
    try:
        table.press_roll()
        run_.until(lambda: table.outcome_visible() and not table.tray.is_moving)
        for i in range(6):
            table.press_die(i)
        _staged(run_)
        prompt = table.flow.prompt()
        assert prompt is not None and prompt.text  # the table has a prompt to say...
        assert not [t for t in _texts(app, table) if t.text == prompt.text]  # ...it waits
        run_.until(lambda: app.manager.top is table, 200)
        prompt = table.flow.prompt()  # (the next throw's, once the stage has played)
        assert [t for t in _texts(app, table) if t.text == prompt.text]  # and says it after
    finally:
        app.close()


# (hF22's "a bank's stamp, its gathered dice and the player's plate one group centred in its
# room" was reversed in round 40: a big bank is a banner over the seen table, no dice
# gathered: tests/test_farkle_bank_stage_dice.py)
