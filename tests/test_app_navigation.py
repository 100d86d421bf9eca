"""The application frame driven like a player: real mouse and keyboard events, headless."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from game import theme
from game.scenes.base import Scene, SceneManager
from tests.uihelpers import (
    button_named,
    click,
    key,
    make_app,
    open_card,
    settle,
    top_name,
    type_text,
)

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


@pytest.fixture
def app(tmp_path):
    """A 1280×720 app showing the menu."""
    application = make_app(tmp_path)
    yield application
    application.close()


def test_menu_shows_the_hero_and_the_seven_buttons_in_order(app):
    # "Continuă" stays hidden without a saved game: the hero offers the last game (Yams first)
    names = [b.name for b in app.manager.top.buttons()]
    assert names == ["menu.play", "menu.yams", "menu.farkle", "menu.rules",
                     "menu.settings", "menu.scores", "menu.statistics", "menu.quit"]
    assert [b.text for b in app.manager.top.buttons()] == [
        "Joacă Yams", "Yams", "10 000", "Reguli", "Setări", "Scoruri", "Statistici", "Ieși"]


def test_click_to_yams_table_and_leave_with_esc(app):
    open_card(app, "menu.yams")
    assert top_name(app) == "NewGameScene"
    settle(app)
    click(app, button_named(app, "new_game.start"))
    assert top_name(app) == "YamsTableScene"
    table = app.manager.top
    assert [p.name for p in table.game.players] == ["Jucătorul 1", "IA"]
    assert table.game.players[-1].is_computer
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "ConfirmOverlay"
    click(app, button_named(app, "common.no"))  # keep playing
    assert top_name(app) == "YamsTableScene"
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app, "common.yes"))
    assert top_name(app) == "MenuScene"
    assert len(app.manager.stack) == 1


def test_farkle_with_typed_names_and_target(app):
    open_card(app, "menu.farkle")
    scene = app.manager.top
    click(app, scene.free_seat_rects()[0])  # 2 humans (the add card, round 74)
    settle(app, 30)
    click(app, scene.fields[0])
    for _ in range(len("Jucătorul 1")):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ștefania")
    click(app, scene.target.rects[2])  # 15 000
    click(app, button_named(app, "new_game.start"))
    assert top_name(app) == "FarkleTableScene"
    game = app.manager.top.game
    assert [p.name for p in game.players] == ["Ștefania", "Jucătorul 2", "IA"]
    assert game.target == 15_000


# The default name is a suggestion: typing replaces it, an arrow key keeps it to type after it.
def test_typing_in_a_name_field_replaces_the_default_name(app):
    open_card(app, "menu.yams")
    scene = app.manager.top
    click(app, scene.free_seat_rects()[0])  # (the add card, round 74)
    settle(app, 30)
    click(app, scene.fields[0])
    type_text(app, "Țăndărică Îâ")
    assert scene.fields[0].text == "Țăndărică Îâ"
    click(app, scene.fields[1])
    key(app, pygame.K_END)
    type_text(app, "ș")
    assert scene.fields[1].text == "Jucătorul 2ș"
    click(app, button_named(app, "new_game.start"))
    assert [p.name for p in app.manager.top.game.players] == ["Țăndărică Îâ", "Jucătorul 2ș",
                                                              "IA"]


# Backspace on the suggested name clears it; the empty field still starts as "Jucătorul 1".
def test_backspace_clears_the_suggested_name(app):
    open_card(app, "menu.yams")
    scene = app.manager.top
    click(app, scene.fields[0])
    key(app, pygame.K_BACKSPACE)
    assert scene.fields[0].text == ""
    assert scene.player_names() == ["Jucătorul 1"]


def test_name_field_keeps_a_maximum_length(app):
    open_card(app, "menu.yams")
    field = app.manager.top.fields[0]
    click(app, field)
    type_text(app, "x" * 50)
    assert len(field.text) == theme.NAME_MAX_LENGTH


def test_keyboard_only_path_to_farkle_table_and_back(app):
    # The hero stands under the game cards (choose, then play: hM41), so from the hero the
    # 10 000 card is ↑ then → away (↑ lands on the card of the game the hero names, round 76,
    # ruling S23: it landed on 10 000's and turned the hero to it).
    key(app, pygame.K_DOWN)  # focus: the hero, "Joacă Yams"
    key(app, pygame.K_UP)  # focus: the Yams card, the hero's game, above it
    key(app, pygame.K_RIGHT)  # focus and choice: the 10 000 card beside it (round 78, S52:
    # the cards are one radio group; under S34 a first Enter chose it)
    key(app, pygame.K_RETURN)  # plays it
    assert top_name(app) == "NewGameScene" and app.manager.top.kind == "farkle"
    scene = app.manager.top
    for _ in range(2):  # the add card by keys, twice (round 74: no stepper)
        scene.focus.focus(next(spot for spot in scene.spots if spot.visible))
        key(app, pygame.K_RETURN)
        settle(app, 30)
    assert scene.humans.value == 3
    scene.focus.focus(scene.start_button)
    key(app, pygame.K_RETURN)
    assert top_name(app) == "FarkleTableScene"
    assert len(app.manager.top.game.players) == 4
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_TAB)  # focus from "Nu" to "Da"
    key(app, pygame.K_RETURN)
    assert top_name(app) == "MenuScene"


def test_esc_goes_back_from_every_plain_screen(app):
    for name, scene_name in (("menu.rules", "RulesScene"), ("menu.settings", "SettingsScene"),
                             ("menu.scores", "ScoresScene"), ("menu.yams", "NewGameScene"),
                             ("menu.statistics", "StatisticsScene")):
        click(app, button_named(app, name))
        assert top_name(app) == scene_name
        key(app, pygame.K_ESCAPE)
        assert top_name(app) == "MenuScene"
    click(app, button_named(app, "menu.rules"))
    click(app, button_named(app, "common.back"))
    assert top_name(app) == "MenuScene"


def test_quit_asks_first_then_stops_the_loop(app):
    click(app, button_named(app, "menu.quit"))
    assert top_name(app) == "ConfirmOverlay" and app.running
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button_named(
        app, "common.yes").rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button_named(
        app, "common.yes").rect.center, button=1))
    assert app.step(1 / 60) is False


def test_language_switches_live_from_settings(app):
    click(app, button_named(app, "menu.settings"))
    scene = app.manager.top
    language = next(w for w in scene.widgets() if getattr(w, "name", "") == "language")
    click(app, language.rects[1])
    assert app.settings.language == "en"
    assert button_named(app, "common.back").text == "Back"
    key(app, pygame.K_ESCAPE)
    assert [b.text for b in app.manager.top.buttons()][-1] == "Quit"


def test_settings_apply_live_and_are_saved(app, tmp_path):
    click(app, button_named(app, "menu.settings"))
    widgets = {w.name: w for w in app.manager.top.widgets()}
    click(app, widgets["volume"].minus)
    click(app, widgets["muted"].rects[1])
    click(app, widgets["animation"].rects[1])
    click(app, widgets["difficulty"].rects[0])  # "Normal", the weaker first
    s = app.settings
    assert (round(s.volume, 2), s.muted, s.animation_speed, s.difficulty) == (
        0.7, True, "fast", "beginner")
    assert app.audio.muted is True
    assert app.store.load_settings() == s


def test_resize_relayouts_every_scene_and_clicks_still_land(app):
    open_card(app, "menu.yams")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    app.step(1 / 60)
    assert app.screen.get_size() == (1024, 600)
    assert all(scene.size == (1024, 600) for scene in app.manager.stack)
    click(app, button_named(app, "new_game.start"))
    assert top_name(app) == "YamsTableScene"


def test_window_is_never_smaller_than_the_minimum(app):
    app.resize((640, 400))
    assert app.screen.get_size() == theme.MIN_SIZE


def test_f11_toggles_full_screen_and_back(app):
    assert not app.fullscreen
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    assert app.manager.top.size == app.screen.get_size()
    key(app, pygame.K_F11)
    assert not app.fullscreen
    assert app.screen.get_size() == (1280, 720)


def test_pause_overlay_opens_from_its_button_and_leaves_after_confirming(app):
    open_card(app, "menu.farkle")
    click(app, button_named(app, "new_game.start"))
    click(app, button_named(app, "pause.title"))
    assert top_name(app) == "PauseOverlay"
    click(app, button_named(app, "pause.resume"))
    assert top_name(app) == "FarkleTableScene"
    click(app, button_named(app, "pause.title"))
    click(app, button_named(app, "pause.leave"))
    click(app, button_named(app, "common.yes"))
    assert top_name(app) == "MenuScene"


# F1 on a table opens that game's rules; Esc comes back to the same table.
def test_f1_on_a_table_opens_its_rules_and_esc_returns(app):
    open_card(app, "menu.farkle")
    click(app, button_named(app, "new_game.start"))
    table = app.manager.top
    key(app, pygame.K_F1)
    assert top_name(app) == "RulesScene" and app.manager.top.game == "farkle"
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is table


# The pause dialog's "Reguli" opens the rules on the table's game too.
def test_pause_rules_button_opens_the_tables_game(app):
    open_card(app, "menu.yams")
    click(app, button_named(app, "new_game.start"))
    click(app, button_named(app, "pause.title"))
    click(app, button_named(app, "menu.rules"))
    assert top_name(app) == "RulesScene" and app.manager.top.game == "yams"


def test_overlay_draws_over_the_scene_below(app):
    # the pixel under the dialog's corner shows the menu, darkened
    before = app.screen.get_at((5, 5))
    click(app, button_named(app, "menu.quit"))
    settle(app)
    after = app.screen.get_at((5, 5))
    assert after != before and sum(after[:3]) < sum(before[:3])


def test_manager_stack_operations():
    class Fake:
        size = (1024, 600)
        screen = None

    manager = SceneManager(Fake())  # type: ignore[arg-type]
    a, b, c = Scene(Fake()), Scene(Fake()), Scene(Fake())  # type: ignore[arg-type]
    manager.push(a)
    manager.push(b)
    assert manager.top is b
    manager.replace(c)
    assert manager.stack == [a, c]
    assert manager.pop() is c and manager.top is a
    assert a.size == (1024, 600)


def test_unknown_option_prints_usage_and_exits_2():
    result = subprocess.run([sys.executable, "-m", "game", "--no-such-option"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "usage" in result.stderr


def test_no_display_is_one_clear_line_and_exit_1(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
           "ZARURI_DATA_DIR": str(tmp_path), "HOME": str(tmp_path),
           "PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[1])}
    result = subprocess.run([sys.executable, "-m", "game", "--windowed"], capture_output=True,
                            text=True, timeout=60, env=env)
    assert result.returncode == 1
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "display" in lines[0]
    assert "Traceback" not in result.stderr


def _run_without_display(tmp_path, **extra):
    env = {"PATH": "/usr/bin:/bin", "SDL_AUDIODRIVER": "dummy", "XDG_RUNTIME_DIR": str(tmp_path),
           "ZARURI_DATA_DIR": str(tmp_path), "HOME": str(tmp_path),
           "PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[1]), **extra}
    # a game that fell back to an invisible screen would run until the timeout
    return subprocess.run([sys.executable, "-m", "game"], capture_output=True, text=True,
                          timeout=30, env=env)


def test_no_display_variable_without_a_forced_driver_is_one_line_and_exit_1(tmp_path):
    # no DISPLAY, no WAYLAND_DISPLAY, no SDL_VIDEODRIVER: what a plain ssh session has
    result = _run_without_display(tmp_path)
    assert result.returncode == 1
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "display" in lines[0] and "Traceback" not in result.stderr


def test_a_dead_x_server_does_not_fall_back_to_an_invisible_screen(tmp_path):
    # DISPLAY names a server that is not running: SDL would quietly pick "offscreen"
    result = _run_without_display(tmp_path, DISPLAY=":239")
    assert result.returncode == 1
    assert "display" in result.stderr.splitlines()[-1]
    assert "Traceback" not in result.stderr


def test_importing_modules_does_no_work():
    code = ("import pygame, importlib, pkgutil, game\n"
            "mods = ['game.app', 'game.theme', 'game.i18n', 'game.scenes.base', "
            "'game.scenes.menu', 'game.scenes.new_game', 'game.scenes.settings', "
            "'game.scenes.overlays', 'game.scenes.table_base', 'game.widgets.button', "
            "'game.widgets.forms', 'game.widgets.text', 'game.widgets.felt', "
            "'tools.render_screens']\n"
            "for m in mods: importlib.import_module(m)\n"
            "assert not pygame.display.get_init() and not pygame.font.get_init()\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
