"""Settings' panels keep one rhythm (hS22: the second row of panels nearly touched Back and
"Joacă …" while the rows of panels stood further apart): the room between the panels and the
buttons is the room between two rows of panels."""

from __future__ import annotations

import pytest

from game.scenes.settings import SettingsScene
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
        tops = sorted({p.top for p in panels})
        assert len(tops) == 2
        upper = [p for p in panels if p.top == tops[0]]
        lower = [p for p in panels if p.top == tops[1]]
        between = tops[1] - max(p.bottom for p in upper)
        below = min(scene.back_button.rect.top, scene.forward_button.rect.top) \
            - max(p.bottom for p in lower)
        assert abs(below - between) <= 2, (between, below)
    finally:
        app.close()
