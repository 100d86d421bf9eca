"""Nothing of a roll's outcome shows before its dice have landed and been seen (issue 11 §2).

Both tables are driven by posted events at 60 frames a second (normal speed); during the
tumble every frame is checked: no status line, risk, selection points, sheet previews,
banners, countdown, celebration or end of game; then each appears once the dice are still.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import FRAME, make_app
from tools.scripted_dice import ScriptedDice


class Recorder:
    """Stands in for the audio: remembers the sounds asked for."""

    def __init__(self) -> None:
        """Nothing played yet."""
        self.played: list[str] = []
        self.muted = False

    def play(self, name: str, *args: Any, **kwargs: Any) -> None:
        """Remember ``name``."""
        self.played.append(name)

    def set_volume(self, volume: float) -> None:
        """Ignore the volume."""


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A normal-speed app whose sounds are recorded."""
    monkeypatch.setattr("os.fsync", lambda fd: None)
    application = make_app(tmp_path, size=(1024, 600))
    application.audio = Recorder()
    yield application
    application.close()


def post_key(code: int) -> None:
    """Queue a key press."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))


def post_click(pos: tuple[float, float]) -> None:
    """Queue a left press and release at ``pos``."""
    p = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1))


def tumble(app: Any, table: Any, check: Any, limit: int = 200) -> int:
    """Step frame by frame, calling ``check()`` while the outcome is hidden; return how many
    frames the dice were in the air (the reveal moment excluded)."""
    frames = 0
    while not table.outcome_visible():
        check()
        app.step(FRAME)
        frames += 1
        assert frames < limit, "the dice never landed"
    return frames


# --- Yams -----------------------------------------------------------------------------------

def yams_table(app: Any, dice: tuple[int, ...], computer: bool = False) -> YamsTableScene:
    """A two-person Yams table (plus the computer) whose dice follow ``dice``."""
    players = [Player("Ana"), Player("Ion")]
    if computer:
        players.insert(0, Player("IA", is_computer=True))
    app.rng = ScriptedDice(dice, seed=4)
    table = YamsTableScene(app, YamsGame.new(players))
    app.manager.push(table)
    for _ in range(20):
        app.step(FRAME)
    return table


def yams_hidden(table: YamsTableScene) -> None:
    """Nothing of the Yams roll shows."""
    assert table.status_text()[0] in ("", table.tr("yams.computer_playing"))
    assert table.sheet_view().options == {}
    assert table.penta_time == 0
    assert table.countdown is None
    assert "penta" not in table.app.audio.played


def test_yams_penta_shows_nothing_until_the_dice_are_seen(app):
    table = yams_table(app, (6, 6, 6, 6, 6))
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    assert table.tray.is_animating
    frames = tumble(app, table, lambda: yams_hidden(table))
    # 0.8–1.3 s in the air at the normal speed, plus the moment the dice are seen.
    assert 0.8 + theme.DICE_REVEAL_DELAY <= frames * FRAME <= 1.3 + theme.DICE_REVEAL_DELAY + 0.1
    app.step(FRAME)
    assert table.status_text()[0] == table.tr("yams.prompt_hold")
    assert table.sheet_view().options  # the previews
    assert table.penta_time > 0 and "penta" in app.audio.played
    # The celebration pops beside the dice: it never covers a die face or the status line.
    strip = table.penta_rect()
    side = table.tray.die_size
    for i in range(5):
        x, y = table.tray.position(i)
        assert not strip.colliderect(pygame.Rect(x - side / 2, y - side / 2, side, side))
    assert strip.top >= table.held_band.bottom


def test_yams_countdown_and_last_roll_wait_for_the_landing(app):
    table = yams_table(app, (1, 2, 3, 4, 6) * 3)
    for _ in range(3):
        post_key(pygame.K_SPACE)
        app.step(FRAME)
        tumble(app, table, lambda: yams_hidden(table))
        app.step(FRAME)
    assert table.game.rolls_left == 0
    assert table.countdown is not None
    assert table.status_text()[0] == table.tr("yams.prompt_box")


def test_yams_three_quick_spaces_use_one_roll(app):
    table = yams_table(app, ())
    for _ in range(3):
        post_key(pygame.K_SPACE)
        app.step(FRAME)
    assert table.game.rolls_used == 1
    assert not table.tray.is_animating  # the second Space landed the dice


def test_yams_clicks_after_a_skip_wait_until_the_dice_were_seen(app):
    table = yams_table(app, (2, 3, 4, 5, 6))
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    die = table.tray.rest_positions[0]
    post_click(die)  # skips the tumble
    app.step(FRAME)
    assert not table.tray.is_animating and not table.outcome_visible()
    post_click(die)  # too soon: nobody has seen this die yet
    app.step(FRAME)
    assert table.game.held == (False,) * 5
    assert table.status_text()[0] == ""
    for _ in range(round(theme.DICE_REVEAL_DELAY / FRAME) + 2):
        app.step(FRAME)
    assert table.outcome_visible()
    post_click(table.tray.rest_positions[0])
    app.step(FRAME)
    assert table.game.held[0]


def test_yams_computer_waits_until_its_dice_are_seen(app):
    table = yams_table(app, (), computer=True)
    game = table.game
    for _ in range(400):
        app.step(FRAME)
        if table.tray.is_animating:
            break
    assert table.tray.is_animating and game.current_player.is_computer
    held, picked = game.held, game.picked

    def check() -> None:
        yams_hidden(table)
        assert game.held == held and game.picked == picked  # it acts on seen dice only

    tumble(app, table, check)


# --- 10 000 ---------------------------------------------------------------------------------

def farkle_table(app: Any, dice: tuple[int, ...], computer_first: bool = False,
                 target: int = 10_000) -> FarkleTableScene:
    """A 10 000 table (two people, or the computer then a person) whose dice follow ``dice``."""
    players = [Player("Ana"), Player("Ion")]
    if computer_first:
        players[0] = Player("IA", is_computer=True)
    app.rng = ScriptedDice(dice, seed=4)
    table = FarkleTableScene(app, FarkleGame.new(players, target=target))
    app.manager.push(table)
    for _ in range(20):
        app.step(FRAME)
    return table


def _panel_values(table: FarkleTableScene) -> tuple[str, ...]:
    lines, notes, badge = table.turn_panel()
    return (*(f"{line.label}={line.value}" for line in lines), *(n for n, _ in notes), badge)


def test_farkle_bust_shows_nothing_until_the_dice_are_seen(app):
    table = farkle_table(app, (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    game = table.game
    post_key(pygame.K_SPACE)
    for _ in range(2):
        app.step(FRAME)
    while not table.outcome_visible():
        app.step(FRAME)
    for _ in range(3):
        app.step(FRAME)
    post_click(table.die_centre(0))  # the 1: 100 points
    app.step(FRAME)
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    assert game.current == 1  # the engine already passed the turn
    before = _panel_values(table)
    assert table.tr("farkle.label.risk") + "=7,7 %" in before  # five dice were thrown

    def check() -> None:
        assert table._status()[0] == ""
        assert not table.banners and "bust" not in app.audio.played
        assert table.shown_player == 0 and not table.shown_finished
        assert _panel_values(table) == before  # risk, points, dice to roll as they were
        assert not table.roll_button.enabled and not table.bank_button.enabled

    frames = tumble(app, table, check)
    assert 0.8 + theme.DICE_REVEAL_DELAY <= frames * FRAME <= 1.3 + theme.DICE_REVEAL_DELAY + 0.1
    app.step(FRAME)
    assert table._status()[0] == table.tr("farkle.bust")
    assert table.banners and table.banners[0].title == "farkle.bust"
    assert "bust" in app.audio.played


def test_farkle_selection_points_and_risk_wait_for_the_landing(app):
    table = farkle_table(app, (1, 5, 2, 3, 4, 6, 1, 1, 2, 3, 4))
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    before = _panel_values(table)
    tumble(app, table, lambda: (table._status()[0] == "" or pytest.fail("status shown"),
                                _panel_values(table) == before or pytest.fail("panel changed")))
    app.step(FRAME)
    assert table._status()[0] == table.tr("farkle.hint.pick")
    post_click(table.die_centre(0))
    app.step(FRAME)
    assert table.game.selection_points == 100
    # The next roll (5 dice) hides the new risk until its dice are seen.
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    before = _panel_values(table)
    tumble(app, table, lambda: _panel_values(table) == before or pytest.fail("panel changed"))
    app.step(FRAME)
    assert table._status()[0] == table.tr("farkle.hint.pick")


def test_farkle_three_quick_spaces_use_one_roll(app):
    table = farkle_table(app, (1, 5, 2, 3, 4, 6) + (2,) * 20)
    for _ in range(3):
        post_key(pygame.K_SPACE)
        app.step(FRAME)
    assert table.game.roll_dice == (1, 5, 2, 3, 4, 6)
    assert not table.tray.is_animating and not table.outcome_visible()
    post_click(table.die_centre(0))  # a die nobody has seen yet
    app.step(FRAME)
    assert table.game.selected == frozenset()


def test_farkle_computer_caption_waits_for_its_dice(app):
    table = farkle_table(app, (), computer_first=True)
    for _ in range(400):
        app.step(FRAME)
        if table.tray.is_animating:
            break
    assert table.tray.is_animating
    before = _panel_values(table)
    selected = table.game.selected

    def check() -> None:
        assert _panel_values(table) == before
        assert table._status()[0] == ""
        assert table.game.selected == selected

    tumble(app, table, check)


# --- F8: hot dice the moment the sixth die is set aside ------------------------------------

def test_f8_hot_dice_shown_when_the_sixth_die_is_set_aside_then_banked(app):
    table = farkle_table(app, (1, 1, 1, 5, 5, 1))
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    tumble(app, table, lambda: None)
    for i in range(5):
        post_key(pygame.K_1 + i)
        app.step(FRAME)
    assert not table.banners
    post_key(pygame.K_6)
    app.step(FRAME)
    assert table.banners and table.banners[0].title == "farkle.hot_dice"
    assert "hot_dice" in app.audio.played
    post_key(pygame.K_RETURN)  # banking keeps the ruling's message on screen
    app.step(FRAME)
    assert table.banners and table.banners[0].title == "farkle.hot_dice"
    assert table.game.totals[0] > 0 and table.game.current == 1


def test_f8_hot_dice_shown_when_the_computer_sets_the_sixth_die_aside(app):
    table = farkle_table(app, (1, 1, 1, 5, 5, 1) + (2, 3, 4, 6, 6, 2), computer_first=True)
    seen = False
    for _ in range(900):
        app.step(FRAME)
        if table.game.hot_dice_pending:
            seen = True
            assert table.banners and table.banners[0].title == "farkle.hot_dice"
            break
    assert seen
