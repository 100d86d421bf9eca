"""Setări says each thing once, at a size read at 1024×600 (hH25: the critic read "Nivel"
repeating "Volum" and the groups' explaining lines at ~12 px): one label per control (the
volume's meter shows under "Volum" without a label of its own), and each group's explaining
line at 16 px of em or more at every window."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.settings import GROUPS, SettingsScene
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


@pytest.mark.parametrize("language", ["ro", "en"])
def test_one_label_per_control_and_the_lines_read(tmp_path, language):
    app = make_app(tmp_path, size=SIZE, language=language)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        assert scene.volume_meter()  # the meter is shown
        frame = recorded_frame(scene, SIZE)
        said = [t.text for t in frame.texts]
        labels = [scene.tr(key) for key, _ in scene.rows]
        assert scene.tr("settings.volume_level") not in said
        assert sum(said.count(label) for label in labels) == len(labels), said
        lines = [line for key, _ in GROUPS for line in scene.group_lines(
            key, scene.group_panels[0].w - 2 * scene.px(28))]
        lines += [words for words, _, _ in scene.explained.values()]  # (hM40: every card's
        # rows explain their choices now; their lines read as the captions did)
        sizes = {t.size for t in frame.texts if t.text in lines}
        assert sizes and min(sizes) * theme.FONT_EM >= 16, sizes
    finally:
        app.close()
