"""A dialog's destructive answer at rest (ruling S67 4, round 79, hK84; critic cC78 #14:
"maroon with pink text has weak contrast; the pause dialog mixes three button styles"): white
words on a saturated maroon face, at least 4.5:1, and no rim of its own, so every dialog's
buttons are one family (a raised face, bold words, the same height and type) told apart only
by their colour's role: the safe gold, the neutral green, the destructive maroon."""

from __future__ import annotations

import colorsys
from collections import Counter

import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes.overlays import PauseOverlay, leave_confirm
from tests.uihelpers import FRAME, make_app


def _face_and_ink(app, button):
    inner = button.rect.inflate(-button.rect.w // 5, -button.rect.h // 3)
    seen = Counter(tuple(app.screen.get_at((x, y)))[:3] for x in range(inner.x, inner.right)
                   for y in range(inner.y, inner.bottom))
    face = seen.most_common(1)[0][0]
    return face, max(seen, key=lambda c: contrast_ratio(c, face))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("dialog", ["leave", "pause"])
def test_the_destructive_answer_is_white_on_saturated_maroon_no_rim(tmp_path, size, dialog):
    app = make_app(tmp_path, size=size)
    try:
        scene = (leave_confirm(app, lambda: None) if dialog == "leave"
                 else PauseOverlay(app, on_leave=lambda: None, rules_game="yams"))
        app.manager.push(scene, fade=False)
        for _ in range(40):
            app.step(FRAME)
        danger = scene.yes_button if dialog == "leave" else scene.leave_button
        assert scene.focus.focused is not danger
        face, ink = _face_and_ink(app, danger)
        hue, saturation, value = colorsys.rgb_to_hsv(*(c / 255 for c in face))
        assert (hue < 0.05 or hue > 0.9) and saturation >= 0.6 and value >= 0.42, face
        assert min(ink) >= 200 and contrast_ratio(ink, face) >= 4.5, (ink, face)
        top = app.screen.get_at((danger.rect.centerx, danger.rect.y + 1))[:3]
        assert sum(abs(a - b) for a, b in zip(top, face, strict=True)) <= 12, (top, face)
        buttons = [w for w in scene.focus.widgets if w.visible]
        assert len({w.rect.h for w in buttons}) == 1, [w.rect for w in buttons]
        assert len({w.font_size for w in buttons}) == 1, [w.font_size for w in buttons]
    finally:
        app.close()


def test_every_danger_face_holds_white_words():
    for face in ("BUTTON_DANGER", "BUTTON_DANGER_HOVER", "BUTTON_DANGER_PRESSED",
                 "BUTTON_DANGER_LIT"):
        assert contrast_ratio(theme.BUTTON_DANGER_TEXT, getattr(theme, face)) >= 4.5, face
    assert theme.BUTTON_DANGER_TEXT == theme.BUTTON_TEXT
