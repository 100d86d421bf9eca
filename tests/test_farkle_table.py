"""The 10 000 table driven like a player: mouse events at the dice and buttons as drawn.

The engine's verbs are never called here: every action is a posted pygame event, and the
engine's state is checked along the way. ``ScriptedDice`` makes the engine roll chosen dice.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game import theme
from game.engine.farkle import FarkleGame
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.widgets.celebration import FLASH_SHARE
from game.widgets.dice_render import Look
from tests.fuzzing import fuzz
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.render_screens import open_new_game
from tools.screens_farkle import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

DT = 0.1
"""Large steps keep the games fast (App.step clamps dt to theme.MAX_DT anyway)."""


class Recorder:
    """Stands in for the audio: remembers the sounds asked for."""

    def __init__(self) -> None:
        """Nothing played yet."""
        self.played: list[str] = []
        self.muted = False
        self.volume = 0.0

    def play(self, name: str, volume: float = 1.0) -> None:
        """Remember ``name``."""
        self.played.append(name)

    def set_volume(self, volume: float) -> None:
        """Ignore the volume."""


def start(tmp_path: Any, humans: int, dice: tuple[int, ...] = (), target_index: int = 0,
          seed: int = 3, computer_speed: str = "normal") -> tuple[Any, FarkleTableScene]:
    """An app (fast animations) at a new 10 000 table reached through New Game's buttons."""
    app = make_app(tmp_path, size=(1024, 600), animation_speed="fast",
                   computer_speed=computer_speed)
    _APPS.append(app)
    app.audio = Recorder()
    scene = open_new_game(app, "farkle", humans)
    click(app, scene.target.rects[target_index].center)
    click(app, scene.start_button.rect.center)
    table = app.manager.top
    assert isinstance(table, FarkleTableScene)
    app.rng = ScriptedDice(dice, seed)
    settle(app)
    return app, table


def post_click(pos: tuple[int, int]) -> None:
    """Queue a left press and release at ``pos`` (no frame run)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def click(app: Any, pos: tuple[int, int]) -> None:
    """Click at ``pos`` and run one frame."""
    post_click(pos)
    app.step(DT)


def press(app: Any, key: int) -> None:
    """Press a key and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    app.step(DT)


def settle(app: Any, frames: int = 12) -> None:
    """Run frames until dice rest (large steps), unseen but the last (tools/unseen_frames)."""
    with unseen_frames(app):
        for _ in range(frames):
            app.step(DT)


def land(app: Any, table: FarkleTableScene, frames: int = 40) -> None:
    """Run frames until the thrown dice have landed and been seen (the outcome shows),
    unseen but the last; a stage their figure took (a Chintă, six alike) is ended by a
    click, as a player would."""
    with unseen_frames(app):
        for _ in range(frames):
            app.step(DT)
            if not table.in_the_air:
                break
        for _ in range(frames):  # (round 66: a rare throw's dice lie seen a while, no
            if not table.flow.moment.holding:  # click acting, before its stage comes)
                break
            app.step(DT)
    past_stages(app, table)


def past_stages(app: Any, table: FarkleTableScene) -> None:
    """End the stages on the table with a click each (hB50: the click that ends a stage
    only ends it, so a player's next click no longer reaches the table through it: the
    flows below click the stage away first, then act)."""
    for _ in range(4):
        if not isinstance(app.manager.top, StageOverlay):
            return
        click(app, table.center.center)


def click_die(app: Any, table: FarkleTableScene, index: int) -> None:
    """Click die ``index`` where it is drawn."""
    click(app, table.die_centre(index))


def roll(app: Any, table: FarkleTableScene) -> None:
    """Click "Aruncă" and let the dice land."""
    click(app, table.roll_button.rect.center)
    land(app, table)


def bank(app: Any, table: FarkleTableScene) -> None:
    """Click "Încasează"."""
    click(app, table.bank_button.rect.center)


_APPS: list[Any] = []
"""Apps made by the current test (closed after it)."""


