"""The 10 000 staged moments, safe and honest (hB50, critic B41 "Staged moments (10 000)").

* A click or a key that ends a stage only ends it: no die set aside under "+3 000".
* A click or a key between the last die's landing and the stage does not pre-empt it: the
  stage opens over the table as the throw left it.
* The celebrated points are true when said: as a rare throw's stage hands the table back its
  dice are chosen (the rules say which), so "Total tură" and "Încasează" say its points; the
  player may still put them back.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import GONE
from game.rules.farkle import rare_combination, rare_indices
from game.scenes.stage import StageOverlay
from tests.layout_check import FRAME, Run
from tests.layout_sequences_farkle import seat
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

SIX = (4, 4, 4, 4, 4, 4)
CHINTA = (4, 2, 6, 1, 3, 5)
FIVE = (2, 3, 3, 3, 3, 3)
PAIRS = (2, 2, 6, 6, 3, 3)
AFTER = (2, 3, 6, 2, 3, 4)  # the next throw (never thrown here)


def _staged(app: Any) -> bool:
    return isinstance(app.manager.top, StageOverlay)


def _no_draw(surface: Any) -> None:
    """A frame not drawn."""


class _Undrawn(Run):
    """A :class:`Run` whose frames run undrawn (events, update, flip): for a test that reads
    the game's state after each frame, not its pictures (the suite's time, hT67)."""

    def step(self) -> None:
        """One frame, not drawn."""
        manager = self.app.manager
        manager.draw = _no_draw
        try:
            self.app.step(FRAME)
        finally:
            del manager.draw


def _thrown(tmp_path: Any, roll: tuple[int, ...], size=(1366, 768),
            drawn: bool = True) -> tuple[Any, Run, Any]:
    """Ana throws ``roll``; step until its dice have stopped tumbling (not yet seen). With
    ``drawn`` False the frames before and after the landing's run undrawn."""
    app = make_app(tmp_path, size=size, menu_drawn=drawn)
    run = Run(app, "honest") if drawn else _Undrawn(app, "honest")
    table = seat(run, roll + AFTER)
    run.click(table.roll_button.rect.center)
    with unseen_frames(app):  # the tumbling (the landing's frame drawn): what these tests
        for _ in range(300):  # check lies after it
            if not table.tray.is_animating:
                break
            app.step(FRAME)
        else:
            raise AssertionError("the dice never stopped tumbling")
    return app, run, table


def test_the_rules_name_the_dice_of_a_rare_figure():
    assert rare_indices(SIX) == rare_indices(CHINTA) == rare_indices(PAIRS) == tuple(range(6))
    assert rare_indices(FIVE) == (1, 2, 3, 4, 5)
    assert rare_indices((5, 5, 5, 5, 5, 1)) == (0, 1, 2, 3, 4)  # the 1 is not the figure's
    assert rare_indices((2, 2, 2, 3, 3, 4)) == ()


@pytest.mark.parametrize("roll", [SIX, CHINTA, FIVE, PAIRS])
@pytest.mark.parametrize("skipped", [False, True])
def test_a_rare_throw_hands_the_table_back_with_its_dice_chosen(tmp_path, roll, skipped):
    app, run, table = _thrown(tmp_path, roll)
    try:
        run.until(lambda: _staged(app), 60)
        if skipped:
            run.click(table.center.center)  # anywhere: the click only ends the stage
        else:  # its amount has landed: from then on the table under it says it (it is
            # drawn again as the stage lifts off it)
            stage = app.manager.top
            run.until(lambda: stage.clock.progress >= GONE, 400)
            assert app.manager.top is stage
            assert table.game.selected == set(rare_indices(roll))
        run.until(lambda: not _staged(app) or table.on_stage == "hot_dice", 400)
        game = table.game
        points = rare_combination(roll).points
        assert game.selected == set(rare_indices(roll))
        assert game.turn_total == points  # what "Total tură" says
        assert table.flow.bank_label(True) == table.tr("farkle.bank")  # (S108)
        run.until(lambda: not table.tray.is_moving, 120)  # the chosen dice on the mat
        run.frames(2)
        run.until(lambda: not _staged(app), 400)  # (six dice chosen: hot dice' banner)
        assert table.bank_button.enabled
        run.click(table.die_centre(rare_indices(roll)[0]))  # the player may put one back
        assert len(game.selected) == len(rare_indices(roll)) - 1
    finally:
        app.close()


@pytest.mark.parametrize("how,first", [("die", 0), ("die", 1), ("key", 0), ("space", 0),
                                       ("enter", 0)])
def test_input_between_the_landing_and_the_stage_does_not_pre_empt_it(tmp_path, how, first):
    """At every frame from the last die's landing until the stage is up, a press acts on
    nothing: the stage then opens over the table as the throw left it.

    One throw is pressed at every frame (from ``first`` on: a click takes two frames, its
    press and its release, so the clicks start at the landing's next frame and at the one
    after) and the table is read at once after each press: as each press left it as the
    throw did, the next press meets the table a fresh throw's would (the suite's time, hT73:
    a fresh app and throw for each frame was ~1.5 s a press)."""
    # (a press acts on the game's state: each frame stepped undrawn but the landing's)
    app, run, table = _thrown(tmp_path, SIX, drawn=False)
    game = table.game
    try:
        assert not _staged(app)  # (the stage never opens in the landing's own frame)
        run.frames(first)
        presses = 0
        while not _staged(app):
            if how == "die":
                run.click(table.die_centre(0))
            else:
                key = {"key": pygame.K_1, "space": pygame.K_SPACE, "enter": pygame.K_RETURN}
                run.key(key[how])
            presses += 1
            assert game.selected == frozenset() and game.turn_total == 0, presses
            assert game.roll_dice == SIX, presses
            assert presses < 40, "the stage never opened"
        assert game.selected == frozenset() and game.turn_total == 0
        assert game.roll_dice == SIX and table.flow.moment.kind == "rarest_throw"
    finally:
        app.close()


def test_the_click_that_ends_six_alikes_stage_sets_no_die_aside(tmp_path):
    app, run, table = _thrown(tmp_path, SIX)
    try:
        run.until(lambda: _staged(app), 60)
        run.frames(20)
        run.click(table.die_centre(0))  # ends the stage, and only that
        assert not _staged(app) or table.on_stage == "hot_dice"
        assert table.game.selected == set(range(6))  # none put back by the same click
    finally:
        app.close()
