"""Setări after critic A40: the Sound and Volume rows are explained like every other row (a
line under each says what its chosen option does), and the computer's speed sits in the same
card as its levels ("Calculatorul": how fast it plays and how well, in one place)."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUPS, SettingsScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _open(tmp_path, size=(1366, 768)):
    app = make_app(tmp_path, size=size)
    scene = SettingsScene(app)
    app.manager.push(scene)
    app.step(FRAME)
    scene.draw(app.screen)
    return app, scene


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_row_says_what_it_does_sound_and_volume_too(tmp_path, size):
    app, scene = _open(tmp_path, size)
    try:
        widgets = {w.name: w for _, w in scene.rows}
        assert set(scene.explained) == set(widgets)  # no row left unexplained
        for name in ("muted", "volume"):
            text, rect, _ = scene.explained[name]
            assert text and not text.startswith("settings."), name
            assert rect.top >= widgets[name].rect.bottom - 1, name
    finally:
        app.close()


def test_sound_line_follows_on_and_off_volume_line_follows_zero(tmp_path):
    app, scene = _open(tmp_path)
    try:
        widgets = {w.name: w for _, w in scene.rows}
        before = scene.explained["muted"][0]
        widgets["muted"].select(1 - widgets["muted"].index)
        scene.draw(app.screen)
        assert scene.explained["muted"][0] != before
        loud = scene.explained["volume"][0]
        widgets["volume"].value = 0
        scene.draw(app.screen)
        assert scene.explained["volume"][0] != loud
    finally:
        app.close()


def test_the_computers_speed_sits_with_its_levels(tmp_path):
    groups = dict(GROUPS)
    assert {"computer_speed", "difficulty", "farkle_level"} <= set(
        groups["settings.group.computer"])
    app, scene = _open(tmp_path)
    try:
        widgets = {w.name: w for _, w in scene.rows}
        card = next(p for p in scene.group_panels if p.contains(widgets["difficulty"].rect))
        assert card.contains(widgets["computer_speed"].rect)
        assert app.tr("settings.group.computer") == "Calculatorul"
    finally:
        app.close()
