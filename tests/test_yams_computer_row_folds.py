"""While the computer plays, the Yams table's action row keeps its buttons in their places,
greyed (disabled), as the 10 000 table's does: nothing jumps as the turn passes and comes
back, and no words stand in the row's place (ruling S21, round 76, critics cF75a/cF75c/cZ75:
the row replaced by "Așteaptă-ți rândul…" jumped at every passing; this reverses round 74's
fold, S13, critic cR74a #8). "Anulează" keeps its place too, lit only while the person's
last box may be taken back; a click on the row is answered by the pill (S10)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _computer_first(app):
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice([2, 3, 4, 6, 1] * 40)
    scene = YamsTableScene(app, YamsGame.new([Player("IA", is_computer=True), Player("Ana")]))
    app.manager.push(scene)
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_while_the_computer_plays_the_buttons_row_stays_greyed_in_its_places(tmp_path, size):
    from tests.test_stage_rows_clear import drawn_table

    app = make_app(tmp_path, size=size)
    try:
        scene = _computer_first(app)
        row = scene.roll_button.rect.union(scene.hint_button.rect)
        places = {b.name: b.rect.copy() for b in (scene.roll_button, scene.validate_button,
                                                  scene.hint_button, scene.undo_button)}
        status = app.tr("yams.computer_bar")
        seen = 0
        for _ in range(400):
            with unseen_frames(app, last_drawn=False):  # (drawn_table draws the frame read)
                app.step(1 / 30)
            if not scene.computer_turn or scene.game.finished:
                break
            frame = drawn_table(app)
            buttons = [p.rect for p in frame.panels if p.role == "button"]
            for button in (scene.roll_button, scene.validate_button, scene.hint_button,
                           scene.undo_button):
                assert button.visible and button.rect in buttons, button.text  # in place
                assert button.rect == places[button.name], button.text  # never moved
            for button in (scene.roll_button, scene.validate_button, scene.hint_button):
                assert not button.enabled, button.text  # greyed: nothing to press
            assert status not in [t.text for t in frame.shown_texts()]  # no words instead
            seen += 1
        assert seen > 10
        assert not scene.computer_turn
        with unseen_frames(app, last_drawn=False):  # (drawn_table draws the frame read)
            for _ in range(120):  # the turn has come back: the person's buttons, in place
                app.step(1 / 30)
        frame = drawn_table(app)
        buttons = [p.rect for p in frame.panels if p.role == "button"]
        for button in (scene.roll_button, scene.validate_button, scene.hint_button):
            assert button.visible and button.rect in buttons, button.text
        assert scene.roll_button.rect.union(scene.hint_button.rect) == row
        assert scene.undo_button.rect == places[scene.undo_button.name]
        assert status not in [t.text for t in frame.shown_texts()]
    finally:
        app.close()


def test_the_row_greys_with_the_turn_the_table_shows(tmp_path):
    # the greying follows "La rând": while a person's scored dice leave (their name still on
    # the pill) the table shows their turn; the computer's is shown after, never before
    from game.rules.yams import Box
    from tools.screens_yams import pick, roll, table, validate

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 20)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        folded_at = None
        for step in range(200):
            with unseen_frames(app, last_drawn=False):  # (it reads the state, no picture)
                app.step(1 / 60)
            shown = scene.game.players[scene.flow.shown_turn]
            assert scene.computer_shown() == shown.is_computer, (step, shown.name)
            assert scene.roll_button.visible and scene.hint_button.visible  # never folded
            if scene.computer_shown() and folded_at is None:
                folded_at = step
        assert folded_at is not None and folded_at > 0
    finally:
        app.close()
