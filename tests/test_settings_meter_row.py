"""Settings: the volume's meter is a row like the others (hS23: its bars stood at the right
under the stepper and left the row's left side empty): its bars across the column of the
controls, as tall as a control, at the next row's pitch; no label of its own (hH25: "Nivel"
repeated "Volum")."""

from __future__ import annotations

import pytest

from game.scenes import settings as settings_scene
from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_meter_reads_as_a_row_label_then_bars_in_the_controls_column(tmp_path, monkeypatch,
                                                                          size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        widgets = {w.name: w for _, w in scene.rows}
        sound, volume = widgets["muted"].rect, widgets["volume"].rect
        row = volume.move(0, volume.y - sound.y)  # the next row's control, at the rows' pitch
        bars = [bar for bar, _ in scene.volume_meter()]
        assert len(bars) == 10
        assert min(b.left for b in bars) == row.left and max(b.right for b in bars) == row.right
        assert max(b.bottom for b in bars) == row.bottom
        assert min(b.top for b in bars) == row.top  # the tallest bar as tall as a control
        said = []
        real = settings_scene.draw_text

        def spy(surface, text, size_, colour, pos, *args, **kwargs):
            said.append((text, pos))
            return real(surface, text, size_, colour, pos, *args, **kwargs)

        monkeypatch.setattr(settings_scene, "draw_text", spy)
        scene.draw(app.screen)
        # hH25: the meter shows under "Volum" with no label of its own (no "Nivel")
        left = scene.label_x["settings.volume"]  # where the audio group's labels start
        assert not [text for text, pos in said
                    if pos[1] == row.centery and left <= pos[0] < row.x], said
    finally:
        app.close()
