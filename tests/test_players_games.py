"""Players and games through the screens (issue 13): undo on both tables, the computer's wait,
remembered players, the name counter, saved at the start, the overwrite question, the rematch."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow.turn_handoff import HANDOFF_SECONDS
from game.rules.yams import Box
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.new_game import NewGameScene
from game.scenes.results import ResultsOverlay
from game.scenes.yams_table import YamsTableScene
from game.widgets.text import BOLD, text_size
from tests.uihelpers import click, key, make_app, settle, top_name, type_text
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

DT = 0.05


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A small app (normal speed, so the computer's pauses are the real ones)."""
    monkeypatch.setattr("os.fsync", lambda fd: None)
    application = make_app(tmp_path, size=(1024, 600))
    yield application
    application.close()


def run(app, seconds: float) -> None:
    """Step ``seconds`` of frames (unseen but the last: what the game does is read after)."""
    with unseen_frames(app):
        for _ in range(round(seconds / DT)):
            app.step(DT)


def saved_state(app) -> dict:
    """The state in savegame.json, read by a fresh load."""
    loaded = app.store.load_game()
    assert loaded is not None
    return loaded[1]


def ctrl_z(app) -> None:
    key(app, pygame.K_z, pygame.KMOD_LCTRL)


def yams_table(app, dice, names=("Ana",), computer=True) -> YamsTableScene:
    players = [Player(n) for n in names] + ([Player("IA", is_computer=True)] if computer else [])
    app.rng = ScriptedDice(dice)
    scene = YamsTableScene(app, YamsGame.new(players))
    app.manager.push(scene)
    app.step(DT)
    return scene


# ---- undo on the tables -------------------------------------------------------------------


def test_yams_ctrl_z_takes_the_box_back_the_save_follows_and_a_second_is_refused(app):
    scene = yams_table(app, [6, 6, 6, 1, 2], names=("Ana", "Bia"))
    assert scene.undo_button.visible and not scene.undo_button.enabled  # its place, greyed
    click(app, scene.roll_button)
    run(app, 2.0)
    click(app, scene.sheet.cell_rect(0, Box.SIXES))
    before = scene.game.to_dict()
    key(app, pygame.K_RETURN)
    assert scene.game.current == 1 and scene.undo_button.enabled
    assert saved_state(app) == scene.game.to_dict()
    # the toast names what was written; the button only offers it back, short (C19 §5)
    assert scene.undo_button.text == "Anulează (Ctrl+Z)"
    app.step(DT)
    font = scene.undo_button.font_size
    assert text_size(scene.undo_button.text, font, BOLD)[0] < scene.undo_button.rect.w
    ctrl_z(app)
    assert scene.game.to_dict() == before and saved_state(app) == before
    assert not scene.undo_button.enabled and scene.tray.faces == (6, 6, 6, 1, 2)
    assert any("Anulat" in text for text, _, _ in scene.toasts)
    ctrl_z(app)  # the second is refused, with its message, changing nothing
    assert scene.game.to_dict() == before
    # S76 amended round 80 (fixG): said, never silently, and short enough to read whole in
    # the prompt's card at every size (the engine's long "error.undo.nothing" was cut with
    # "…" there even at 1920)
    assert any(text == app.tr("yams.undo.nothing") for text, _, _ in scene.toasts)
    # the visible control does the same as the keys
    key(app, pygame.K_RETURN)
    click(app, scene.undo_button)
    assert scene.game.to_dict() == before


