"""A dialog's roles (the critic's "two reds side by side"): the safe answer ("Rămâi",
"Păstrează partida", "Continuă") wears the calm gold style (style "safe"), never red; the
destructive answer is the one red-ish button (wine ringed in coral); the keyboard focus ring is
cream, unlike the dialog's gold border and unlike the gold face of the safe answer."""

from __future__ import annotations

import pygame

from game import theme
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, key, make_app


def _reddish(colour) -> bool:
    r, g, b = colour[:3]
    return r > g + 40 and r > b + 40


def test_the_safe_answer_is_gold_the_destructive_one_the_only_red(tmp_path):
    from game.scenes.game_setup import OverwriteConfirm

    app = make_app(tmp_path, size=(1366, 768))
    try:
        for scene in (leave_confirm(app, lambda: None), quit_confirm(app, lambda: None),
                      OverwriteConfirm(app, lambda: None)):
            app.manager.push(scene)
            for _ in range(40):
                app.step(FRAME)
            assert (scene.no_button.style, scene.yes_button.style) == ("safe", "danger")
            safe = pygame.transform.average_color(app.screen, scene.no_button.rect.inflate(
                -scene.no_button.rect.w * 0.3, -scene.no_button.rect.h * 0.5))[:3]
            assert not _reddish(safe), safe  # gold, not a second red
            assert safe[0] > 150 and safe[1] > 110 and safe[2] < safe[1], safe  # gold
            reds = [w for w in scene.focus.widgets if w.style in ("primary", "danger")]
            assert reds == [scene.yes_button]
            app.manager.pop()
            app.step(FRAME)
    finally:
        app.close()


def test_pause_keeps_the_same_roles(tmp_path):
    app = make_app(tmp_path)
    try:
        pause = PauseOverlay(app, on_leave=lambda: None, rules_game="yams")
        app.manager.push(pause)
        app.step(FRAME)
        assert (pause.resume_button.style, pause.rules_button.style,
                pause.leave_button.style) == ("safe", "secondary", "danger")
    finally:
        app.close()


def test_the_focus_ring_is_cream_not_the_gold_of_the_dialog_border(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(40):
            app.step(FRAME)
        key(app, pygame.K_TAB)  # the focus on the destructive answer
        app.step(FRAME)
        button = scene.yes_button
        assert scene.focus.focused is button
        gap = scene.px(theme.FOCUS_RING_GAP)
        width = max(2, scene.px(theme.FOCUS_RING_WIDTH))
        # (round 51: the focused answer no longer lifts, its ring round its resting rect)
        at = (button.rect.centerx, button.rect.y - gap - width // 2 - 1)
        ring = tuple(app.screen.get_at(at))[:3]
        assert min(ring) > 200, ring  # cream / white
        assert abs(ring[2] - ring[0]) < 50, ring  # not the gold (blue far below red)
        assert theme.FOCUS_RING != theme.PANEL_BORDER and theme.FOCUS_RING != theme.GOLD
    finally:
        app.close()