@pytest.fixture(autouse=True)
def _close_apps(monkeypatch):
    """Close every app a test made; skip fsync (the table saves after every action)."""
    monkeypatch.setattr("os.fsync", lambda fd: None)
    yield
    while _APPS:
        _APPS.pop().close()


# --- whole games ---------------------------------------------------------------------------

def play_human_turn(app: Any, table: FarkleTableScene) -> None:
    """A simple person: roll, click every die that may be set aside, bank at 300 or more."""
    game = table.game
    player = game.current
    before = list(game.totals)
    banked_once = False
    for _ in range(40):
        if game.finished or game.current != player or table.busy:
            break
        if game.roll_dice is None:
            roll(app, table)
            continue
        for index in sorted(game.selectable - game.selected):
            click_die(app, table, index)
            assert index in game.selected, "a selectable die clicked was not set aside"
        assert game.selection_valid and table.roll_button.enabled and table.bank_button.enabled
        if game.turn_total >= 300:
            points = game.turn_total
            bank(app, table)
            assert game.totals[player] == before[player] + points
            banked_once = True
            break
        roll(app, table)
    others = [t for i, t in enumerate(game.totals) if i != player]
    assert others == [t for i, t in enumerate(before) if i != player]
    assert banked_once or game.totals[player] == before[player]


@pytest.mark.parametrize("humans", [1, 6])  # the fewest and the most seats
def test_complete_game_through_the_mouse(tmp_path, humans):
    # Humans play with a simple policy, the computer plays itself (at its fast pace: the
    # same moves in fewer frames; its pace is test_following's); target 5 000.
    app, table = start(tmp_path, humans, seed=humans, computer_speed="fast")
    game = table.game
    assert game.target == 5_000 and len(game.players) == humans + 1
    assert game.players[-1].is_computer
    # What the game does is checked, not its pictures: no frame is drawn (the clicks land
    # where the dice and buttons are laid out; the layout tests look at the pictures).
    with drawing_one_frame_in(app, 0):
        for _ in range(4000):
            if game.finished:
                break
            if table.computer_turn or table.busy:
                app.step(DT)
                continue
            play_human_turn(app, table)
            app.step(DT)
        assert game.finished
        assert max(game.totals) >= 5_000
        assert game.last_round_by is not None and game.last_round_pending == []
        settle(app, 80)  # the last bank's and the win's stages, then the results
    assert isinstance(app.manager.top, ResultsOverlay)
    assert [r.total for r in app.manager.top.rows] == sorted(game.totals, reverse=True)
    assert app.store.load_game() is None
    scores = app.store.highscores("farkle", target=5_000)
    assert sorted(s.score for s in scores) == sorted(
        t for p, t in zip(game.players, game.totals, strict=True) if not p.is_computer)
    assert all(s.turns and s.turns > 0 for s in scores)


# --- rulings through the interface -----------------------------------------------------------

def test_f3_refused_die_shakes_and_the_one_is_accepted(tmp_path):
    # Seed: 1,2,3,4,6,6 — clicking the 2 is refused, the 1 accepted.
    app, table = start(tmp_path, 1, (1, 2, 3, 4, 6, 6))
    game = table.game
    assert table.roll_button.enabled and not table.bank_button.enabled
    roll(app, table)
    assert game.roll_dice == (1, 2, 3, 4, 6, 6)
    assert not table.roll_button.enabled and not table.bank_button.enabled  # F5
    post_click(table.die_centre(1))
    app.step(0.01)
    assert game.selected == frozenset()
    assert table.tray.state(1) is Look.REFUSED
    assert table.toast is not None and table.toast.text == app.tr("error.farkle.die_refused")
    assert app.audio.played[-1] == "refused"
    click_die(app, table, 0)
    assert game.selected == {0} and game.selection_points == 100
    assert table.roll_button.enabled and table.bank_button.enabled


def test_f3_a_die_needing_partners_is_accepted_but_blocks_the_buttons(tmp_path):
    app, table = start(tmp_path, 1, (2, 2, 2, 3, 4, 6))
    game = table.game
    roll(app, table)
    click_die(app, table, 0)
    assert game.selected == {0} and game.selection_points is None
    assert not table.roll_button.enabled and not table.bank_button.enabled
    click_die(app, table, 1)
    click_die(app, table, 2)
    assert game.selection_points == 200
    assert table.roll_button.enabled and table.bank_button.enabled