def test_yams_the_computer_waits_so_undo_is_reachable_then_refuses_it(app):
    scene = yams_table(app, [2, 2, 2, 5, 5] + [1] * 40)
    click(app, scene.roll_button)
    run(app, 2.0)
    click(app, scene.sheet.cell_rect(0, Box.FULL_HOUSE))
    before = scene.game.to_dict()
    key(app, pygame.K_RETURN)
    assert scene.computer_turn
    # S76 4. (amended round 80, fixG): the box is undoable through the scored turn's end and
    # the passing's card (was: until the computer's first roll, UNDO_COMPUTER_WAIT); once the
    # computer's turn is shown the key is refused, and says so
    run(app, 0.2)
    assert scene.game.rolls_used == 0 and scene.undo_button.enabled  # the turn's end: offered
    key(app, pygame.K_BACKSPACE)
    assert scene.game.to_dict() == before and not scene.computer_turn
    key(app, pygame.K_RETURN)
    for _ in range(600):  # the card has become the pill: the computer's turn is shown
        app.step(DT)
        if not (scene.flow.turn_ended or scene.flow.handoff.holds):
            break
    # still waiting before its first roll, the engine would take the box back: refused (S76
    # 4.), the computer's banner saying whose turn it is (one voice: no toast over it)
    assert scene.game.rolls_used == 0 and not scene.undo_button.enabled
    waiting = scene.game.to_dict()
    ctrl_z(app)
    assert scene.game.to_dict() == waiting and scene.computer_turn
    assert scene.flow.voice.banner is not None or any(
        text == app.tr("error.undo.computer") for text, _, _ in scene.toasts)
    run(app, theme.UNDO_COMPUTER_WAIT + 0.3 + HANDOFF_SECONDS)  # (after the turn's passing)
    assert scene.computer_turn and scene.game.rolls_used >= 1  # the computer has rolled
    state = scene.game.to_dict()
    ctrl_z(app)
    assert scene.game.to_dict() == state
    assert any(text == app.tr("error.undo.computer") for text, _, _ in scene.toasts)


def test_yams_undo_after_a_save_and_a_restart(tmp_path, monkeypatch):
    monkeypatch.setattr("os.fsync", lambda fd: None)
    first = make_app(tmp_path, size=(1024, 600))
    try:
        scene = yams_table(first, [3, 3, 3, 3, 3], names=("Ana", "Bia"))
        click(first, scene.roll_button)
        run(first, 5.0)  # (hB50: the Penta's stage plays out; a click would only end it)
        click(first, scene.sheet.cell_rect(0, Box.PENTA))
        before = scene.game.to_dict()
        key(first, pygame.K_RETURN)
    finally:
        first.close()
    second = make_app(tmp_path, size=(1024, 600))
    try:
        assert second.resume_saved_game()
        table = second.manager.top
        second.step(DT)
        assert table.undo_button.enabled
        ctrl_z(second)
        assert table.game.to_dict() == before and saved_state(second) == before
    finally:
        second.close()


def farkle_table(app, game: FarkleGame, dice) -> FarkleTableScene:
    app.rng = ScriptedDice(dice)
    scene = FarkleTableScene(app, game)
    app.manager.push(scene)
    app.step(DT)
    return scene


