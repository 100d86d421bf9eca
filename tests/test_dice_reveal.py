"""Nothing of a roll's outcome shows before its dice have landed and been seen (issue 11 §2).

Both tables are driven by posted events at 60 frames a second (normal speed); during the
tumble every frame is checked: no status line, risk, selection points, sheet previews,
banners, countdown, celebration or end of game; then each appears once the dice are still.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme, theme_stage
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import FRAME, drawing_one_frame_in, make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


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
    frames the dice were in the air (the reveal moment excluded). The checks read the
    table's state, not its pictures: the frames run unseen, the last one drawn
    (:func:`tools.unseen_frames.unseen_frames`)."""
    frames = 0
    with unseen_frames(app):
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
    with unseen_frames(app):  # its entrance: no frame watched, the last drawn
        for _ in range(20):
            app.step(FRAME)
    return table


def yams_hidden(table: YamsTableScene) -> None:
    """Nothing of the Yams roll shows."""
    assert table.status_text()[0] in ("", table.tr("yams.computer_playing"),
                                      table.tr("yams.prompt_rolling"),
                                      # landed, not yet seen (critic C61: said, not blank)
                                      table.tr("yams.prompt_rested"),
                                      table.tr("yams.prompt_hold"),  # landed, not yet seen
                                      table.tr("yams.prompt_box"))
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
    # the stage first, then the table says it (ruling S61, round 79: the prompt and the
    # previews came ~0.4 s before the stage): seen, still, nothing of the Penta said yet
    assert table.status_text()[0] != "Validează tura: Penta 50"
    assert not table.sheet_view().options  # no previews
    assert "penta" not in app.audio.played  # its stage's sound once its dice have lain
    for _ in range(round(theme_stage.THROW_HOLD / FRAME) + 1):  # still, seen (round 75)
        app.step(FRAME)
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
    assert table.countdown is not None  # the prompt line says what the countdown will do
    box = table.tr(table.auto_box().key)
    assert table.status_text()[0] == table.tr("yams.countdown_line", box=box,
                                               seconds=table.flow.countdown_seconds())


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
    # nothing of the roll, and no invitation to click before a click is taken
    # resting dice are not said to roll, nor invite: they stopped (critic C61: the line
    # was blank)
    assert table.status_text()[0] == table.tr("yams.prompt_rested")
    for _ in range(round(theme.DICE_REVEAL_DELAY / FRAME) + 2):
        app.step(FRAME)
    assert table.outcome_visible()
    post_click(table.tray.rest_positions[0])
    app.step(FRAME)
    assert table.game.held[0]


def test_yams_computer_waits_until_its_dice_are_seen(app):
    table = yams_table(app, (), computer=True)
    game = table.game
    with unseen_frames(app):  # up to its throw: no frame before it looked at
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
    with unseen_frames(app):  # its entrance: no frame watched, the last drawn
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
        if table.tray.is_animating:  # nothing of the roll; once they rest, nothing yet
            assert table._status()[0] == table.tr("farkle.prompt.rolling")
        else:  # never "Urmează Ion" before the stamp: the turn passes later (hF15); that
            # they stopped, as a plain throw's (round 78, hF94, ruling S48: never blank)
            assert table._status()[0] == table.tr("farkle.prompt.rested")
        assert not table.banners and "bust" not in app.audio.played
        assert table.shown_player == 0 and not table.shown_finished
        assert _panel_values(table) == before  # risk, points, dice to roll as they were
        assert not table.roll_button.enabled and not table.bank_button.enabled

    frames = tumble(app, table, check)
    assert 0.8 + theme.DICE_REVEAL_DELAY <= frames * FRAME <= 1.3 + theme.DICE_REVEAL_DELAY + 0.1
    app.step(FRAME)
    # the stamp says "Tură pierdută!"; the prompt line under it never the loss again (round
    # 76, hF89, ruling S15 amended: it waits quiet under the stamp, the moment's one voice;
    # round 75's "Ana: tura se încheie" said the bust a second way)
    assert table._status()[0] == ""
    assert table.banners and table.banners[0].title == "farkle.bust"
    assert "bust" in app.audio.played