def test_f2_three_ones_of_four_give_1000_and_leave_three_dice(tmp_path):
    # Seed: 1,1,1,1,2,3 — three 1s set aside: 1 000, three dice to roll again.
    app, table = start(tmp_path, 1, (1, 1, 1, 1, 2, 3, 5, 2, 3))
    game = table.game
    roll(app, table)
    for i in (0, 1, 2):
        click_die(app, table, i)
    assert game.selection_points == 1_000 and game.dice_to_roll == 3
    roll(app, table)
    assert game.roll_dice == (5, 2, 3) and game.turn_points == 1_000
    assert table.tray.count == 3


def test_f4_a_combination_never_spans_two_rolls(tmp_path):
    # 5,5 kept, then one 5 on the next roll: 150, not a triple.
    app, table = start(tmp_path, 1, (5, 5, 2, 3, 4, 6, 5, 2, 3, 4))
    game = table.game
    roll(app, table)
    click_die(app, table, 0)
    click_die(app, table, 1)
    roll(app, table)
    click_die(app, table, 0)
    assert game.turn_total == 150
    assert [g.points for g in game.set_aside] == [100]
    bank(app, table)
    assert game.totals[0] == 150 and game.current == 1
    assert app.audio.played.count("score") == 1


def test_f8_hot_dice_bring_six_dice_back_and_keep_the_points(tmp_path):
    app, table = start(tmp_path, 1, (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1))
    game = table.game
    roll(app, table)
    for i in range(5):
        click_die(app, table, i)
    assert not table.banners and "hot_dice" not in app.audio.played
    click_die(app, table, 5)  # F8: the moment the sixth die is set aside
    assert game.hot_dice_pending and game.selection_points == 400
    assert table.banners and table.banners[0].title == "farkle.hot_dice"
    assert table.banners[0].lines == (
        app.tr("farkle.hot_kept", name="Jucătorul 1", points="400"),)
    for _ in range(60):  # its moment (and sound) once the sixth die has slid onto the mat
        if "hot_dice" in app.audio.played:
            break
        app.step(1 / 60)
    assert "hot_dice" in app.audio.played and not table.tray.is_gliding
    # (hB50: the click that ends the hot dice' banner only ends it; "Aruncă" takes the next)
    past_stages(app, table)
    click(app, table.roll_button.rect.center)
    land(app, table)
    assert game.roll_dice == (3, 4, 6, 2, 2, 1) and table.tray.count == 6
    assert game.turn_points == 400


