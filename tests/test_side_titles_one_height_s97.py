"""The side screens' titles at one height (round 81, hK89, ruling S97 5., critic cF80: "Setări"
stood ~20 px higher than "Statistici" and "Scoruri"; "Reguli" lower and larger in its side
column): Setări, Statistici, Scoruri and Reguli draw their title on one centre line, in one
type, at every size, so turning from one side screen to another the title never moves (S51
extended to Settings and Rules)."""

from __future__ import annotations

import pytest

from game.scenes.rules import RulesScene
from game.scenes.scores import ScoresScene
from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _title(scene, size, words):
    """(centre y, em size) of the title ``words`` as ``scene`` draws it at ``size``."""
    marks = [m for m in recorded_frame(scene, size).texts if m.text == words]
    assert marks, words
    return marks[0].rect.centery, marks[0].size


@pytest.mark.parametrize("size", SIZES)
def test_settings_statistics_scores_and_rules_titles_stand_on_one_line(tmp_path, size):
    titles = {}
    for name, make, key in (("settings", SettingsScene, "settings.title"),
                            ("scores", ScoresScene, "menu.scores"),
                            ("rules", RulesScene, "menu.rules")):
        folder = tmp_path / name
        folder.mkdir()
        app = make_app(folder, size=size)
        try:
            scene = make(app)
            app.manager.push(scene)
            app.step(FRAME)
            titles[name] = _title(scene, size, scene.tr(key))
        finally:
            app.close()
    folder = tmp_path / "stats"
    folder.mkdir()
    app = make_app(folder, size=size)
    try:
        scene = open_statistics(app, 1)
        app.step(FRAME)
        titles["statistics"] = _title(scene, size, scene.tr("stats.title"))
    finally:
        app.close()
    lines = {name: y for name, (y, _) in titles.items()}
    types = {name: em for name, (_, em) in titles.items()}
    assert max(lines.values()) - min(lines.values()) <= 1, lines
    assert len(set(types.values())) == 1, types
