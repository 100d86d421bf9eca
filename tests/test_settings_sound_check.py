"""Settings' sound card holds three rows, as the computer's card beside it (critic A67: a hole
between "Sunet" and "Volum", the two rows spread over the room of three): its third, "Probă de
sunet", plays the dice's rattle at the volume chosen, its line saying so (or that the sound is
off)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.settings import GROUPS, SettingsScene
from tests.uihelpers import FRAME, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_no_card_spreads_its_rows_over_a_hole(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        assert len(scene.row_air) == len(GROUPS)
        assert max(scene.row_air) <= max(2, scene.px(6)), (size, scene.row_air)
    finally:
        app.close()


def test_the_sound_check_plays_a_throw_and_says_when_it_is_silent(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        check = {w.name: w for _, w in scene.rows}["sound_test"]
        assert "sound_test" in dict(GROUPS)["settings.group.sound"]
        played: list[str] = []
        app.audio.play = lambda name, volume=1.0: played.append(name)
        check.activate()
        assert played == ["rattle"]
        heard = scene.explanation("sound_test")
        app.apply_settings(app.settings.with_changes(muted=True))
        silent = scene.explanation("sound_test")
        assert heard and silent and heard != silent
    finally:
        app.close()


def test_m_pressed_on_settings_turns_the_sound_rows_choice_and_lines(tmp_path):
    """M (its keycap on the "Sunet" row) mutes anywhere: on Settings the row's choice and the
    lines under the sound card's rows follow it at once (hM69: "Pornit" stayed lit, its line
    saying the dice are heard, while the sound was off); the sound check greys."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        sound = {w.name: w for _, w in scene.rows}["muted"]
        assert app.settings.muted is False and sound.value is False
        key(app, pygame.K_m)
        assert app.settings.muted is True
        assert sound.value is True
        assert scene.explanation("muted") == app.tr("settings.explain.muted.true")
        assert scene.explanation("sound_test") == app.tr("settings.explain.sound_test.off")
        check = {w.name: w for _, w in scene.rows}["sound_test"]
        assert not check.enabled  # greyed: it would play nothing
        key(app, pygame.K_m)
        assert app.settings.muted is False and sound.value is False and check.enabled
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_sound_check_is_a_key_like_the_toggles(tmp_path, monkeypatch, size):
    """Critic A69: "Ascultă" was a raised bold button among the flat option keys: it is drawn
    as one of them (their face, their type, their height)."""
    from game.widgets import forms

    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        keys: list[tuple[str, pygame.Rect, int]] = []
        real = forms._draw_key

        def spy(surface, rect, text, size_, *a, **k):
            keys.append((text, pygame.Rect(rect), size_))
            return real(surface, rect, text, size_, *a, **k)

        monkeypatch.setattr(forms, "_draw_key", spy)
        scene.draw(app.screen)
        check = {w.name: w for _, w in scene.rows}["sound_test"]
        word = app.tr("settings.sound_test.play")
        drawn = [k for k in keys if k[0] == word]
        assert len(drawn) == 1, [k[0] for k in keys]
        sound = {w.name: w for _, w in scene.rows}["muted"]
        assert drawn[0][1] == check.rect and check.rect.h == sound.rect.h, (check.rect, sound)
        assert drawn[0][2] == sound.option_size(), (drawn[0][2], sound.option_size())
    finally:
        app.close()
