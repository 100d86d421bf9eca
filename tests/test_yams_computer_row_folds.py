"""While the computer plays, the Yams table's action row folds its buttons away and says one
status in their place (critic cR74a #8: four dead grey buttons, and no action at all in the
beat where its dice had just stopped); the row keeps its place (nothing under it moves), and
the person's buttons come back, in the same places, when the turn returns (ruling S13,
round 74)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app

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
def test_while_the_computer_plays_one_status_stands_in_the_buttons_row(tmp_path, size):
    from tests.test_stage_rows_clear import drawn_table

    app = make_app(tmp_path, size=size)
    try:
        scene = _computer_first(app)
        row = scene.roll_button.rect.union(scene.hint_button.rect)
        undo_place = scene.undo_button.rect.copy()
        status = app.tr("yams.computer_bar")
        seen = 0
        for _ in range(400):
            app.step(1 / 30)
            if not scene.computer_turn or scene.game.finished:
                break
            frame = drawn_table(app)
            buttons = [p.rect for p in frame.panels if p.role == "button"]
            for button in (scene.roll_button, scene.validate_button, scene.hint_button):
                assert not button.visible and button.rect not in buttons, button.text
            if not scene.undo_button.enabled:  # nothing to take back: no dead grey button
                assert scene.undo_button.rect not in buttons
            said = [t for t in frame.shown_texts() if t.text == status]
            assert len(said) == 1, [t.text for t in frame.shown_texts()]  # one status
            assert row.contains(said[0].rect), (said[0].rect, row)  # in the row's place
            assert abs(said[0].rect.centery - row.centery) <= 2  # aligned on the row
            seen += 1
        assert seen > 10
        assert not scene.computer_turn
        for _ in range(120):  # the turn has come back: the person's buttons, in their places
            app.step(1 / 30)
        frame = drawn_table(app)
        buttons = [p.rect for p in frame.panels if p.role == "button"]
        for button in (scene.roll_button, scene.validate_button, scene.hint_button):
            assert button.visible and button.rect in buttons, button.text
        assert scene.roll_button.rect.union(scene.hint_button.rect) == row
        assert scene.undo_button.rect == undo_place
        assert status not in [t.text for t in frame.shown_texts()]
    finally:
        app.close()


def test_the_row_folds_with_the_turn_the_table_shows(tmp_path):
    # the fold follows "La rând": while a person's scored dice leave (their name still on
    # the pill) their row stays; it folds as the computer's turn is shown, never before
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
            app.step(1 / 60)
            shown = scene.game.players[scene.flow.shown_turn]
            assert scene.row_folded() == shown.is_computer, (step, shown.name)
            if scene.row_folded() and folded_at is None:
                folded_at = step
        assert folded_at is not None and folded_at > 0
    finally:
        app.close()
