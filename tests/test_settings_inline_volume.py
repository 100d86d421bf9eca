"""Settings: every option key is one width (hS28: a choice of two beside a choice of three had
wider keys, the rows read uneven), each group's controls ending at one right edge; the
volume's meter stands in the volume's own row, between its label and its stepper (hS28: its
bars stood on a row of their own), and the Audio group's two rows share its panel's room
evenly beside a group of three."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUPS, SettingsScene
from game.widgets.forms import Choice
from game.widgets.text import text_size
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _open(tmp_path, size):
    app = make_app(tmp_path, size=size)
    scene = SettingsScene(app)
    app.manager.push(scene)
    app.step(FRAME)
    return app, scene


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_option_key_is_one_width(tmp_path, size):
    app, scene = _open(tmp_path, size)
    try:
        widgets = {widget.name: widget for _, widget in scene.rows}
        keys = [r.w for w in widgets.values() if isinstance(w, Choice) for r in w.rects]
        assert max(keys) - min(keys) <= 1, keys
        for _, names in GROUPS:  # each group's controls end at one right edge
            assert len({widgets[name].rect.right for name in names}) == 1, names
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_volume_meter_stands_in_the_volume_row(tmp_path, size):
    app, scene = _open(tmp_path, size)
    try:
        volume = next(w for _, w in scene.rows if w.name == "volume").rect
        bars = [bar for bar, _ in scene.volume_meter()]
        assert len(bars) == 10
        label_end = scene.label_x["settings.volume"] + text_size(
            scene.tr("settings.volume"), scene.font_px(34))[0]
        assert min(b.left for b in bars) > label_end  # after its label
        assert max(b.right for b in bars) < volume.left  # before its stepper
        assert max(b.bottom for b in bars) == volume.bottom  # on the row, a control tall
        assert min(b.top for b in bars) == volume.top
        index = [key for key, _ in GROUPS].index("settings.group.sound")
        panel = scene.group_panels[index]
        sound = next(w for _, w in scene.rows if w.name == "muted").rect
        # hS32 reverses hS28's two rows spread over three rows' room (critic S31: the Audio
        # rows spaced unlike the other cards'): they keep the other cards' pitch
        # (tests/test_settings_explained.py), inside their panel
        assert panel.contains(sound) and panel.contains(volume)
    finally:
        app.close()
