"""A dialog's destructive answer reads as an action and as dangerous (hS20: dark maroon with a
salmon outline, it looked disabled): a lit, saturated crimson face ringed in coral, its words
readable, distinct from the casino red of the main actions and from a disabled button."""

from __future__ import annotations

import pygame

from game import theme
from game.contrast import contrast_ratio
from game.scenes.overlays import leave_confirm
from tests.uihelpers import FRAME, make_app


def test_the_danger_answer_is_a_lit_crimson_not_the_main_red_nor_disabled(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(40):
            app.step(FRAME)
        danger = scene.yes_button
        spot = pygame.Rect(danger.rect.x + danger.rect.w // 20 + 4, danger.rect.centery, 4, 4)
        face = pygame.transform.average_color(app.screen, spot)[:3]  # its face, by its words
        assert face[0] >= 140 and face[0] - max(face[1], face[2]) >= 90, face  # lit, red
        assert abs(face[2] - theme.BUTTON[2]) >= 20, face  # crimson, not the casino red
        assert sum(abs(a - b) for a, b in zip(face, theme.BUTTON_DISABLED, strict=True)) > 150
        assert contrast_ratio(theme.BUTTON_TEXT, theme.BUTTON_DANGER) >= 4.5
        assert scene.focus.focused is scene.no_button  # the safe choice focused
    finally:
        app.close()