def test_farkle_undo_of_the_bank_that_started_the_last_round(app):
    game = FarkleGame.new([Player("Ana"), Player("Bia"), Player("IA", is_computer=True)],
                          target=5_000)
    game.totals[:] = [4_900, 4_000, 1_000]
    game.banks[:] = [[4_900], [4_000], [1_000]]  # a save's counters add up (issue 23)
    game.turns_played[:] = [1, 1, 1]
    scene = farkle_table(app, game, [1, 2, 3, 4, 6, 6])
    click(app, scene.roll_button)
    run(app, 1.5)
    click(app, pygame.Rect(scene.die_centre(0), (1, 1)))
    before = game.to_dict()
    key(app, pygame.K_RETURN)
    # issue 21: the last round is said once "+N" has landed; the bank that reaches the goal
    # takes the stage first (undo waits for it: nothing runs under a stage)
    with unseen_frames(app):
        for _ in range(600):
            if scene.flight is None and scene.on_stage is None and scene.flow.frozen is None:
                break  # (hF30: the "+N" counted up in Ana's row, the turn passed)
            app.step(1 / 60)
    # round 40 (hB40, critic B32) held Undo under the last round's ribbon; round 50 (hL50,
    # critic B41) has no ribbon after the goal's banner: once the turn has passed the bank
    # that started the last round can be undone at once, the strip saying the last round
    assert game.in_last_round and not scene.banners
    assert scene.flow.last_round_strip() is not None
    assert scene.undo_button.enabled
    # hF21: one width on both tables (the bank's figure is said by its "+N" and the
    # prompt); round 31: lit, it says what it takes back (critic "10 000 table" §2)
    assert scene.undo_button.text == "Anulează încasarea: Ana"  # (whose: round 71, B71; no
    # genitive: critic E71, "lui Jucătorul 1" is wrong Romanian)
    app.apply_settings(app.settings.with_changes(language="en"))
    assert scene.undo_button.text == app.tr("farkle.undo.bank", name="Ana") == "Undo Ana's bank"
    app.apply_settings(app.settings.with_changes(language="ro"))
    ctrl_z(app)
    assert game.to_dict() == before and saved_state(app) == before
    assert not game.in_last_round and not scene.banners and scene.flight is None
    assert scene.tray_live and scene.tray.faces == (1, 2, 3, 4, 6, 6)
    assert not scene.undo_button.enabled
    ctrl_z(app)  # the choice is open again: the next undo puts its die back (stop 39)
    assert game.selected == frozenset() and game.turn_total == 0
    ctrl_z(app)  # nothing chosen, nothing banked: refused, nothing changes
    assert game.selected == frozenset() and scene.toast is not None
    assert scene.toast.text == app.tr("error.undo.nothing")


def test_farkle_the_computer_waits_then_its_turn_refuses_undo(app):
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
    scene = farkle_table(app, game, [1, 2, 3, 4, 6, 6, 5, 5, 5, 2, 3, 4])
    click(app, scene.roll_button)
    run(app, 1.5)
    click(app, pygame.Rect(scene.die_centre(0), (1, 1)))
    key(app, pygame.K_RETURN)
    run(app, theme.UNDO_COMPUTER_WAIT - 0.2)
    assert scene.computer_turn and game.roll_dice is None and game.can_undo
    run(app, 1.0 + theme.FARKLE_PULSE_TIME + HANDOFF_SECONDS)  # (the count, the passing)
    assert game.roll_dice is not None  # the computer rolled
    state = game.to_dict()
    ctrl_z(app)
    assert game.to_dict() == state and scene.toast is not None
    assert scene.toast.text == app.tr("error.undo.computer")


# ---- remembered players, the name counter, saved at once, the overwrite question ------------


def open_new_game(app, kind: str) -> NewGameScene:
    app.manager.push(NewGameScene(app, kind))
    settle(app, 3)
    return app.manager.top


def test_new_game_opens_with_the_last_players_and_target_and_saves_at_once(app):
    scene = open_new_game(app, "farkle")
    scene.humans.set_value(2)
    scene.fields[0].set_text("Ana")
    scene.fields[1].set_text("Ștefan")
    click(app, scene.target.rects[2])
    # (hS30: the computer's level has one place, Setări: the game starts at it)
    app.apply_settings(app.settings.with_changes(farkle_level="expert"))
    click(app, scene.start_button)
    assert top_name(app) == "FarkleTableScene"
    kind, state = app.store.load_game()  # saved before any roll
    assert kind == "farkle" and state == app.manager.top.game.to_dict()
    assert state["target"] == 15_000 and state["computer_level"] == "expert"
    assert app.store.load_settings().last_names == ("Ana", "Ștefan")
    app.manager.pop()
    again = open_new_game(app, "yams")
    assert again.humans.value == 2 and again.player_names() == ["Ana", "Ștefan"]
    assert again.target.value == 15_000


