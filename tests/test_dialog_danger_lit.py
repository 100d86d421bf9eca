"""A dialog's destructive answer reads as an action and as dangerous, never as disabled (hS20:
dark maroon with a salmon outline and grey-white words looked disabled). hM40 reverses hS20's
"lit, saturated crimson face": the A32 critic read it as loud as the safe gold answer, so the
face became a quiet dark crimson; hM64 (critic A64: that maroon read disabled) made it a live
crimson again. Round 74 (hB74, critic cQ74 #3: two loud buttons, the crimson as loud as the
focused gold) makes its face a quiet wine again, kept live by what hM40's lacked: the crimson
that was its face as its rim, and light coral words at 7:1 (never a grey), the 3D edge of a
live button under it (S16, round 74). Rewritten for this reason."""

from __future__ import annotations

import pygame

from game import theme
from game.contrast import contrast_ratio
from game.scenes.overlays import leave_confirm
from tests.uihelpers import FRAME, make_app


def test_the_danger_answer_is_a_live_wine_not_the_main_red_nor_disabled(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(40):
            app.step(FRAME)
        danger = scene.yes_button
        spot = pygame.Rect(danger.rect.x + danger.rect.w // 20 + 4, danger.rect.centery, 4, 4)
        face = pygame.transform.average_color(app.screen, spot)[:3]  # its face, by its words
        assert face[0] > max(face[1], face[2]) + 10, face  # wine (round 74: quiet, cQ74)
        assert face[2] / face[0] - theme.BUTTON[2] / theme.BUTTON[0] >= 0.15, face  # crimson,
        # not the casino red (its hue: the blue in it, whatever its lightness)
        rim = app.screen.get_at((danger.rect.centerx, danger.rect.y + 1))[:3]
        assert rim == theme.BUTTON_DANGER, rim  # (amended round 79, S67 4: no rim at rest)
        assert sum(abs(a - b) for a, b in zip(face, theme.BUTTON_DISABLED, strict=True)) > 60
        inner = danger.rect.inflate(-danger.rect.w // 5, -danger.rect.h // 3)  # inside the ring
        words = [app.screen.get_at((x, y))[:3] for x in range(inner.left, inner.right)
                 for y in range(inner.top, inner.bottom)]
        # (rewritten, hM64, round 74: its words a light coral at 7:1; still never a disabled
        # button's grey words)
        assert theme.CREAM in words  # white words, not grey (amended round 79, S67 4: they
        # were coral)
        assert contrast_ratio(theme.BUTTON_DANGER_TEXT, theme.BUTTON_DANGER) >= 4.5
        assert scene.focus.focused is scene.no_button  # the safe choice focused
    finally:
        app.close()
