"""Statistici with no game yet: a title, the friendly paragraph and the way to start a game."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, click, make_app, top_name
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


# Nothing played: the empty panel holds a red "Joacă Yams" (Back steps aside to secondary)
# that opens New Game of the tab's kind; the 10 000 tab offers "Joacă 10 000"; the dice tab
# and a tab with games offer no such button, and Back is red again.
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_empty_state_offers_a_game_of_the_tabs_kind(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        app.step(FRAME)
        start = scene.start_button
        assert start.visible and start.text == "Joacă Yams"
        assert scene.empty_panel.contains(start.rect) and scene.body.contains(scene.empty_panel)
        assert (start.style, scene.back_button.style) == ("primary", "secondary")
        scene.select_kind("farkle")
        app.step(FRAME)
        assert start.visible and start.text == "Joacă 10 000"
        assert scene.empty_panel.contains(start.rect)
        scene.select_kind("dice")
        app.step(FRAME)
        assert not start.visible and scene.back_button.style == "secondary"
        scene.select_kind("farkle")
        app.step(FRAME)
        click(app, start)
        assert top_name(app) == "NewGameScene" and app.manager.top.kind == "farkle"
        app.manager.pop()
        played = open_statistics(app, 3)
        app.step(FRAME)
        assert not played.start_button.visible and played.back_button.style == "secondary"
    finally:
        app.close()
