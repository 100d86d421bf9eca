"""In a dialog the red (primary) look and the focus ring mark the same button: Tab moves the
focus and the red with it, so the red one is always the one Enter presses; the safe answer
is both at first."""

from __future__ import annotations

import pygame

from game.scenes.overlays import PauseOverlay, leave_confirm
from tests.uihelpers import key, make_app


def _reds(scene) -> list:
    return [w for w in scene.focus.widgets if getattr(w, "style", "") == "primary"
            and w.visible]


def test_tab_moves_the_red_with_the_focus(tmp_path):
    app = make_app(tmp_path)
    try:
        for scene in (leave_confirm(app, lambda: None),
                      PauseOverlay(app, on_leave=lambda: None, rules_game="yams")):
            app.manager.push(scene)
            key(app, pygame.K_TAB)  # something drawn, then Tab
            first = scene.focus.focused
            assert _reds(scene) == [first]
            key(app, pygame.K_TAB)
            second = scene.focus.focused
            assert second is not first and _reds(scene) == [second]
            key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
            assert _reds(scene) == [scene.focus.focused] == [first]
            app.manager.pop()
    finally:
        app.close()


def test_the_safe_answer_is_red_and_focused_when_the_dialog_opens(tmp_path):
    app = make_app(tmp_path)
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        assert scene.focus.focused is scene.no_button
        assert _reds(scene) == [scene.no_button]
    finally:
        app.close()
