"""The Yams table says an entry once: the toast says it, the undo button only offers its
action, in short, "Anulează (Ctrl+Z)", lit or greyed, its width never jumping (critic C19 §5);
while the computer plays, its buttons fold away, one status in their row, their places
kept (critic hY25 §1: the frame never changes shape; round 74, critic cR74a #8); a greyed
undo reads disabled (critic C19 §7)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_undo_button_is_short_and_keeps_its_width(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Bia"], [6, 6, 6, 1, 2], computer=False)
        short = app.tr("undo.button")
        assert scene.undo_button.text == short and not scene.undo_button.enabled
        greyed = scene.undo_button.rect.copy()
        roll(app, scene)
        pick(app, scene, Box.SIXES)
        validate(app, scene)
        app.step(1 / 30)
        assert scene.undo_button.enabled
        assert scene.undo_button.text == short  # the toast names the box, not the button
        assert scene.undo_button.rect == greyed  # its width never jumps
    finally:
        app.close()


def _computer_playing(app):
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice([2, 3, 4, 6, 1] * 6)
    scene = YamsTableScene(app, YamsGame.new([Player("IA", is_computer=True), Player("Ana")]))
    app.manager.push(scene)
    for _ in range(40):
        app.step(1 / 30)
    assert scene.computer_turn and not scene.game.finished
    return scene


def test_while_the_computer_plays_the_buttons_stay_greyed_in_their_places(tmp_path):
    # round 24 put one wide "wait" bar in their place: the frame changed shape (hY25 §1);
    # round 74 folded them away, a status in the row's place; round 76 (S21, critics
    # cF75a/cF75c/cZ75: the row jumped) keeps them, greyed, as the 10 000 table's
    from tests.test_stage_rows_clear import drawn_table

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _computer_playing(app)
        frame = drawn_table(app)
        panels = [p.rect for p in frame.panels if p.role == "button"]
        for button in (scene.roll_button, scene.validate_button, scene.hint_button):
            assert button.visible and not button.enabled, button.text
            assert button.rect in panels, button.text
        said = [t.text for t in frame.shown_texts()]
        assert app.tr("yams.computer_bar") not in said, said
    finally:
        app.close()


def test_a_greyed_undo_reads_disabled_like_the_other_buttons(tmp_path):
    import pygame

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Bia"], [6, 6, 6, 1, 2], computer=False)
        undo = scene.undo_button
        assert undo.visible and not undo.enabled
        for _ in range(30):  # past the screen's entrance
            app.step(1 / 30)
        surface = pygame.Surface(app.screen.get_size())
        app.manager.draw(surface)
        inside = (undo.rect.x + undo.rect.h, undo.rect.centery)  # its face, off its label
        face = tuple(surface.get_at(inside))[:3]
        # (S76, round 80, amends S62 3.: with nothing to undo "Anulează" is a dim text link,
        # no face at all: the felt under it, never a slab; the row's buttons keep the idle)
        felt = tuple(surface.get_at((undo.rect.x + 2, undo.rect.y + 2)))[:3]
        assert all(abs(a - b) <= 12 for a, b in zip(face, felt, strict=True)), (face, felt)
        # (round 81, hY121, S91 4., critic cA80 #9: the one outline, dimmed, its face the
        # felt still: never a slab)
        assert undo.style == "quiet" and scene.validate_button.style == "idle"
    finally:
        app.close()
