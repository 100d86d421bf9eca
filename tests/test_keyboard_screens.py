"""Every screen reachable and operable by keys alone, with a visible focus (issue 24 §5).

Each test starts at the menu and only posts key events (KEYDOWN, and TEXTINPUT for typed
letters, which is what SDL sends for a key that types) through ``App.step``.
"""

from __future__ import annotations

import pygame
import pytest

from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.overlays import ConfirmOverlay, PauseOverlay
from game.scenes.rules import RulesScene
from game.scenes.scores import ScoresScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.yams_help import YamsHelpOverlay
from game.scenes.yams_table import YamsTableScene
from game.widgets.button import FocusGroup
from tests.uihelpers import FRAME, focused_name, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1024, 600))
    yield application
    application.close()


def press(app, code: int, mod: int = 0, frames: int = 2) -> None:
    """One key press (down and up), then a few frames."""
    key(app, code, mod, frames)


def arrow_to(app, name: str, key: int = pygame.K_DOWN, limit: int = 20) -> None:
    """Press ``key`` (↓ or Tab) until the widget ``name`` has the focus."""
    for _ in range(limit):
        if focused_name(app) == name:
            return
        press(app, key)
    raise AssertionError(f"{name!r} never got the focus on {type(app.manager.top).__name__}")


def open_from_menu(app, name: str, kind: type) -> object:
    """↓ to the menu's button ``name`` (↑ to a game card), Enter: the screen ``kind`` opens."""
    assert isinstance(app.manager.top, MenuScene)
    # The game cards stand above the hero (choose, then play: hM41), the row of screens under
    # it: the first arrow shows the focus on the hero, ↑ reaches the cards, ↓ the row.
    # (↑ from the hero lands on the card of the game it names, round 76, S23: → to the other)
    # (round 77, hM80, S23 amended: the arrows go by layout, ↓ from the hero to the button
    # under its middle, "Scoruri": ← → along the row from there)
    if name in ("menu.yams", "menu.farkle"):
        arrow_to(app, "menu.yams", pygame.K_UP)
        arrow_to(app, name, pygame.K_RIGHT)  # (S52, round 78: the arrow chooses the card
        assert app.manager.top.focus.focused.tied  # with the focus, Enter plays it)
    else:
        arrow_to(app, "menu.scores", pygame.K_DOWN)
        row = ["menu.rules", "menu.settings", "menu.scores", "menu.statistics", "menu.quit"]
        arrow_to(app, name, pygame.K_LEFT if row.index(name) < 2 else pygame.K_RIGHT)
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, kind), type(app.manager.top).__name__
    return app.manager.top


def ring_drawn(app) -> bool:
    """True when the focused widget shows it: the screen drawn with and without the focus
    differs around that widget."""
    group = app.manager.top.focus
    widget = group.focused
    assert widget is not None
    ringed = pygame.Surface(app.screen.get_size())
    app.manager.draw(ringed)
    index, group.index = group.index, -1
    plain = pygame.Surface(app.screen.get_size())
    app.manager.draw(plain)
    group.index = index
    rect = widget.rect.inflate(40, 40).clip(ringed.get_rect())
    return (pygame.image.tobytes(plain.subsurface(rect), "RGB")
            != pygame.image.tobytes(ringed.subsurface(rect), "RGB"))


@pytest.mark.parametrize(("button", "kind"), [
    ("menu.rules", RulesScene), ("menu.settings", SettingsScene),
    ("menu.scores", ScoresScene), ("menu.statistics", StatisticsScene),
    ("menu.yams", NewGameScene), ("menu.farkle", NewGameScene)])
def test_every_menu_entry_opens_by_keys_and_esc_comes_back(app, button, kind):
    open_from_menu(app, button, kind)
    press(app, pygame.K_TAB)
    assert app.manager.top.focus.focused is not None and ring_drawn(app)
    press(app, pygame.K_ESCAPE, frames=15)
    assert isinstance(app.manager.top, MenuScene)


def test_leaving_the_game_from_the_menu_is_asked_and_answered_by_keys(app):
    arrow_to(app, "menu.scores")  # (the arrows by layout: round 77, hM80, S23 amended)
    arrow_to(app, "menu.quit", pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmOverlay)
    assert focused_name(app) == "common.no" and ring_drawn(app)  # the safe answer first
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, MenuScene) and app.running
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RIGHT)
    assert focused_name(app) == "common.yes"
    press(app, pygame.K_RETURN)
    assert not app.running


