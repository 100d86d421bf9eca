"""A dialog's destructive answer reads at a glance (critic A60: "Ieși", pink on maroon, low
contrast): its words, as drawn on its face, stand at least 7:1 from it (the strict level for
body text, well past the 4.5:1 least), at rest, under the mouse and held down."""

from __future__ import annotations

from collections import Counter

import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes.overlays import leave_confirm
from tests.uihelpers import FRAME, make_app

STRICT = 7.0


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_danger_words_stand_clear_of_their_face(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(40):
            app.step(FRAME)
        danger = scene.yes_button
        words = danger.rect.inflate(-danger.rect.w // 3, -danger.rect.h // 3)
        seen = Counter(tuple(app.screen.get_at((x, y)))[:3] for x in range(words.x, words.right)
                       for y in range(words.y, words.bottom))
        face = seen.most_common(1)[0][0]
        ink = max(seen, key=lambda c: contrast_ratio(c, face))
        assert contrast_ratio(ink, face) >= STRICT, (size, ink, face)
    finally:
        app.close()


@pytest.mark.parametrize("face", ["BUTTON_DANGER", "BUTTON_DANGER_HOVER",
                                  "BUTTON_DANGER_PRESSED"])
def test_every_danger_face_holds_its_words_at_the_strict_level(face):
    assert contrast_ratio(theme.BUTTON_DANGER_TEXT, getattr(theme, face)) >= STRICT, face
