"""Settings' bottom buttons (ruling S67 3, round 79, hK84; critic cC78 #2: "← on 'Înapoi'
goes back up to 'Ascultă'"; after hK83, → on "Joacă Yams" still went up to "Nivelul la
10 000"): ← → on a bottom button move along the buttons' row only, never up into the cards;
at the row's end the focus stays. "Joacă …" is the red primary there as on every side
screen (amended round 82, hK92, ruling S110 2.; was a secondary, critic cF78; cC81 #11 read
the green one as another action)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture(params=[(1920, 1080), (1366, 768), (1024, 600)], ids=["1920", "1366", "1024"])
def settings(request, tmp_path):
    app = make_app(tmp_path, size=request.param)
    settle(app)
    app.manager.top.focus.focus(button_named(app, "menu.settings"))
    key(app, pygame.K_RETURN)
    settle(app)
    assert type(app.manager.top).__name__ == "SettingsScene"
    yield app
    app.close()


def test_left_and_right_on_the_buttons_stay_in_their_row(settings):
    app = settings
    scene = app.manager.top
    back, forward = scene.back_button, scene.forward_button
    walks = []
    for start, codes in ((back, (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT)),
                         (forward, (pygame.K_RIGHT, pygame.K_LEFT))):
        scene.focus.focus(start)
        walks.append([key(app, code) or focused_name(app) for code in codes])
    assert walks == [[back.name, forward.name, forward.name, back.name],
                     [forward.name, back.name]], walks


def test_the_play_button_is_the_pages_one_red_as_on_every_side_screen(settings):
    scene = settings.manager.top  # (amended round 82, hK92, S110 2.: was "not the primary")
    assert scene.forward_button.visible
    assert scene.forward_button.style == "primary", scene.forward_button.style
