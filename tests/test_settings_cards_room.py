"""Where Settings' rows have no room else (1024×600), the cards' room grows toward the title
by :data:`TITLE_ROOM_TIGHT`, its foot kept over the buttons (review round 68: the room was
moved up whole, ``content.top -= lift``, its foot rising with it and the buttons' clearance
hiding it only while they stood close under it)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.settings import BUTTON_ROOM, TITLE_ROOM_TIGHT, SettingsScene
from tests.uihelpers import make_app


@pytest.mark.parametrize("buttons", [True, False])
def test_the_tight_room_grows_up_its_foot_kept(tmp_path, buttons):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        scene.back_button.visible = buttons
        scene.layout(size)
        room, content = scene.cards_room, scene.content
        assert room.top == content.top - scene.px(TITLE_ROOM_TIGHT), (room, content)
        foot = content.bottom
        if buttons:
            foot = min(foot, scene.back_button.rect.top - max(BUTTON_ROOM, scene.px(theme.GAP * 2)))
        assert room.bottom == foot, (room, content, buttons)
        assert scene.panel.bottom <= room.bottom and scene.panel.top >= room.top
    finally:
        app.close()
