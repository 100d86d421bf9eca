"""Every screen's title is set in one display face: the menu's "Zaruri", New Game, Settings,
Scores, Statistics and the Rules all wear the face of the menu's title (never Lato Black on
some screens and the display typeface on others)."""

from __future__ import annotations

import pytest

from game.widgets import text as text_module
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _open(app, screen):
    if screen == "menu":
        return app.manager.top
    if screen == "new_game":
        return open_new_game(app, "yams", 1)
    from game.scenes.rules import RulesScene
    from game.scenes.scores import ScoresScene
    from game.scenes.settings import SettingsScene
    from game.scenes.statistics import StatisticsScene

    scene = {"settings": SettingsScene, "scores": ScoresScene, "statistics": StatisticsScene,
             "rules": RulesScene}[screen](app)
    app.manager.push(scene)
    return scene


TITLES = {"menu": "app.title", "new_game": "new_game.title", "settings": "settings.title",
          "scores": "menu.scores", "statistics": "stats.title", "rules": "menu.rules"}


def test_every_screen_title_wears_the_menus_display_face(tmp_path, monkeypatch):
    faces: dict[str, dict[int, str]] = {}
    real = text_module.render

    def spy(text, size, colour, weight=text_module.REGULAR):
        faces.setdefault(text, {})[size] = weight
        return real(text, size, colour, weight)

    monkeypatch.setattr(text_module, "render", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        seen = {}
        for screen, key in TITLES.items():
            scene = _open(app, screen)
            app.step(FRAME)
            faces.clear()
            scene.draw(app.screen)
            title = app.tr(key)
            shown = [t for t in faces if t.startswith(title)]
            assert shown, (screen, title, sorted(faces)[:20])
            # the title: the largest of the texts it begins (a button may say it smaller)
            sizes = {size: weight for t in shown for size, weight in faces[t].items()}
            seen[screen] = sizes[max(sizes)]
            if screen != "menu":
                app.manager.pop()
                app.step(FRAME)
        assert seen["menu"] == text_module.TITLE_FACE, seen
        assert all(face == seen["menu"] for face in seen.values()), seen
    finally:
        app.close()
