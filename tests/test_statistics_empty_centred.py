"""Statistici with nothing played: the tabs stand centred above the empty state's centred panel
(one centred group), never a tab bar stuck in the top left corner over bare felt; once a game
is played they stay centred (round 77, hS33, ruling S35: one page frame)."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_nothing_played_the_tabs_are_centred_over_the_empty_panel(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        app.step(FRAME)
        tabs, panel = scene.tabs.rect, scene.empty_panel
        assert abs(tabs.centerx - panel.centerx) <= 2, (tabs, panel)
        assert tabs.bottom < panel.top
        assert abs(panel.centerx - size[0] // 2) <= 2
        scene.select_kind("farkle")
        app.step(FRAME)
        assert abs(scene.tabs.rect.centerx - scene.empty_panel.centerx) <= 2
        played = open_statistics(app, 1)
        app.step(FRAME)
        # (amended round 77, hS33, ruling S35: played, the tabs stay centred under the
        # title, one page frame; they went back to the left)
        assert abs(played.tabs.rect.centerx - size[0] // 2) <= 2
    finally:
        app.close()
