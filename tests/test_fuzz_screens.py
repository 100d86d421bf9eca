"""Tens of thousands of random events on every screen: no exception, consistent state."""

from __future__ import annotations

import random

import pytest

from game.scenes.new_game import NewGameScene
from game.scenes.rules import RulesScene
from game.scenes.scores import ScoresScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from tests.fuzzing import fuzz
from tests.uihelpers import make_app
from tools.render_screens import open_new_game, open_table
from tools.screens_statistics import open_statistics


def _menu(app):
    from game.scenes.menu import MenuScene

    app.manager.clear_to(MenuScene(app))


SCREENS = {
    "menu": (None, _menu),
    "new_game_yams": (NewGameScene, lambda app: open_new_game(app, "yams", 3)),
    "new_game_farkle": (NewGameScene, lambda app: open_new_game(app, "farkle", 6)),
    "settings": (SettingsScene, lambda app: app.manager.push(SettingsScene(app))),
    "rules": (RulesScene, lambda app: app.manager.push(RulesScene(app))),
    "scores": (ScoresScene, lambda app: app.manager.push(ScoresScene(app))),
    "statistics": (StatisticsScene, lambda app: open_statistics(app, 50)),
}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_random_events_on_each_screen(name, tmp_path):
    kind, build = SCREENS[name]
    app = make_app(tmp_path)
    try:
        build(app)

        def restore(app):
            _menu(app)
            build(app)

        def check(app):
            new_game = app.manager.find(NewGameScene)
            if new_game is not None:
                assert 1 <= new_game.humans.value <= 6
                assert all(len(f.text) <= f.max_length for f in new_game.fields)
                assert new_game.target.value in (5000, 10000, 15000)
            assert app.settings.language in ("ro", "en")

        fuzz(app, random.Random(name), events=10_000, keep=kind, restore=restore, check=check)
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_random_events_on_the_table_frames(kind, tmp_path):
    from game.scenes.table_base import TableScene

    app = make_app(tmp_path)
    try:
        open_table(app, kind, 2)

        def restore(app):
            _menu(app)
            open_table(app, kind, 2)

        fuzz(app, random.Random(kind), events=6_000, keep=TableScene, restore=restore)
    finally:
        app.close()
