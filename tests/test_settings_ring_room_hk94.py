"""A focused Settings row's ring has room (round 82, hK94, critic cC82 #12: "Volum" and "+"
touched the Volume ring at 1366x768, `settings_focus_volume_1366x768`): between the ring's
inner edge and the row's name on the left, and its control (the Volume's "+") on the right,
at least :data:`ROOM` reference pixels of felt, at the three sizes, on every row (S110
amended round 82, 3.)."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUP_PAD, SettingsScene
from game.widgets.focus_ring import ring_widths
from tests.uihelpers import FRAME, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
ROOM = 10
"""Reference pixels of felt at least inside the ring, beside the row's ink."""


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ring_clears_the_rows_name_and_control(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app, play=lambda game: None, game="yams")
        app.manager.push(scene)
        settle(app)
        app.step(FRAME)
        _, edge, band, _ = ring_widths(scene.scale)
        thick = 2 * edge + band
        least = scene.px(ROOM)
        for _, widget in scene.rows:
            ring = scene.row_band(widget)
            card = next(p for p in scene.group_panels if p.contains(widget.rect))
            name_x = card.x + scene.px(GROUP_PAD)
            assert name_x - (ring.x + thick) >= least, (widget.name, size)
            assert (ring.right - thick) - widget.rect.right >= least, (widget.name, size)
    finally:
        app.close()
