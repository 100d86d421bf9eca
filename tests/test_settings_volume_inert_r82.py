"""With the sound off, the Volume row is inert (round 82, hK92, ruling S110 4.; critic cC81
#12, `keys/settings_09_tab.png`): Tab and ↓ pass it by, its − and + are drawn as keys that do
nothing and its "80 %" in the disabled keys' ink, and its keys change nothing; with the sound
on it is a live row again."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.settings import SettingsScene
from game.widgets import forms
from tests.uihelpers import FRAME, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def open_settings(tmp_path, muted: bool):
    app = make_app(tmp_path, size=(1366, 768))
    app.apply_settings(app.settings.with_changes(muted=muted, volume=0.8))
    scene = SettingsScene(app)
    app.manager.push(scene, fade=False)
    app.step(FRAME)
    return app, scene


def visited(app, scene, code: int) -> list[str]:
    """The names the focus visits, pressing ``code`` round the page twice (↓ from the
    "Sunet" row, over the Volume's)."""
    names = []
    if code == pygame.K_DOWN:
        scene.focus.focus({w.name: w for _, w in scene.rows}["muted"])
    for _ in range(2 * len(scene.focus.widgets) if code == pygame.K_TAB else 1):
        key(app, code)
        names.append(getattr(scene.focus.focused, "name", ""))
    return names


@pytest.mark.parametrize("code", [pygame.K_TAB, pygame.K_DOWN])
def test_tab_and_down_pass_the_volume_by_while_the_sound_is_off(tmp_path, code):
    app, scene = open_settings(tmp_path, muted=True)
    try:
        assert "volume" not in visited(app, scene, code)
        key(app, pygame.K_m)  # the sound on again: the row is a stop once more
        assert not app.settings.muted
        assert "volume" in visited(app, scene, code)
    finally:
        app.close()


@pytest.mark.parametrize("muted", [True, False])
def test_the_volume_is_drawn_inert_while_the_sound_is_off(tmp_path, monkeypatch, muted):
    keys: list[tuple[str, bool]] = []
    inks: dict[str, tuple[int, int, int]] = {}
    real_key, real_text = forms._draw_key, forms.draw_text

    def key_spy(surface, rect, text, *args, **kwargs):
        keys.append((text, kwargs["enabled"]))
        return real_key(surface, rect, text, *args, **kwargs)

    def text_spy(surface, text, size, colour, *args, **kwargs):
        inks[text] = tuple(colour)[:3]
        return real_text(surface, text, size, colour, *args, **kwargs)

    monkeypatch.setattr(forms, "_draw_key", key_spy)
    monkeypatch.setattr(forms, "draw_text", text_spy)
    app, scene = open_settings(tmp_path, muted=muted)
    try:
        volume = {w.name: w for _, w in scene.rows}["volume"]
        keys.clear()
        volume.draw(app.screen)
        assert keys == [("−", not muted), ("+", not muted)]
        assert (inks["80 %"] == tuple(theme.KEY_TEXT_DISABLED)[:3]) == muted, inks
        scene.focus.focus(volume)
        key(app, pygame.K_RIGHT)
        assert (app.settings.volume == 0.8) == muted  # inert: the key changes nothing
    finally:
        app.close()
