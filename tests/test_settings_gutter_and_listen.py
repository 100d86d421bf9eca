"""Settings at every size (critic cQ74 #2, settings_1024x600): a clear gutter of at least
16 px stands between each row's name and its control ("Viteza calculatorului" touched
"Lentă", "Sfaturi pentru prima partidă" nearly touched "Pornit"), and "Ascultă" reads as an
action, not as an unselected toggle: a filled lighter face and a speaker, marks no toggle key
has (round 74, hB75: its gold rim read as a chosen option)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.settings import SettingsScene
from game.widgets.forms import Choice
from game.widgets.text import text_size
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

GUTTER = 16


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_every_name_keeps_a_gutter_before_its_control(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app, play=lambda game: None)
        app.manager.push(scene, fade=False)
        settle(app, 3)
        for key, widget in scene.rows:
            if not isinstance(widget, Choice) or widget.name in ("fullscreen", "muted"):
                continue  # (those two names end in a keycap, far from their keys)
            right = scene.label_x[key] + text_size(scene.tr(key), scene.label_size())[0]
            assert widget.rect.x - right >= GUTTER, (size, widget.name, widget.rect.x - right)
    finally:
        app.close()


def _golden(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels in ``rect`` are near the theme's gold."""
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], theme.GOLD,
                                                  strict=True)) < 90)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_listen_wears_an_actions_marks_no_toggle_has(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        settle(app, 3)
        scene.focus.focus(scene.back_button)  # (no focus ring on either)
        app.step(1 / 60)
        widgets = {w.name: w for _, w in scene.rows}
        check = widgets["sound_test"].rect
        sound = widgets["muted"]
        off = sound.rect.copy()
        off.w = sound.rect.w * 45 // 100
        off.right = sound.rect.right  # "Oprit", the unselected key (sound on)
        assert not app.settings.muted
        # (round 74, hB75, critic cS74 #11: the gold ring read as a chosen option; the
        # action's mark is now its filled lighter face and its speaker, no gold at all,
        # tests/test_settings_keys_read.py; this asserted a gold rim before)
        toggle = app.screen.get_at((off.x + off.w // 8, off.y + 4))[:3]
        face = app.screen.get_at((check.x + check.w // 16, check.y + 4))[:3]
        assert sum(abs(a - b) for a, b in zip(toggle, face, strict=True)) > 40, (toggle, face)
        assert _golden(app.screen, check) == 0
    finally:
        app.close()
