"""A dialog has one loud button (critic cQ74 #3, Dialogs 8.5: the crimson destructive answer
shouted as loud as the focused gold safe one): the safe answer is the bright gold face; the
destructive answer a quiet wine face close to the panel's darkness, live by its crimson rim
and light coral words (never a disabled grey, its words 7:1 on it), in every dialog and in
the pause (S1–S16 amended: docs/SCREEN_RULINGS_2.md, S16's round 74 paragraph)."""

from __future__ import annotations

from collections import Counter

import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, make_app

MAKERS = {
    "leave": lambda app: (leave_confirm(app, lambda: None), "no_button", "yes_button"),
    "quit": lambda app: (quit_confirm(app, lambda: None), "no_button", "yes_button"),
    "overwrite": lambda app: (OverwriteConfirm(app, lambda: None), "no_button", "yes_button"),
    "pause": lambda app: (PauseOverlay(app, on_leave=lambda: None, rules_game="yams"),
                          "resume_button", "leave_button"),
}


def _face(app, button) -> tuple[int, int, int]:
    """The colour most of the button's middle wears (its face, round its words)."""
    inner = button.rect.inflate(-button.rect.w // 5, -button.rect.h // 3)
    seen = Counter(tuple(app.screen.get_at((x, y)))[:3] for x in range(inner.x, inner.right)
                   for y in range(inner.y, inner.bottom))
    return seen.most_common(1)[0][0]


@pytest.mark.parametrize("which", list(MAKERS))
def test_the_safe_answer_is_the_one_loud_button(tmp_path, which):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene, safe_name, danger_name = MAKERS[which](app)
        app.manager.push(scene)
        for _ in range(40):
            app.step(FRAME)
        safe, danger = getattr(scene, safe_name), getattr(scene, danger_name)
        assert scene.focus.focused is safe
        safe_face, danger_face = _face(app, safe), _face(app, danger)
        assert contrast_ratio(danger_face, theme.PANEL) <= 1.5, danger_face  # quiet
        assert contrast_ratio(safe_face, theme.PANEL) >= 3 * contrast_ratio(danger_face,
                                                                            theme.PANEL)
        assert danger_face[0] > max(danger_face[1:]) + 10, danger_face  # wine, not grey
        assert sum(abs(a - b) for a, b in zip(danger_face, theme.BUTTON_DISABLED,
                                              strict=True)) > 60
        assert contrast_ratio(theme.BUTTON_DANGER_TEXT, danger_face) >= 7
    finally:
        app.close()