def test_new_game_is_filled_by_keys(app):
    scene = open_from_menu(app, "menu.yams", NewGameScene)
    arrow_to(app, "seat3", pygame.K_TAB)  # the add card (round 74: no stepper)
    count = scene.humans.value
    press(app, pygame.K_RETURN)
    assert scene.humans.value == count + 1
    arrow_to(app, "name1", pygame.K_TAB)
    for ch in "Ana":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(FRAME)
    press(app, pygame.K_BACKSPACE)
    assert scene.fields[0].text == "An"
    press(app, pygame.K_RETURN)  # Enter in a name moves on to the next name
    assert focused_name(app) == "name2"
    arrow_to(app, "new_game.start", pygame.K_TAB)
    press(app, pygame.K_RETURN, frames=15)
    table = app.manager.top
    assert isinstance(table, YamsTableScene)
    assert [p.name for p in table.game.players][0] == "An"


def test_settings_change_by_arrows(app):
    scene = open_from_menu(app, "menu.settings", SettingsScene)
    arrow_to(app, "language", pygame.K_TAB)
    press(app, pygame.K_RIGHT)  # the arrow only points (S89 2, amends S58): Enter applies
    assert app.settings.language == "ro"
    press(app, pygame.K_RETURN)
    assert app.settings.language == "en"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert app.settings.language == "ro"
    arrow_to(app, "volume", pygame.K_TAB)
    volume = app.settings.volume
    press(app, pygame.K_LEFT)
    assert app.settings.volume < volume
    arrow_to(app, "computer_speed", pygame.K_TAB)
    speed = app.settings.computer_speed
    press(app, pygame.K_RIGHT if speed != "fast" else pygame.K_LEFT)
    assert app.settings.computer_speed != speed
    arrow_to(app, "common.back", pygame.K_TAB)
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, MenuScene)
    assert scene is not app.manager.top


def test_scores_and_statistics_switch_by_arrows(app):
    from tools.screens_rules import fill_highscores

    fill_highscores(app.store)
    scene = open_from_menu(app, "menu.scores", ScoresScene)
    arrow_to(app, scene.target.name, pygame.K_TAB)
    before = scene.target.value
    press(app, pygame.K_RIGHT)
    if scene.target.value == before:  # the last target: ← instead
        press(app, pygame.K_LEFT)
    assert scene.target.value != before
    press(app, pygame.K_ESCAPE, frames=15)
    stats = open_from_menu(app, "menu.statistics", StatisticsScene)
    arrow_to(app, "stats.tabs", pygame.K_TAB)
    tab = stats.tabs.value
    press(app, pygame.K_RIGHT)
    assert stats.tabs.value != tab
    press(app, pygame.K_ESCAPE, frames=15)
    assert isinstance(app.manager.top, MenuScene)


def test_rules_switch_tabs_and_scroll_by_keys(app):
    scene = open_from_menu(app, "menu.rules", RulesScene)
    tab = scene.tabs.value
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # (amended round 82, hK92, S97 3. amended:
    press(app, pygame.K_RIGHT)  # the page opens on the index; one Shift+Tab to the tabs)
    assert scene.tabs.value != tab
    offset = scene.scroll.offset
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll.offset > offset


def test_the_table_dialogs_by_keys(app):
    open_from_menu(app, "menu.yams", NewGameScene)
    arrow_to(app, "new_game.start", pygame.K_TAB)
    press(app, pygame.K_RETURN, frames=15)
    table = app.manager.top
    assert isinstance(table, YamsTableScene)
    # "?" by Tab and Enter; Enter closes it again.
    arrow_to(app, "common.help_button", pygame.K_TAB)
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, YamsHelpOverlay) and ring_drawn(app)
    press(app, pygame.K_RETURN, frames=15)
    assert app.manager.top is table
    # "Pauză" by Tab and Enter: Continue has the focus; → Rules opens the rules over it.
    arrow_to(app, "pause.title", pygame.K_TAB)
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, PauseOverlay) and focused_name(app) == "pause.resume"
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, RulesScene)
    press(app, pygame.K_ESCAPE, frames=15)
    assert isinstance(app.manager.top, PauseOverlay)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN, frames=15)
    assert app.manager.top is table
    # Esc asks before leaving; ← / → and Enter answer.
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, ConfirmOverlay) and focused_name(app) == "common.no"
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, MenuScene)


def test_every_focus_group_moves_by_tab_and_arrows():
    # The shared focus: Tab / Shift+Tab and the four arrows move it; Enter presses.
    from game.widgets.button import Button

    pressed = []
    group = FocusGroup([Button("a", lambda: pressed.append("a")),
                        Button("b", lambda: pressed.append("b"))])
    for code, mod, index in ((pygame.K_TAB, 0, 0), (pygame.K_TAB, 0, 1),
                             (pygame.K_TAB, pygame.KMOD_SHIFT, 0), (pygame.K_RIGHT, 0, 1),
                             (pygame.K_LEFT, 0, 0), (pygame.K_DOWN, 0, 1), (pygame.K_UP, 0, 0)):
        group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))
        assert group.index == index
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert pressed == ["a"]