def test_name_field_shows_its_limit_and_refuses_more_visibly(app):
    scene = open_new_game(app, "yams")
    field = scene.fields[0]
    click(app, field)
    type_text(app, "Ana")
    # the count shows on the name's card, above the field (the field is all the name's)
    left = theme.NAME_MAX_LENGTH - 3  # (hM69: the letters left, in words)
    assert scene._count_text(len(field.text), field.max_length) == f"rămân {left} litere"
    type_text(app, "x" * (theme.NAME_MAX_LENGTH - 3))
    assert len(field.text) == theme.NAME_MAX_LENGTH and field.refused == 0
    type_text(app, "y")
    assert len(field.text) == theme.NAME_MAX_LENGTH and field.refused > 0
    assert not field.text.endswith("y")
    run(app, theme.NAME_REFUSED_TIME + 0.1)
    assert field.refused == 0


def test_a_new_game_over_an_unfinished_one_asks_first_start_by_default(app):
    app.store.save_game("yams", YamsGame.new([Player("Old"), Player("IA", True)]).to_dict())
    scene = open_new_game(app, "yams")  # (round 76: the same game's save; the other's
    # own is never asked about, tests/test_save_per_game_menu.py)
    click(app, scene.start_button)
    dialog = app.manager.top
    assert isinstance(dialog, OverwriteConfirm)
    # The body says what is lost, and does not echo the title "Partidă neterminată".
    # (an empty paragraph is the gap between the saved game's card and the question)
    assert [p for p in dialog.body_paragraphs() if p] == [
        "Yams cu Old și Calculatorul", "Tura 1 din 13",
        "Cu o partidă nouă, partida de Yams se pierde."]  # (hM30: the question names it)
    assert not any("neterminat" in line for line in dialog.body_paragraphs())
    # The confirm button says what it does; "Continuă" is the menu's opposite (issue 22).
    assert dialog.yes_button.text == "Începe o partidă nouă"
    assert dialog.focus.focused is dialog.no_button  # the safe choice: keep the saved game
    assert dialog.no_button.text == "Păstrează partida"
    font = dialog.font_px(theme.FONT_BUTTON)
    assert text_size(dialog.yes_button.text, font, BOLD)[0] < dialog.yes_button.rect.w
    assert app.store.load_game()[0] == "yams"  # nothing overwritten while asking
    click(app, dialog.no_button)
    assert top_name(app) == "NewGameScene" and app.store.load_game()[0] == "yams"
    click(app, scene.start_button)
    key(app, pygame.K_RETURN)  # "Păstrează partida" is the default: Enter discards nothing
    assert top_name(app) == "NewGameScene" and app.store.load_game()[0] == "yams"
    click(app, scene.start_button)
    click(app, app.manager.top.yes_button)
    assert top_name(app) == "YamsTableScene"
    assert "Old" not in str(app.store.load_game("yams")[1]["players"])  # the new game saved


# The dialog over a saved 10 000 game says how far it got: who leads, with what, of what target.
def test_the_overwrite_dialog_says_which_game_is_lost_and_how_far_it_got(app):
    game = FarkleGame.new([Player("Ana"), Player("Bia"), Player("Calculatorul", True)], 5_000)
    game.totals[:] = [1_200, 3_250, 2_000]
    game.banks[:] = [[1_200], [3_250], [2_000]]
    game.turns_played[:] = [1, 1, 1]
    app.store.save_game("farkle", game.to_dict())
    click(app, open_new_game(app, "farkle").start_button)  # (its own game's save, round 76)
    dialog = app.manager.top
    assert isinstance(dialog, OverwriteConfirm)
    assert dialog.body_paragraphs()[:2] == ["10 000 cu Ana, Bia și Calculatorul",
                                            "Conduce Bia cu 3 250 din 5 000"]
    game.totals[:] = [3_250, 3_250, 0]
    game.banks[:] = [[3_250], [3_250], []]
    game.busts[:] = [0, 0, 1]  # the computer lost its turn
    app.store.save_game("farkle", game.to_dict())
    dialog = OverwriteConfirm(app, lambda: None)
    assert dialog.body_paragraphs()[1] == "Egalitate în frunte la 3 250 din 5 000"