def test_farkle_selection_points_and_risk_wait_for_the_landing(app):
    # (hB50: a plain roll, no longer a Chintă: a Chintă takes the stage, whose click only
    # ends it, and comes with its dice chosen; this test is about the panel's wait)
    table = farkle_table(app, (1, 5, 2, 3, 4, 4, 1, 1, 2, 3, 4))
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    before = _panel_values(table)
    rolling = table.tr("farkle.prompt.rolling")  # the line says nothing of the roll in the air
    said = (rolling, table.tr("farkle.prompt.rested"))  # (nothing new once the dice rest,
    # until seen: round 76, hF89, a plain throw's line as a bust's, whose blank hinted it;
    # round 78, hF94, ruling S48: that they stopped, never a blank line)
    tumble(app, table, lambda: (
        table._status()[0] == said[not table.tray.is_animating] or pytest.fail("status"),
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
    with unseen_frames(app):  # up to its throw: no frame before it looked at
        for _ in range(400):
            app.step(FRAME)
            if table.tray.is_animating:
                break
    assert table.tray.is_animating
    before = _panel_values(table)
    selected = table.game.selected

    def check() -> None:
        assert _panel_values(table) == before
        assert table._status()[0] == table.tr("farkle.hint.computer")  # nothing of the roll
        assert table.game.selected == selected

    tumble(app, table, check)


# --- F8: hot dice the moment the sixth die is set aside ------------------------------------

def test_f8_hot_dice_shown_when_the_sixth_die_is_set_aside_then_banked(app):
    # (hB50: two triples, no longer four 1s and two 5s, read as three pairs: those take the
    # stage and come with their dice chosen; here the player chooses all six)
    table = farkle_table(app, (1, 1, 1, 5, 5, 5))
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
    for _ in range(60):  # its moment (and sound) once the sixth die has slid onto the mat
        if "hot_dice" in app.audio.played:
            break
        app.step(FRAME)
    assert "hot_dice" in app.audio.played
    post_key(pygame.K_RETURN)  # (hB50: the key that ends the banner's stage only ends it)
    app.step(FRAME)
    assert table.game.totals[0] == 0
    post_key(pygame.K_RETURN)  # banking keeps the ruling's message on screen
    app.step(FRAME)
    assert table.banners and table.banners[0].title == "farkle.hot_dice"
    assert table.game.totals[0] > 0 and table.game.current == 1


def test_f8_hot_dice_shown_when_the_computer_sets_the_sixth_die_aside(app):
    # (hB51: two triples, no longer four 1s and two 5s: three pairs take the stage, which
    # says the hot dice itself; no ribbon follows that roll, tests/test_farkle_rare_one_
    # climax.py)
    table = farkle_table(app, (1, 1, 1, 5, 5, 5) + (2, 3, 4, 6, 6, 2), computer_first=True)
    seen = False
    with unseen_frames(app):  # its state read at each frame, no picture
        for _ in range(900):
            app.step(FRAME)
            if table.game.hot_dice_pending:
                seen = True
                assert table.banners and table.banners[0].title == "farkle.hot_dice"
                break
    assert seen


# --- §3: the upper bonus and the win are celebrated once the dice are seen ----------------

def _die_rects(table: Any) -> list[pygame.Rect]:
    side = table.tray.die_size
    return [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            for x, y in (table.tray.position(i) for i in range(table.tray.count))]


def _clear_of_dice_and_messages(table: Any, messages: list[pygame.Rect]) -> None:
    rects = table.celebration_rects()
    assert rects
    for rect in rects:
        assert not any(rect.colliderect(d) for d in _die_rects(table))
        assert not any(rect.colliderect(m) for m in messages)


def _yams_card(upper: tuple[int | None, ...], lower_open: tuple[Any, ...] = ()) -> Any:
    """A card with the six upper boxes as given and every lower box filled but ``lower_open``."""
    from game.rules.yams import Box, Scorecard

    lower = tuple(None if box in lower_open else 0 for box in Box if not box.is_upper)
    return Scorecard(boxes=upper + lower)


def test_yams_upper_bonus_celebrated_when_earned_and_not_otherwise(app):
    from game.rules.yams import Box

    ana_and_ion = _yams_card((3, 6, 9, 12, 15, None), (Box.CHANCE,))  # 45 up: 18 more is 63
    table = yams_table(app, (6, 6, 6, 1, 2) + (6, 6, 1, 2, 3))
    table.game.cards[:] = [ana_and_ion, ana_and_ion]
    for player, earned in ((0, True), (1, False)):  # Ana 3 × 6 = 18 → 63; Ion 2 × 6 = 12 → 57
        post_key(pygame.K_SPACE)
        app.step(FRAME)

        def check() -> None:
            assert not table.bonus_celebration.active and not table.celebration_rects()

        tumble(app, table, check)
        app.step(FRAME)
        post_click(table.sheet.cell_rect(player, Box.SIXES).center)
        app.step(FRAME)
        post_key(pygame.K_RETURN)
        app.step(FRAME)
        assert table.game.cards[player].points(Box.SIXES) == (18 if earned else 12)
        assert bool(table.game.cards[player].upper_bonus) is earned
        # (amended round 82, hY126, S104 1.: the +35 is its band's news; the cell's sparkle,
        # asked for at once, waits for the band to land it, and the band's end takes it along)
        assert table.bonus_celebration.busy is earned and not table.bonus_celebration.active
        if earned:
            assert table.bonus_celebration.targets == (0,)
            assert app.manager.top is not table, "the bonus's band is its moment"
            while app.manager.top is not table:  # the bonus's stage, ended: its pulse
                app.manager.top.end()  # ends with it (no pulse left into the next turn)
                app.step(FRAME)
            assert not table.bonus_celebration.busy and not table.celebration_rects()
            post_key(pygame.K_BACKSPACE)  # "Anulează" takes the bonus back, and its celebration
            app.step(FRAME)
            assert not table.game.cards[0].upper_bonus and not table.bonus_celebration.busy
            post_key(pygame.K_RETURN)  # scored again: celebrated again
            app.step(FRAME)
            assert table.game.cards[0].upper_bonus and table.bonus_celebration.busy
            for _ in range(5):
                app.step(FRAME)
            # (hB50: the key that ends a stage only ends it: Ion's Space would end the bonus'
            # second stage and throw nothing, so a click ends it first, as a player would)
            while app.manager.top is not table:
                post_click(table.sheet.cell_rect(0, Box.CHANCE).center)
                app.step(FRAME)


def test_yams_results_at_the_end_once_the_dice_are_seen(app):
    from game.rules.yams import Box

    players = [Player("Ana"), Player("IA", is_computer=True)]
    app.rng = ScriptedDice((1, 1, 2, 2, 3) + (6,) * 15, seed=4)
    game = YamsGame.new(players)
    game.cards[:] = [_yams_card((3, 6, 9, 12, 15, 18), (Box.CHANCE,))] * 2
    table = YamsTableScene(app, game)
    app.manager.push(table)
    for _ in range(20):
        app.step(FRAME)
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    tumble(app, table, lambda: None)
    app.step(FRAME)
    post_click(table.sheet.cell_rect(0, Box.CHANCE).center)
    app.step(FRAME)
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    assert not game.finished and table.computer_turn
    seen = False
    # the computer's whole last turn (~700 frames), its state checked at every frame: one
    # frame in three drawn
    with drawing_one_frame_in(app, 3):
        for _ in range(900):  # the computer's last turn: it rolls sixes and takes its Chance
            app.step(FRAME)
            if table.flow.results_shown:  # the results celebrate the winner, once it is seen
                assert game.finished and table.outcome_visible()
                seen = True
                break
            # Before the win, only a full card's TOTAL counted (issue 22), its dice seen: Ana's
            # before the computer's last roll, then the computer's; and its Penta's stamp.
            totals = [table.sheet.sum_cell_rect(p, "total") for p in (0, 1)]
            totals.append(table.penta_rect())
            rects = table.celebration_rects()
            assert not rects or table.outcome_visible()
            assert all(r.collidelist(totals) >= 0 for r in rects)
    assert seen and game.ranking()[0][1] == 1  # the computer's 30 beats Ana's 9


def test_farkle_win_after_a_last_round_bust_waits_for_the_dice(app):
    # Ana reaches the target; Ion's last-round roll busts: the game ends at that roll, but the
    # win is celebrated only once the bust dice were seen and left the felt.
    table = farkle_table(app, (1, 1, 1, 2, 3, 4) + (2, 3, 4, 6, 6, 2))
    game = table.game
    game.totals[:] = [9_500, 0]
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    tumble(app, table, lambda: None)
    for _ in range(3):
        app.step(FRAME)
    for i in range(3):
        post_key(pygame.K_1 + i)
        app.step(FRAME)
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    assert game.in_last_round and not game.finished
    with unseen_frames(app):  # the goal's "Ultima tură!" plays (a key would cut it short)
        for _ in range(600):
            if not table.flow.last_round_due and app.manager.top is table:  # (round 50: a
                break  # bool; hF73: it turns as the plate lifts, the plate still up)
            app.step(FRAME)
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    assert game.finished  # the engine ended the game at the bust

    def check() -> None:
        assert not table.win_celebration.active and not table.celebration_rects()

    tumble(app, table, check)
    with unseen_frames(app):
        while table.hold > 0:  # the bust dice stay a moment
            check()
            app.step(FRAME)
    app.step(FRAME)
    assert table.win_celebration.active and table.win_celebration.targets == (0,)
    messages = [table.center, table.mat, table.turn_rect]
    _clear_of_dice_and_messages(table, messages)


# --- §1: Setări offers the dice throw at Normală / Rapidă ------------------------------------

def test_settings_throw_speed_rapid_shortens_the_throw(app):
    from game.scenes.settings import SettingsScene

    table = yams_table(app, ())
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    normal = tumble(app, table, lambda: None) * FRAME - theme.DICE_REVEAL_DELAY
    assert 0.8 <= normal <= 1.3 + 0.1
    settings = SettingsScene(app)
    app.manager.push(settings)
    app.step(FRAME)
    labels = {widget.name: key for key, widget in settings.rows}
    assert app.tr(labels["animation"]) == "Aruncarea zarurilor"  # plainly the dice
    choice = next(widget for _, widget in settings.rows if widget.name == "animation")
    assert [app.tr(label) if isinstance(label, str) else label() for _, label in choice.options] \
        == ["Normală", "Rapidă"]
    post_click(choice.rects[1].center)
    app.step(FRAME)
    assert app.settings.animation_speed == "fast"
    app.manager.pop()
    for _ in range(20):
        app.step(FRAME)
    post_key(pygame.K_SPACE)
    app.step(FRAME)
    rapid = tumble(app, table, lambda: None) * FRAME - theme.DICE_REVEAL_DELAY
    assert rapid <= 0.7 and rapid <= normal * 0.6  # clearly shorter
