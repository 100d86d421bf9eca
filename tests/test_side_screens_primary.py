"""Exactly one red (primary) button on every screen around the tables: Settings, Scores,
the Rules from the menu and Statistics with figures each offer a real way forward in red,
Back staying green (and the rules over a table's "Înapoi la partidă": S16, round 74)
(the layout check, tests/layout_primary.py, counts them in every
registered state; these tests say where each way forward leads)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.button import Button
from tests.uihelpers import click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _reds(scene) -> list[Button]:
    return [w for w in scene.focus.widgets if isinstance(w, Button) and w.visible
            and w.style == "primary"]


def test_settings_and_scores_lead_on_to_a_game(tmp_path):
    from game.scenes.new_game import NewGameScene
    from game.scenes.scores import ScoresScene
    from game.scenes.settings import SettingsScene

    app = make_app(tmp_path, size=(1366, 768), last_kind="farkle")
    try:
        menu = app.manager.top
        menu.open_settings()
        settle(app, 3)
        settings = app.manager.top
        assert isinstance(settings, SettingsScene)
        assert _reds(settings) == [settings.forward_button]  # (amended round 82, hK92,
        assert settings.back_button.style == "secondary"  # S110 2.: "Joacă …" red as on
        assert settings.forward_button.style == "primary"  # every side screen; was green)
        assert settings.forward_button.text == "Joacă 10 000"  # the game last set up
        click(app, settings.forward_button)
        settle(app, 3)
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
        assert app.manager.stack[:-1] == [menu]  # in the settings' place: Back = the menu
        app.manager.pop(fade=False)

        app.apply_settings(app.settings.with_changes(last_kind="yams"))
        menu.open_scores()
        settle(app, 3)
        scores = app.manager.top
        assert isinstance(scores, ScoresScene) and _reds(scores) == [scores.forward_button]
        assert scores.forward_button.text == "Joacă Yams"
        scores.target.select(0 if scores.target.index else 1)  # looking at the 10 000 board
        assert scores.forward_button.text == "Joacă 10 000"
        click(app, scores.forward_button)
        settle(app, 3)
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
    finally:
        app.close()


def test_the_rules_over_a_table_lead_back_to_the_game(tmp_path):
    from game.scenes.overlays import PauseOverlay
    from game.scenes.rules import RulesScene
    from game.scenes.table_base import TableScene
    from tools.render_screens import REGISTRY, load_extensions

    load_extensions()
    app = make_app(tmp_path, size=(1366, 768))
    try:
        next(s for s in REGISTRY if s.name == "rules_over_table").build(app)
        settle(app, 3)
        rules = app.manager.top
        assert isinstance(rules, RulesScene)
        assert isinstance(app.manager.stack[-2], PauseOverlay)
        assert _reds(rules) == []  # (round 74, cQ74 #1: a way back is green, never red)
        assert rules.forward_button.text == "Înapoi la partidă"
        # one way out, centred: no "Înapoi" beside "Înapoi la partidă" (Esc: one step back)
        shown = [w for w in rules.focus.widgets if getattr(w, "visible", True)
                 and w.__class__.__name__ == "Button"]
        assert shown == [rules.forward_button], [w.text for w in shown]
        assert not rules.back_button.visible
        assert rules.forward_button.rect.centerx == app.screen.get_width() // 2
        rules.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                              unicode="", scancode=0))
        assert isinstance(app.manager.top, PauseOverlay)  # Esc: one step, to the pause
        next(s for s in REGISTRY if s.name == "rules_over_table").build(app)
        settle(app, 3)
        rules = app.manager.top
        click(app, rules.forward_button)
        settle(app, 3)
        assert isinstance(app.manager.top, TableScene)  # the pause closed as well
    finally:
        app.close()


def test_statistics_with_figures_lead_on_to_the_tabs_game(tmp_path):
    from game.scenes.new_game import NewGameScene
    from tools.screens_statistics import open_statistics

    app = make_app(tmp_path, size=(1366, 768))
    try:
        stats = open_statistics(app, 3)
        settle(app, 3)
        assert _reds(stats) == [stats.play_button] and stats.play_button.text == "Joacă Yams"
        stats.select_kind("dice")
        assert _reds(stats) == [stats.play_button]  # the dice tab: the game last set up
        stats.select_kind("farkle")  # no 10 000 game: the empty state's own button only
        assert _reds(stats) == [stats.start_button]
        stats.select_kind("yams")
        click(app, stats.play_button)
        settle(app, 3)
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "yams"
    finally:
        app.close()
