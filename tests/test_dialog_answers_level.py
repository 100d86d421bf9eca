"""A dialog's two answers line up (critic A50: hM50's focus lift raised the focused answer and
its ring, so the two labels stood ~3 px apart and the buttons looked of two sizes). The ruling
of round 51: the focus is shown by the cream ring only, no lift, no change of size; both
answers one width, their faces on one row, their words in one type on one baseline, whichever
has the focus."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.button as button_mod
import game.widgets.key_button as key_button_mod
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import leave_confirm, quit_confirm
from tests.test_dialog_focus_lit import _face_top
from tests.uihelpers import FRAME, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _labels(app, scene, monkeypatch) -> dict[str, tuple[int, int]]:
    """Each answer's words as drawn in one frame: their type size and the y of their centre."""
    drawn: dict[str, tuple[int, int]] = {}
    answers = {scene.no_button.text: "no", scene.yes_button.text: "yes"}
    for module in (button_mod, key_button_mod):
        real = module.draw_text

        def spy(surface, text, size, colour, pos, *a, _real=real, **k):
            rect = _real(surface, text, size, colour, pos, *a, **k)
            if text in answers:
                drawn[answers[text]] = (size, rect.centery)
            return rect

        monkeypatch.setattr(module, "draw_text", spy)
    app.step(FRAME)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", SIZES)
def test_both_answers_one_width_one_row_one_baseline(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        for scene in (leave_confirm(app, lambda: None), quit_confirm(app, lambda: None),
                      OverwriteConfirm(app, lambda: None)):
            app.manager.push(scene)
            for _ in range(30):
                app.step(FRAME)
            safe, danger = scene.no_button, scene.yes_button
            tops = []
            for focused in (safe, danger):
                if scene.focus.focused is not focused:
                    key(app, pygame.K_TAB)
                assert scene.focus.focused is focused
                labels = _labels(app, scene, monkeypatch)
                where = (size, type(scene).__name__, focused.text)
                assert safe.rect.size == danger.rect.size, (where, safe.rect, danger.rect)
                assert safe.rect.y == danger.rect.y, where
                tops.append((_face_top(app, safe), _face_top(app, danger)))
                assert labels["no"] == labels["yes"], (where, labels)  # one type, one line
            assert tops[0] == tops[1], (size, type(scene).__name__, tops)  # no lift: the
            # focus moves the ring, not a face
            app.manager.pop()
            app.step(FRAME)
    finally:
        app.close()
