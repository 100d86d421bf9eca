"""Settings' cards' room: one felt under the title's letters, its foot kept over the buttons
(review round 68: the room was moved up whole, its foot rising with it and the buttons'
clearance hiding it only while they stood close under it).

(Amended round 81, hK89, ruling S97 4.: the room's top is no longer the content's top risen
by TITLE_ROOM_TIGHT at 1024x600; it is the title's letters' foot and the felt that stands
between the two rows of cards, at every size: one rhythm.)"""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.settings import BUTTON_ROOM, SettingsScene
from tests.uihelpers import make_app


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("buttons", [True, False])
def test_the_room_stands_one_felt_under_the_title_its_foot_kept(tmp_path, buttons, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        scene.back_button.visible = buttons
        scene.layout(size)
        room = scene.cards_room
        panels = scene.group_panels
        between = panels[1].top - panels[0].bottom
        assert abs(min(p.top for p in panels) - scene.title_foot() - between) <= 2, (
            room, between)
        if buttons:  # (the buttons' room BUTTON_ROOM, or at 1024x600 the one felt)
            felt = min(between, max(BUTTON_ROOM, scene.px(theme.GAP * 2)))
            assert room.bottom <= scene.back_button.rect.top - felt, (room, buttons)
        assert scene.panel.bottom <= room.bottom and scene.panel.top >= room.top
    finally:
        app.close()