def test_rematch_keeps_players_target_and_level_and_rotates_the_start(app):
    game = FarkleGame.new([Player("Ana"), Player("Bia"), Player("IA", is_computer=True)],
                          target=5_000, computer_level="expert")
    game.finished = True
    game.totals[:] = [5_100, 3_000, 4_000]
    scene = farkle_table(app, game, [])
    run(app, theme.FARKLE_END_DELAY + 0.5)
    overlay = app.manager.top
    assert isinstance(overlay, ResultsOverlay)
    overlay.finish_count()  # the winner's count landed: the click acts
    click(app, overlay.new_game_button)
    table = app.manager.top
    assert isinstance(table, FarkleTableScene) and table is not scene
    assert [p.name for p in table.game.players] == ["Bia", "IA", "Ana"]
    assert table.game.target == 5_000 and table.game.totals == [0, 0, 0]
    assert table.game.computer_level == "expert"
    assert app.store.load_game()[1] == table.game.to_dict()


def test_yams_rematch_rotates_the_seats(app):
    card_game = YamsGame.new([Player("Ana"), Player("Bia")])
    scene = YamsTableScene(app, card_game)
    app.manager.push(scene)
    scene.new_game()
    table = app.manager.top
    assert isinstance(table, YamsTableScene)
    assert [p.name for p in table.game.players] == ["Bia", "Ana"]



def _order_said(scene: NewGameScene) -> tuple[str, bool]:
    """Who New Game's seat cards say starts ("" for the computer) and whether they say the
    computer plays last, read back from the cards in turn order."""
    chips = scene.seat_chips()
    first = chips[0][1].split(" · ", 1)[1]
    return ("" if chips[0][2] else first), chips[-1][2]


def test_new_game_says_the_turn_order_the_engine_plays_even_after_a_rotated_rematch(
        app, monkeypatch):
    # A rematch rotates the seats: Bia starts, the computer plays second.
    seats = [Player("Ana"), Player("Bia"), Player("IA", is_computer=True)]
    app.manager.push(YamsTableScene(app, YamsGame.new(seats)))
    app.manager.top.new_game()
    assert [p.name for p in app.manager.top.game.players] == ["Bia", "IA", "Ana"]
    real = NewGameScene.players
    orders = [real, lambda self: real(self)[1:] + real(self)[:1],  # another seating
              lambda self: real(self)[-1:] + real(self)[:-1]]  # the computer first
    for players in orders:
        with monkeypatch.context() as patch:
            patch.setattr(NewGameScene, "players", players)
            scene = open_new_game(app, "yams")  # opens with the rematch's people
            said = _order_said(scene)
            click(app, scene.start_button)
            if top_name(app) != "YamsTableScene":
                click(app, app.manager.top.yes_button)  # a new game over the unfinished one
        game = app.manager.top.game
        first = game.players[game.current]
        plays_last = game.players[(game.current - 1) % len(game.players)]
        assert said == ("" if first.is_computer else first.name, plays_last.is_computer), (
            [label for _, label, _ in scene.seat_chips()], [p.name for p in game.players])


def test_the_undo_names_what_it_takes_back_from_the_engine_alone():
    # game.engine.undo.undone_scoring: whose scoring and which box, None once rolled again.
    from game.engine.undo import undone_scoring

    game = YamsGame.new([Player("Ana"), Player("Bia")])
    assert undone_scoring(game) is None
    game.roll(ScriptedDice([2, 2, 2, 5, 5]))
    game.pick(Box.FULL_HOUSE)
    game.validate()
    assert undone_scoring(game) == (0, Box.FULL_HOUSE)
    game.roll(ScriptedDice([1, 2, 3, 4, 6]))
    assert undone_scoring(game) is None
    farkle = FarkleGame.new([Player("Ana"), Player("Bia")])
    farkle.roll(ScriptedDice([1, 2, 3, 4, 6, 6]))
    farkle.toggle(0)
    farkle.bank()
    assert undone_scoring(farkle) == (0, None)
