"""Settings' cards stand level (critic A51: "Limbă și ecran" with an empty third beside
"Zaruri și sfaturi", the two columns not level): the cards side by side start and end at one
height, the two columns at the top and at the bottom; and no card holds an empty band: its
rows spread over its height, its last row's control in the card's lower third, at every
window."""

from __future__ import annotations

import pytest

from game.scenes.settings import SettingsScene
from tests.settings_row_short import GROUPINGS, group
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("grouping", GROUPINGS)  # (hM69: the sound card now as full)
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_cards_side_by_side_are_level_and_full(tmp_path, size, grouping, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        group(monkeypatch, grouping)
        scene = SettingsScene(app)
        app.manager.push(scene, fade=False)
        app.step(FRAME)
        a, b, c, d = scene.group_panels  # left column a over b; right column c over d
        assert (a.top, a.bottom) == (c.top, c.bottom), (size, a, c)
        assert (b.top, b.bottom) == (d.top, d.bottom), (size, b, d)
        widgets = {w.name: w for _, w in scene.rows}
        from game.scenes import settings
        for panel, (_, names) in zip(scene.group_panels, settings.GROUPS, strict=True):
            last = widgets[names[-1]].rect
            assert last.centery > panel.y + panel.h * 0.55, (size, names, panel, last)
    finally:
        app.close()