def test_f7_bust_loses_the_turn_points_and_shows_the_dice_a_moment(tmp_path):
    app, table = start(tmp_path, 2, (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    game = table.game
    roll(app, table)
    click_die(app, table, 0)
    click(app, table.roll_button.rect.center)
    land(app, table)
    assert game.current == 1 and game.totals == [0, 0, 0]  # the engine passed the turn
    assert table.frozen is not None and table.shown_player == 0  # the bust stays visible
    assert table.tray.faces == (2, 3, 4, 4, 6)
    assert table.banners[0].title == "farkle.bust"
    # "Tură pierdută!" and its reason under it (hB40, critic B32: the bust said no why)
    assert table.banners[0].lines == ("Niciun zar nu punctează",)
    assert "bust" in app.audio.played
    assert not table.roll_button.enabled  # the loser's moment: Aruncă lights as it passes
    settle(app, 12)
    assert table.frozen is None and table.shown_player == 1 and table.roll_button.enabled


def test_a_game_ending_on_a_bust_keeps_its_dice_greyed_until_the_results(tmp_path,
                                                                          monkeypatch):
    # The last player of the last round busts: the felt is never empty under the banner.
    bust = (2, 3, 4, 6, 6, 2)
    app, table = start(tmp_path, 2, bust)
    game = table.game
    game.totals[:] = [4_900, 5_900, 5_300]
    game.last_round_by, game.last_round_pending = 1, [0]
    drawn: list[tuple[int, ...]] = []
    real = table.draw_dice
    monkeypatch.setattr(table, "draw_dice",
                        lambda surface: (drawn.append(table.tray.shown_faces), real(surface)))
    click(app, table.roll_button.rect.center)
    land(app, table)
    assert game.finished and table.frozen is not None
    after_hold = 0
    while not isinstance(app.manager.top, ResultsOverlay):
        drawn.clear()
        app.step(DT)
        if table.frozen is None and drawn:  # on top, or under the win's stage
            after_hold += 1
            assert set(drawn) == {bust}
            assert {table.tray.state(i) for i in range(6)} == {Look.DIMMED}
    assert after_hold >= 3


def test_the_winners_row_turns_gold_once_the_last_roll_is_seen(tmp_path, monkeypatch):
    # As on the results panel: the winner's row in the players panel becomes a gold plaque
    # with dark text, never before the dice that end the game have landed.
    import game.views.farkle_views as module  # the views draw the regions
    from game.widgets.farkle_panels import player_band

    seen: list[list[bool]] = []
    real = module.draw_players
    monkeypatch.setattr(module, "draw_players", lambda surface, rect, scale, title, label,
                        target, lines, **light: (
                            seen.append([line.winner for line in lines]),
                            real(surface, rect, scale, title, label, target, lines, **light)))
    app, table = start(tmp_path, 2, (2, 3, 4, 6, 6, 2))
    game = table.game
    game.totals[:] = [4_900, 10_150, 5_300]
    game.last_round_by, game.last_round_pending = 1, [0]
    click(app, table.roll_button.rect.center)
    assert game.finished and not any(any(row) for row in seen)  # the dice still roll
    land(app, table)
    band = player_band(table.players_rect, table.scale, 1)
    plaque = []
    while not isinstance(app.manager.top, ResultsOverlay):
        app.step(DT)
        flash = table.win_celebration.active and table.win_celebration.progress <= FLASH_SHARE
        if app.manager.top is table and seen and any(seen[-1]) and not flash:
            plaque.append(app.screen.get_at((band.x + table.px(8), band.centery))[:3])
    beneath = pygame.Surface(app.screen.get_size())  # the table under the results panel
    table.draw(beneath)
    plaque.append(beneath.get_at((band.x + table.px(8), band.centery))[:3])
    assert seen[-1] == [False, True, False]
    assert plaque and set(plaque) == {theme.WINNER_ROW}, plaque


def test_f9_risk_and_the_selection_are_shown_with_the_catalog(tmp_path, monkeypatch):
    import game.views.farkle_views as module  # the views draw the regions

    seen: dict[str, Any] = {}

    def spy(surface, rect, scale, title, badge, name, tag, lines, notes, seat=None, **_):
        seen["lines"] = {line.label: line.value for line in lines}
        seen["notes"] = [text for text, _ in notes]

    monkeypatch.setattr(module, "draw_turn", spy)
    app, table = start(tmp_path, 1, (1, 1, 1, 1, 2, 3))
    app.step(DT)
    assert seen["lines"][app.tr("farkle.label.risk")] == "2,3 %"
    roll(app, table)
    for i in (0, 1, 2, 3):
        click_die(app, table, i)
    app.step(DT)
    app.step(DT)  # (the last landed on the mat: named as it lands, ruling S53)
    # said over the mat, not in the panel (hF51, critic B50: named only, its "+1 000" is the
    # ledger's row: was "… = 1 000")
    assert table.selection_label()[0] == "Selecție: Careu de 1"
    assert seen["lines"][app.tr("farkle.label.dice_to_roll")] == "2"
    assert seen["lines"][app.tr("farkle.label.risk")] == "44,4 %"


def test_f11_last_round_someone_overtakes_then_results(tmp_path):
    # Player 1 reaches 5 000 first; player 2 overtakes in the last round; the IA busts.
    app, table = start(tmp_path, 2, (1, 1, 1, 2, 3, 4, 1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6))
    game = table.game
    game.totals[:] = [4_500, 4_900, 0]  # a prepared score, then only clicks
    roll(app, table)
    for i in (0, 1, 2):
        click_die(app, table, i)
    bank(app, table)
    assert game.totals[0] == 5_500 and game.in_last_round
    # said once the rising "+1 000" has landed (a big bank's stage lands it as it starts)
    assert not table.banners or table.flight is None
    while table.flight is not None or table.flow.frozen is not None:  # (hF30: and counted
        app.step(DT)  # up in the row, as the turn passes)
    # (hL50: the goal's banner said the last round, "— ceilalți mai au o tură": no
    # "Ultima tură!" ribbon interrupts the table after it, critic B41; the strip says it)
    assert not table.banners
    assert table.flow.last_round_strip() is not None
    settle(app, 15)
    roll(app, table)
    for i in (0, 1, 2, 3):
        click_die(app, table, i)
    bank(app, table)
    assert game.totals[1] == 5_950 and not game.finished and table.computer_turn
    for _ in range(200):
        if isinstance(app.manager.top, ResultsOverlay):
            break
        app.step(DT)
    assert game.finished and game.totals[2] == 0
    overlay = app.manager.top
    assert isinstance(overlay, ResultsOverlay)
    assert [(r.place, r.name) for r in overlay.rows][0] == (1, game.players[1].name)
    scores = app.store.highscores("farkle", target=game.target)
    assert {s.name for s in scores} == {p.name for p in game.players[:2]}


# --- the computer ----------------------------------------------------------------------------

def test_computer_plays_step_by_step_and_people_wait(tmp_path, monkeypatch):
    app, table = start(tmp_path, 1, (1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3))
    game = table.game
    roll(app, table)
    click_die(app, table, 0)
    bank(app, table)
    assert table.computer_turn and game.roll_dice is None
    for _ in range(int(theme.FARKLE_FLY_TIME / DT) + 2):  # the bank lands, the turn passes
        app.step(DT)
    assert game.roll_dice is None  # it waits before acting
    for _ in range(20):
        app.step(DT)
        if game.roll_dice is not None and not table.busy:
            break
    # (round 73, hX80, ruling S15: its aim is the prompt line's, not the panel's, said once
    # its throw's dice are seen, before it picks: its aim for the throw seen, 200; amended
    # round 81, fixL, ruling S96 4.: the throw seen, 5 5 5 1 2 3, is one it will bank (600
    # past its 200), so it says it stops there, never "Arunc până strâng 200" beside 600)
    # (amended round 82, hF114, ruling S96 4. amended round 82: while it picks it says only
    # that it picks, its decision once the dice it keeps lie on the mat, critic cB82 #2)
    aim = app.tr("farkle.computer_says", remark=app.tr("farkle.reason.picking"))
    for _ in range(20):
        if game.selected or table._status()[0] != app.tr("farkle.hint.computer"):
            break
        app.step(DT)
    assert table._status()[0] == aim and not game.selected
    assert game.roll_dice == (5, 5, 5, 1, 2, 3) and game.selected == frozenset()
    selected = []
    for _ in range(30):
        app.step(DT)
        selected.append(len(game.selected))
        if len(game.selected) == 4 or game.current != 1:
            break
    assert selected[-1] == 4 and sorted(set(selected)) == [0, 1, 2, 3, 4]  # one die at a time
    before = game.to_dict()
    post_click(table.die_centre(4))  # frames of 0 s: the computer does not move meanwhile
    post_click(table.roll_button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode="", scancode=0))
    app.step(0.0)
    assert game.to_dict() == before
    assert table.toast is not None and table.toast.text == app.tr("farkle.wait_computer")


# --- fast input --------------------------------------------------------------------------------

def test_fast_clicks_are_neither_lost_nor_doubled(tmp_path):
    app, table = start(tmp_path, 1, (1, 5, 1, 5, 2, 3, 5, 2, 4, 6, 6, 6))
    game = table.game
    roll(app, table)
    for i in (0, 1, 2):
        post_click(table.die_centre(i))
    app.step(DT)
    assert game.selected == {0, 1, 2}
    post_click(table.die_centre(3))
    post_click(table.die_centre(3))
    app.step(DT)
    assert game.selected == {0, 1, 2}
    settle(app, 4)
    queued = len(app.rng.queue)
    for _ in range(2):  # a double click on Aruncă
        post_click(table.roll_button.rect.center)
    app.step(DT)
    land(app, table)
    assert len(app.rng.queue) == queued - 3 and len(game.set_aside) == 1
    assert game.turn_points == 250 and game.roll_dice == (5, 2, 4)
    assert "refused" not in app.audio.played and table.toast is None  # no second attempt


def test_keyboard_plays_a_turn(tmp_path):
    app, table = start(tmp_path, 1, (5, 2, 3, 4, 6, 6))
    game = table.game
    press(app, pygame.K_SPACE)
    land(app, table)
    assert game.roll_dice == (5, 2, 3, 4, 6, 6)
    press(app, pygame.K_1)
    assert game.selected == {0}
    press(app, pygame.K_RETURN)
    assert game.totals[0] == 50 and game.current == 1


def test_every_completed_action_is_saved(tmp_path):
    # (hB50: a plain roll, no longer a Chintă, whose dice now come chosen as its stage
    # hands the table back: this test chooses die 0 itself)
    app, table = start(tmp_path, 1, (1, 5, 2, 3, 4, 4))
    game = table.game
    roll(app, table)
    assert app.store.load_game() == ("farkle", game.to_dict())
    click_die(app, table, 0)
    assert app.store.load_game()[1]["selected"] == [0]
    bank(app, table)
    assert app.store.load_game()[1]["totals"] == [100, 0]


def test_a_resumed_game_shows_its_roll_and_selection(tmp_path):
    # (hB50: a plain roll, no longer a Chintă, whose dice now come chosen as its stage
    # hands the table back: this test chooses die 0 itself)
    app, table = start(tmp_path, 1, (1, 5, 2, 3, 4, 4))
    roll(app, table)
    click_die(app, table, 0)
    saved = FarkleGame.from_dict(app.store.load_game()[1])
    resumed = FarkleTableScene(app, saved)
    app.manager.replace(resumed)
    settle(app, 3)
    assert resumed.tray.faces == (1, 5, 2, 3, 4, 4)
    assert resumed.tray.state(0) is Look.HELD
    click_die(app, resumed, 1)
    assert saved.selected == {0, 1}


def test_help_overlay_opens_and_closes(tmp_path):
    app, table = start(tmp_path, 1)
    click(app, table.help_button.rect.center)
    from game.scenes.farkle_help import FarkleHelpOverlay, across_points

    assert isinstance(app.manager.top, FarkleHelpOverlay)
    settle(app, 3)
    assert sum(across_points()) == 250  # (hM31: the worked examples became tiles; hH73:
    # one turn, 150 set aside, then 100)
    press(app, pygame.K_ESCAPE)
    assert app.manager.top is table


FUZZ_EVENTS = 600
"""Random events on the 10 000 table (120 frames; the suite's time budget: a few seconds),
besides tests/test_fuzz_screens.py's."""


def test_random_events_on_the_farkle_table(tmp_path):
    app, table = start(tmp_path, 2, seed=11)

    def restore(app: Any) -> None:
        from game.scenes.menu import MenuScene

        app.manager.clear_to(MenuScene(app))
        scene = open_new_game(app, "farkle", 2)
        scene.start()

    def check(app: Any) -> None:
        scene = app.manager.find(FarkleTableScene)
        if scene is None:
            return
        game = scene.game
        assert all(t >= 0 and t % 50 == 0 for t in game.totals)
        if game.roll_dice is not None:
            assert game.selected <= set(range(len(game.roll_dice)))
            assert game.selected <= game.selectable
        assert not (scene.roll_button.enabled and not game.can_roll)
        assert not (scene.bank_button.enabled and not game.can_bank)

    with drawing_one_frame_in(app, 3):
        fuzz(app, random.Random(5), events=FUZZ_EVENTS, keep=FarkleTableScene, restore=restore,
             check=check)
