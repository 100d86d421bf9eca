"""Settings' panels keep one rhythm (hS22: the second row of panels nearly touched Back and
"Joacă …" while the rows of panels stood further apart): the room between the panels and the
buttons is the room between two rows of panels (at 1024x600 since round 79, S69 1: the cards
snug, the buttons' room kept)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.settings import BUTTON_ROOM, FELT_LEAST, SNUG_LEAST, SettingsScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_panels_stand_as_far_from_the_buttons_as_from_each_other(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app, play=lambda game: None)
        app.manager.push(scene)
        app.step(FRAME)
        panels = scene.group_panels
        # (changed on purpose, hM51: the cards are two columns, each card as tall as its
        # rows, no longer two level rows of cards) in each column the room between its cards
        # is the room between its last card and the buttons
        below = min(scene.back_button.rect.top, scene.forward_button.rect.top)
        snug = max(SNUG_LEAST, scene.px(theme.GAP))
        for upper, lower in (panels[:2], panels[2:]):
            between = lower.top - upper.bottom
            if size == (1024, 600):  # (amended round 79, S69 1: there the cards stand
                # snug, each first row lower under its heading for its lit band; amended
                # round 81, hK89, ruling S97 4.: one felt over, between and under the cards,
                # the buttons' room with it where BUTTON_ROOM would squeeze the rows)
                # amended round 81, hK91, ruling S102 3.: that felt 20 px or more (12 read
                # cramped), each row's line a pixel nearer its control to make the room
                assert FELT_LEAST <= between <= max(snug, FELT_LEAST), between
                assert abs(below - lower.bottom - between) <= 2, (between, below - lower.bottom)
                continue
            # (amended round 81, hK89, S97 4.: the one felt, the buttons' BUTTON_ROOM kept)
            assert between - 2 <= below - lower.bottom <= max(between, BUTTON_ROOM) + 2, (
                between, below - lower.bottom)
    finally:
        app.close()
