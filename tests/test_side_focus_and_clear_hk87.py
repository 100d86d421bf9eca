"""Ruling S89 3 and 4 (critic cC80 #3, #11): the side screens open with their primary control
focused (Enter does the obvious thing), a clear is said by a notice ("Scorurile au fost
șterse" / "Statisticile au fost șterse") and leaves the focus on a sensible control, never on
nothing; on an empty Scores the red button above comes before "Înapoi" below in Tab's order."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.clear_records import ClearConfirm
from game.scenes.scores import ScoresScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.storage.store import Storage
from tests.uihelpers import button_named, focused_name, key, make_app, settle
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _by_keys(tmp_path, name, kind):
    app = make_app(tmp_path, size=(1366, 768))
    settle(app)
    app.manager.top.focus.focus(button_named(app, name))
    key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.manager.top, kind)
    return app


@pytest.mark.parametrize(("name", "kind", "first"), [
    ("menu.scores", ScoresScene, "forward"),
    ("menu.statistics", StatisticsScene, "stats.start"),  # its empty state's own
    ("menu.settings", SettingsScene, "language"),
])
def test_a_side_screen_opens_with_its_primary_focused(tmp_path, name, kind, first):
    app = _by_keys(tmp_path, name, kind)
    try:
        assert focused_name(app) == first
    finally:
        app.close()


def test_empty_scores_tab_reads_the_red_button_before_back(tmp_path):
    app = _by_keys(tmp_path, "menu.scores", ScoresScene)
    try:
        scene = app.manager.top
        assert scene.forward_button.rect.bottom <= scene.back_button.rect.top  # above it
        walked = [focused_name(app)]
        key(app, pygame.K_TAB)
        walked.append(focused_name(app))
        key(app, pygame.K_TAB)
        walked.append(focused_name(app))  # (amended round 81, S98 1.: the other game's
        assert walked == ["forward", "play_other", "common.back"]  # quiet "Joacă …"
        scene.focus.focus(None)  # from nothing, the first Tab reads the one above first
        key(app, pygame.K_TAB)
        assert focused_name(app) == "forward"
    finally:
        app.close()


def _clear_by_keys(app, scene):
    scene.focus.focus(scene.clear_button)
    key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.manager.top, ClearConfirm)
    key(app, pygame.K_RIGHT)  # to the red answer
    key(app, pygame.K_RETURN)
    settle(app)
    assert app.manager.top is scene


def test_clearing_scores_is_said_and_keeps_a_focus(tmp_path):
    store = Storage(tmp_path)
    store.add_highscore("yams", "Ana", 287, date="2026-03-02T20:00:00")
    app = _by_keys(tmp_path, "menu.scores", ScoresScene)
    try:
        scene = app.manager.top
        _clear_by_keys(app, scene)
        assert not any(scene.entries.values())
        said = [n.text for n in app.notices.notices]
        assert said == ["Scorurile au fost șterse"]
        right, centre, _ = app.notices.notices[0].at  # said where its button stood, in
        assert centre == scene.back_button.rect.centery  # the bottom row: never over the
        assert right == scene.clear_button.rect.right  # title (S89 4)
        assert focused_name(app) == "forward"
    finally:
        app.close()


def test_clearing_statistics_is_said_and_keeps_a_focus(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        open_statistics(app, 3)
        settle(app)
        scene = app.manager.top
        assert isinstance(scene, StatisticsScene)
        _clear_by_keys(app, scene)
        said = [n.text for n in app.notices.notices]
        assert said == ["Statisticile au fost șterse"]
        assert focused_name(app) != ""
        assert scene.focus.focused is not scene.clear_button
    finally:
        app.close()
