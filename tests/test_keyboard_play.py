"""Every action from the keyboard (issue 24 §5): whole games by posted keys only.

The tests read the screens' state to decide which key a player would press next (as a player
reads the screen), but every action goes through a KEYDOWN event posted to the real loop
(``App.step``): no click, no direct call.
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

from game.rules.yams import Box
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.results import ResultsOverlay
from game.scenes.yams_table import YamsTableScene
from game.widgets.sheet_focus import SheetFocus
from tests.uihelpers import FRAME, drawing_one_frame_in, focused_name, key, make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def filled(card) -> int:
    """How many boxes of ``card`` are written."""
    return sum(card.points(box) is not None for box in Box)


DT = 0.1
"""Seconds a frame advances while the test waits for dice and the computer (theme.MAX_DT)."""


@pytest.fixture
def app(tmp_path, monkeypatch):
    # Every action saves the game; flushing each save to the disk is the storage tests'
    # business, not the keyboard's (it was half of these tests' time on a busy disk).
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    application = make_app(tmp_path, size=(1024, 600), animation_speed="fast",
                           computer_speed="fast", difficulty="beginner")
    yield application
    application.close()


def press(app, code: int, mod: int = 0, frames: int = 1) -> None:
    """Post one key press (down and up) and run ``frames`` frames."""
    key(app, code, mod, frames)


def tab_to(app, name: str, limit: int = 30) -> None:
    """Press Tab until the widget ``name`` has the focus (as a player looks for it)."""
    for _ in range(limit):
        if focused_name(app) == name:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name!r} on {type(app.manager.top).__name__}")


def wait(app, until, limit: int = 400) -> None:
    """Run frames of DT until ``until()`` holds (unseen but the last: tools/unseen_frames)."""
    with unseen_frames(app):
        for _ in range(limit):
            if until():
                return
            app.step(DT)
    raise AssertionError("the screen never got there")


def open_new_game(app, menu_button: str) -> NewGameScene:
    """From the menu, by keys: the focus to ``menu_button``, Enter."""
    assert isinstance(app.manager.top, MenuScene)
    if menu_button == "menu.farkle":  # (S52, round 78: the cards are one radio group; Tab
        tab_to(app, "menu.yams")  # stops on the chosen card only, → chooses the other
        press(app, pygame.K_RIGHT)  # with the focus; it used to be Tab, then Enter to choose)
    tab_to(app, menu_button)
    press(app, pygame.K_RETURN, frames=15)
    scene = app.manager.top
    assert isinstance(scene, NewGameScene)
    return scene


def start_from_new_game(app) -> None:
    """Tab to "Începe" and press Enter."""
    tab_to(app, "new_game.start")
    press(app, pygame.K_RETURN, frames=15)


# --- Yams ----------------------------------------------------------------------------------



def test_enter_presses_aruncă_where_the_keys_ringed_it(app):
    """A ring the keys put on "Aruncă" does what it shows: Enter throws (round 72, critic
    K72: Tab ringed "Aruncă", then Enter refused "Alege mai întâi o căsuță")."""
    open_new_game(app, "menu.yams")
    start_from_new_game(app)
    table = app.manager.top
    assert isinstance(table, YamsTableScene)
    wait(app, lambda: not table.computer_turn and table.settled)
    press(app, pygame.K_SPACE)
    wait(app, lambda: table.settled)
    used = table.game.rolls_used
    for _ in range(12):  # Tab round the table's controls to "Aruncă"
        if table.focus.focused is table.roll_button:
            break
        press(app, pygame.K_TAB)
    assert table.focus.focused is table.roll_button
    press(app, pygame.K_RETURN)
    wait(app, lambda: table.settled)
    assert table.game.rolls_used == used + 1  # thrown, not refused
    assert table.game.picked is None

def test_the_sheet_is_reached_by_tab_and_by_arrows_and_enter_picks_then_validates(app):
    open_new_game(app, "menu.yams")
    start_from_new_game(app)
    table = app.manager.top
    assert isinstance(table, YamsTableScene)
    wait(app, lambda: not table.computer_turn and table.settled)
    sheet = table.sheet_focus
    assert not sheet.enabled  # no roll yet: nothing to pick, the focus skips the sheet
    press(app, pygame.K_SPACE)
    wait(app, lambda: table.settled)
    assert sheet.enabled
    # Shift+Tab from "Aruncă" reaches the sheet, the stop before it (the first Tab from no
    # focus rings it: ruling S21, amended round 76); ↑ / ↓ ring the boxes this roll may fill.
    table.focus.focus(table.roll_button)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.focus.focused is sheet
    options = sorted(table.game.options(), key=lambda b: b.value)
    assert sheet.current_box() is options[0]
    press(app, pygame.K_DOWN)
    assert sheet.current_box() is options[1]
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)  # wraps to the last open box
    assert sheet.current_box() is options[-1]
    # From a button, ↓ brings the focus to the sheet.
    table.focus.focus(table.hint_button)
    press(app, pygame.K_DOWN)
    assert table.focus.focused is sheet
    # Enter picks the ringed box, Enter again validates it.
    box = sheet.current_box()
    filled_before = filled(table.game.current_card)
    press(app, pygame.K_RETURN)
    assert table.game.picked is box
    press(app, pygame.K_RETURN)
    assert table.game.cards[0].points(box) is not None
    assert filled(table.game.cards[0]) == filled_before + 1


def _yams_turn(app, table, rng: random.Random) -> None:
    """A person's turn by keys: Space, hold with 1–5, Space again, ↓ to the sheet, ↓ a few
    times, Enter, Enter."""
    game = table.game
    player, before = game.current, filled(game.current_card)
    press(app, pygame.K_SPACE)
    wait(app, lambda: table.settled)
    for _ in range(rng.randint(0, 2)):
        if not game.can_roll:
            break
        press(app, pygame.K_1 + rng.randrange(5))
        press(app, pygame.K_SPACE)
        wait(app, lambda: table.settled)
    if table.focus.focused is not table.sheet_focus:
        press(app, rng.choice((pygame.K_DOWN, pygame.K_UP)))
    assert table.focus.focused is table.sheet_focus
    for _ in range(rng.randint(0, 3)):
        press(app, pygame.K_DOWN)
    box = table.sheet_focus.current_box()
    press(app, pygame.K_RETURN)
    assert game.picked is box
    press(app, pygame.K_KP_ENTER)
    assert game.cards[player].points(box) is not None
    assert filled(game.cards[player]) == before + 1


def test_a_whole_yams_game_by_keys_only(app):
    open_new_game(app, "menu.yams")
    start_from_new_game(app)
    table = app.manager.top
    assert isinstance(table, YamsTableScene)
    game = table.game
    assert [p.is_computer for p in game.players] == [False, True]
    rng = random.Random(24)
    with drawing_one_frame_in(app, 3):  # what the game does is checked, not its pictures
        for _ in range(200):
            if game.finished:
                break
            wait(app, lambda: game.finished or (not table.computer_turn and table.settled))
            if not game.finished:
                _yams_turn(app, table, rng)
    assert game.finished and all(filled(card) == len(Box) for card in game.cards)
    wait(app, lambda: isinstance(app.manager.top, ResultsOverlay))
    # The results: a rematch by keys, once the podium has entered (hR62: a key during its
    # entrance only lands it, as one during the count does)
    wait(app, lambda: not app.manager.top.entering())
    tab_to(app, "results.new_game")
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, YamsTableScene) and app.manager.top is not table


def test_the_sheet_focus_ring_is_drawn_on_the_ringed_cell(app):
    open_new_game(app, "menu.yams")
    start_from_new_game(app)
    table = app.manager.top
    wait(app, lambda: not table.computer_turn and table.settled)
    press(app, pygame.K_SPACE)
    wait(app, lambda: table.settled)
    app.step(FRAME)
    before = app.screen.copy()
    press(app, pygame.K_DOWN)
    assert isinstance(table.focus.focused, SheetFocus)
    cell = table.sheet.cell_rect(table.game.current, table.sheet_focus.current_box())
    changed = [x for x in range(cell.x, cell.right)
               if app.screen.get_at((x, cell.y))[:3] != before.get_at((x, cell.y))[:3]]
    assert len(changed) > cell.w // 2  # the ring's top edge is drawn over the cell's border


# --- 10 000 --------------------------------------------------------------------------------


def _farkle_turn(app, table: FarkleTableScene) -> None:
    """A person's turn by keys: Space rolls, 1–6 set aside every die that may be, Enter banks
    at 300 or more, else Space rolls on."""
    game = table.game
    player = game.current
    for _ in range(60):
        wait(app, lambda: not table.busy)
        if game.finished or game.current != player or table.computer_turn:
            return
        if game.roll_dice is None:
            press(app, pygame.K_SPACE)
            continue
        for index in sorted(game.selectable - game.selected):
            press(app, pygame.K_1 + index)
            assert index in game.selected
        if game.turn_total >= 300:
            banked, before = game.turn_total, game.totals[player]
            press(app, pygame.K_RETURN)
            assert game.totals[player] == before + banked  # Enter banked ("Încasează")
            return
        press(app, pygame.K_SPACE)
    raise AssertionError("the turn never ended")


def test_a_whole_10000_game_by_keys_only(app):
    scene = open_new_game(app, "menu.farkle")
    # The target by keys: the focus to it, ← to the smallest (5 000).
    tab_to(app, scene.target.name)
    with drawing_one_frame_in(app, 3):  # what the game does is checked, not its pictures
        for _ in range(4):
            press(app, pygame.K_LEFT)
        assert scene.target.value == 5_000
        start_from_new_game(app)
        table = app.manager.top
        assert isinstance(table, FarkleTableScene)
        game = table.game
        for _ in range(400):
            if game.finished:
                break
            wait(app, lambda: game.finished or (not table.computer_turn and not table.busy))
            if not game.finished:
                _farkle_turn(app, table)
    assert game.finished and max(game.totals) >= 5_000
    wait(app, lambda: isinstance(app.manager.top, ResultsOverlay))
    tab_to(app, "results.menu")
    press(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, MenuScene)
