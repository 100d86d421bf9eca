"""Settings: the volume shows as a level meter too (gold bars up to it, none lit while the
sound is off), in the volume's own row (hS28; tests/test_settings_inline_volume.py)."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUPS, SettingsScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_audio_panel_shows_the_volume_as_a_meter(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        index = [key for key, _ in GROUPS].index("settings.group.sound")
        panel = scene.group_panels[index]
        volume = next(w for _, w in scene.rows if w.name == "volume")
        meter = scene.volume_meter()
        assert len(meter) == 10
        for bar, _ in meter:
            assert panel.contains(bar) and volume.rect.top <= bar.top < volume.rect.bottom
        assert max(b.bottom for b, _ in meter) - min(b.top for b, _ in meter) == volume.rect.h
        assert sum(lit for _, lit in meter) == round(app.settings.volume * 10)
        volume.set_value(30)
        assert sum(lit for _, lit in scene.volume_meter()) == 3
        scene.change(muted=True)
        assert not any(lit for _, lit in scene.volume_meter())
    finally:
        app.close()
