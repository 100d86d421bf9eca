"""The Yams table played like a person: posted clicks on the dice, buttons and sheet cells.

The tests never call the engine's verbs: they click where the widgets are drawn and check
the engine's state after each step. Dice come from :class:`tools.screens_yams.ScriptedDice`
(chosen values first, then seeded ones) or from a seeded ``random.Random``.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box
from game.scenes.results import ResultsOverlay
from game.scenes.yams_table import YamsTableScene
from game.widgets.scorecard import fit_name
from game.widgets.text import BOLD, font
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_yams import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

SIZE = (1024, 600)


@pytest.fixture
def app(tmp_path):
    """A small fast-animation app; sounds are recorded in ``app.played``."""
    application = make_app(tmp_path, size=SIZE, animation_speed="fast")
    application.played = []
    application.audio.play = lambda name, volume=1.0: application.played.append(name)
    yield application
    application.close()


def table(app, names=("Ana", "Ion"), dice=(), computer=True):
    """Push a fresh table for ``names`` (+ the computer) whose dice follow ``dice``."""
    players = [Player(n) for n in names]
    if computer:
        players.append(Player("IA", is_computer=True))
    app.rng = ScriptedDice(dice, seed=11)
    scene = YamsTableScene(app, YamsGame.new(players))
    app.manager.push(scene)
    app.step(0.1)
    return scene


def press(app, pos, button=1):
    """Mouse down then up at ``pos`` (one frame each)."""
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


def key(app, code):
    """Press a key (one frame)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(1 / 60)


def land(app, scene, limit=100):
    """Step 0.05 s frames until the dice rest (no roll in the air, no glide); only the
    frame they rest in is drawn."""
    with unseen_frames(app):
        for _ in range(limit):
            if scene.settled and not scene.tray.is_moving:
                return
            app.step(0.05)
    raise AssertionError("the dice never came to rest")


def roll(app, scene):
    """Click "Aruncă" and let the dice land."""
    press(app, scene.roll_button.rect.center)
    land(app, scene)


def cell(app, scene, box, player=None):
    """Click ``box`` in ``player``'s column (default: the current player)."""
    p = scene.game.current if player is None else player
    press(app, scene.sheet.cell_rect(p, box).center)


def validate(app, scene):
    """Click "Validează tura", then let the glides finish."""
    press(app, scene.validate_button.rect.center)
    land(app, scene)


def die(app, scene, index):
    """Click die ``index`` where it is drawn."""
    press(app, scene.tray.position(index))


def toasts(scene):
    """The texts of the messages shown over the dice."""
    return [text for text, _, _ in scene.toasts]


def play_turn(app, scene, box):
    """One roll, then ``box``, then validate: the turn's event."""
    roll(app, scene)
    for _ in range(200):  # (hB50: a click only ends a stage: a Penta's plays out first)
        if scene.on_stage is None and scene.settled and not scene.flow.busy:
            break
        app.step(0.05)
    cell(app, scene, box)
    assert scene.game.picked is box
    validate(app, scene)
    return scene.game.last_event


def filled(game):
    """Boxes filled on every card."""
    return sum(card.turns_played for card in game.cards)


# --- dice ------------------------------------------------------------------------------------


def test_the_engine_rolls_first_and_the_tray_shows_it(app):
    # the roll is decided before the tumble: the tray's final faces are the engine's dice
    scene = table(app, dice=[2, 5, 5, 3, 6])
    press(app, scene.roll_button.rect.center)
    assert scene.game.dice == (2, 5, 5, 3, 6) and scene.game.rolls_used == 1
    assert scene.tray.is_animating and scene.tray.faces == scene.game.dice
    assert "rattle" in app.played
    land(app, scene)
    assert scene.tray.shown_faces == (2, 5, 5, 3, 6)


def test_click_during_animation_skips_and_double_click_rolls_once(app):
    # a double-click on Aruncă: the second click only ends the tumble
    scene = table(app, dice=[1, 1, 2, 3, 4, 6, 6])
    press(app, scene.roll_button.rect.center)
    press(app, scene.roll_button.rect.center)
    assert scene.game.rolls_used == 1 and not scene.tray.is_animating
    assert scene.game.dice == (1, 1, 2, 3, 4)
    # a click on the sheet while the dice fly picks nothing
    press(app, scene.roll_button.rect.center)
    land(app, scene)
    press(app, scene.roll_button.rect.center)  # second roll starts...
    assert scene.tray.is_animating
    before = scene.game.to_dict()
    cell(app, scene, Box.CHANCE)  # ...and this click only lands it
    assert scene.game.picked is None and scene.game.to_dict() == before


def test_the_animation_is_shorter_in_the_fast_setting(app):
    scene = table(app, dice=[1, 2, 3, 4, 5])
    press(app, scene.roll_button.rect.center)
    frames = 0
    while scene.tray.is_animating:
        app.step(0.02)
        frames += 1
    assert 0.4 <= frames * 0.02 + 2 / 60 <= 0.7  # 0.8–1.3 s at normal speed, halved


def test_hold_by_click_and_keys_moves_dice_to_the_held_row(app):
    scene = table(app, dice=[5, 2, 5, 3, 5, 6, 6])
    roll(app, scene)
    free_y = scene.tray.rest_positions[0][1]
    die(app, scene, 0)
    key(app, pygame.K_3)
    assert scene.game.held == (True, False, True, False, False)
    assert "hold" in app.played
    land(app, scene)
    assert scene.tray.rest_positions[0][1] < free_y  # the held row is above
    assert scene.tray.rest_positions[2][1] == scene.tray.rest_positions[0][1]
    die(app, scene, 2)  # release
    assert scene.game.held == (True, False, False, False, False)
    roll(app, scene)
    assert scene.game.dice[0] == 5 and scene.game.rolls_used == 2


def test_never_a_fourth_roll(app):
    scene = table(app, dice=[1, 2, 3, 4, 6] * 3 + [5] * 5)
    for _ in range(3):
        roll(app, scene)
    dice = scene.game.dice
    assert not scene.roll_button.enabled
    press(app, scene.roll_button.rect.center)
    key(app, pygame.K_SPACE)
    assert scene.game.rolls_used == 3 and scene.game.dice == dice
    assert "Ai folosit toate cele trei aruncări: alege o căsuță" in toasts(scene)
    assert "refused" in app.played
    key(app, pygame.K_1)  # no holding after the third roll either
    assert scene.game.held == (False,) * 5


def test_roll_button_shows_the_rolls_left(app):
    scene = table(app, dice=[1, 2, 3, 4, 6])
    assert scene.roll_button.text == "Aruncă (3)"
    roll(app, scene)
    assert scene.roll_button.text == "Aruncă (2)"


def test_enter_after_clicking_roll_never_rolls_again(app):
    # a click on Aruncă leaves no keyboard focus on it; Enter still means "Validează tura"
    scene = table(app, dice=[1, 2, 3, 4, 6] * 2)
    roll(app, scene)
    assert scene.focus.focused is None
    key(app, pygame.K_RETURN)
    land(app, scene)
    assert scene.game.rolls_used == 1
    assert toasts(scene)[-1] == "Alege mai întâi o căsuță"
    assert "refused" in app.played


def test_greyed_out_buttons_say_why_they_cannot_act(app):
    scene = table(app, dice=[1, 2, 3, 4, 6] * 3)
    assert not scene.validate_button.enabled
    press(app, scene.validate_button.rect.center)
    assert toasts(scene)[-1] == "Aruncă mai întâi zarurile"
    for _ in range(3):
        roll(app, scene)
    assert not scene.roll_button.enabled
    app.played.clear()
    press(app, scene.roll_button.rect.center)
    assert scene.game.rolls_used == 3
    assert toasts(scene)[-1] == "Ai folosit toate cele trei aruncări: alege o căsuță"
    assert app.played == ["refused"]
    # the countdown's box is pre-selected: "Validează tura" is lit and writes it
    assert scene.validate_button.enabled and scene.flow.marked_box is not None


def test_a_repeated_refusal_shows_one_message(app):
    scene = table(app)
    for _ in range(3):
        press(app, scene.validate_button.rect.center)
    assert toasts(scene) == ["Aruncă mai întâi zarurile"]


# --- the sheet ----------------------------------------------------------------------------


def test_pick_then_validate_scores_once_and_passes_the_turn(app):
    scene = table(app, dice=[2, 2, 2, 5, 6])
    roll(app, scene)
    cell(app, scene, Box.TWOS)
    assert scene.game.picked is Box.TWOS and scene.validate_button.enabled
    validate(app, scene)
    assert scene.game.cards[0].points(Box.TWOS) == 6
    assert scene.game.current == 1 and filled(scene.game) == 1
    assert scene.flash is not None and scene.flash[:2] == (0, Box.TWOS)
    press(app, scene.validate_button.rect.center)  # a second click scores nothing
    assert filled(scene.game) == 1


def test_a_scored_box_flashes_over_the_kept_sheet_picture(app, monkeypatch):
    # The flash fades frame by frame over the sheet's kept picture: the sheet itself is not
    # drawn again for it (it was, every frame of the 1.8 s flash).
    scene = table(app, dice=[2, 2, 2, 5, 6], computer=False)
    roll(app, scene)
    cell(app, scene, Box.TWOS)
    validate(app, scene)
    app.step(0.05)
    while scene.flow.leaving.active:  # the old dice leave, then Ion's column lights up
        app.step(0.05)
    while scene.flow.prompt_waits:  # (S62 2., round 79: with the pill, once the band goes)
        app.step(0.05)
    app.step(0.05)
    drawn, flashes = [], []
    real_sheet, real_moments = scene.sheet._draw_sheet, scene.sheet._draw_moments
    monkeypatch.setattr(scene.sheet, "_draw_sheet", lambda *a: (drawn.append(1), real_sheet(*a)))
    monkeypatch.setattr(scene.sheet, "_draw_moments", lambda surface, view: (
        flashes.append(view.flash), real_moments(surface, view)))
    for _ in range(10):
        app.step(0.05)
    assert scene.flash is not None and len([f for f in flashes if f]) == 10
    assert drawn == []


def test_enter_validates_a_picked_box(app):
    scene = table(app, dice=[2, 2, 2, 5, 6])
    roll(app, scene)
    cell(app, scene, Box.CHANCE)
    key(app, pygame.K_RETURN)
    assert scene.game.cards[0].points(Box.CHANCE) == 17


def test_filled_box_and_other_column_are_refused_without_change(app):
    scene = table(app, names=("Ana", "Ion"), dice=[2, 2, 2, 5, 6, 1, 1, 3, 4, 6])
    play_turn(app, scene, Box.TWOS)
    roll(app, scene)  # Ion's roll
    before = scene.game.to_dict()
    cell(app, scene, Box.ONES, player=0)  # Ana's column
    assert scene.game.to_dict() == before
    assert toasts(scene)[-1] == "Poți scrie doar în coloana jucătorului de la rând"
    assert scene.refused_cell is not None and scene.refused_cell[0] == 0
    play_turn_box = Box.ONES
    cell(app, scene, play_turn_box)
    validate(app, scene)
    assert scene.game.cards[1].points(Box.ONES) == 2
    # the computer plays; then Ana clicks her filled Doi
    for _ in range(400):
        if scene.game.current == 0 and not scene.computer_turn:
            break
        app.step(0.1)
    land(app, scene)
    roll(app, scene)
    before = scene.game.to_dict()
    cell(app, scene, Box.TWOS)
    assert scene.game.to_dict() == before
    assert toasts(scene)[-1] == "Această căsuță este deja completată"


def test_click_on_the_sheet_before_rolling_is_refused(app):
    scene = table(app)
    cell(app, scene, Box.CHANCE)
    assert scene.game.picked is None
    assert toasts(scene)[-1] == "Aruncă mai întâi zarurile"


def test_seven_columns_fit_at_the_smallest_window(app):
    names = [f"Jucătorul cu nume lung {i}" for i in range(1, 7)]
    scene = table(app, names=names)
    screen = app.screen.get_rect()
    assert screen.contains(scene.sheet.rect)
    assert not scene.sheet.rect.colliderect(scene.roll_button.rect)
    assert not scene.sheet.rect.colliderect(scene.hint_button.rect)
    for p in range(7):
        assert scene.sheet.cell_rect(p, Box.PENTA).w >= 40
    app.step(0.1)  # draws without error


@pytest.mark.parametrize("names", [("Ana",), tuple(f"J{i}" for i in range(1, 7))])
def test_a_winners_popped_total_fits_above_the_key_hints_at_every_size(app, names):
    from game.widgets.celebration import celebration_bounds

    scene = table(app, names=names)
    for size in ((1024, 600), (1366, 768), (1920, 1080)):
        app.resize(size)
        app.step(1 / 60)
        area = scene.content_area  # the key-hint bar is below it
        for p in range(len(names) + 1):
            total = scene.sheet.sum_cell_rect(p, "total")
            # under TOTAL there is room for the whole pop, glints at full size ...
            assert celebration_bounds(total, scene.scale).bottom <= area.bottom, size
            # ... and beside the sheet the glints shrink rather than being cut
            assert area.contains(celebration_bounds(total, scene.scale, area)), (size, p)


def test_column_names_stay_distinct_and_inside_their_cells(app):
    # seven narrow columns: default names keep their number, the computer drops its tag
    names = [f"Jucătorul {i}" for i in range(1, 7)]
    scene = table(app, names=names)
    view = scene.sheet_view()
    headers = [scene.sheet.header_text(view, p) for p in range(7)]
    texts = [text for text, _ in headers]
    assert len(set(texts)) == 7
    assert [t[-1] for t in texts[:6]] == list("123456")
    computer = app.tr("common.computer_name")  # the computer's name on both tables
    assert texts[6] == computer or (texts[6][0] == computer[0] and "…" in texts[6])
    for text, size in headers:
        assert font(size, BOLD).size(text)[0] < scene.sheet.col_w
    # three wide columns: the computer's whole name shows, with no extra tag
    wide = table(app, names=("Ana", "Ion"))
    assert wide.sheet.header_text(wide.sheet_view(), 2)[0] == computer


def test_fit_name_keeps_the_end_of_a_cut_name():
    assert fit_name("Ana", 30, 1000) == ("Ana", 30)
    text, size = fit_name("Jucătorul cu nume lung 5", 30, 60)
    assert text.endswith("g 5") and "…" in text and font(size).size(text)[0] <= 60


# --- the computer ---------------------------------------------------------------------------


def test_computer_turn_is_paced_and_nobody_else_acts(app):
    scene = table(app, names=("Ana",), dice=[2, 2, 2, 5, 6])
    play_turn(app, scene, Box.TWOS)
    assert scene.computer_turn
    frames = 0
    ana = scene.game.cards[0]
    with unseen_frames(app):  # what the game does is checked, not its pictures
        while scene.computer_turn and frames < 500:
            if frames % 7 == 0:
                press(app, scene.roll_button.rect.center)
                press(app, scene.sheet.cell_rect(1, Box.CHANCE).center)
                key(app, pygame.K_1)
                key(app, pygame.K_SPACE)
            app.step(0.05)
            frames += 1
    assert not scene.computer_turn
    assert scene.game.cards[0] == ana
    assert scene.game.cards[1].turns_played == 1
    assert frames * 0.05 >= 0.6  # at least a roll and a shown box
    assert "Este rândul calculatorului: așteaptă puțin" in app.tr("yams.computer_turn")


# --- persistence and whole games ------------------------------------------------------------


def test_save_after_roll_hold_and_validate(app):
    scene = table(app, dice=[2, 2, 2, 5, 6])
    roll(app, scene)
    kind, state = app.store.load_game()
    assert kind == "yams" and state == scene.game.to_dict()
    die(app, scene, 0)
    assert app.store.load_game()[1]["held"][0] is True
    cell(app, scene, Box.TWOS)
    validate(app, scene)
    assert app.store.load_game()[1] == scene.game.to_dict()


def test_whole_game_two_humans_and_the_computer_through_clicks(app):
    # the computer at its fast pace: the same moves in fewer frames (its pace: test_following)
    app.settings = app.settings.with_changes(difficulty="beginner", computer_speed="fast")
    scene = table(app, names=("Ana", "Ion"))
    app.rng = random.Random(2024)
    game = scene.game
    rng = random.Random(5)
    last_filled = 0
    # What the game does is checked, not its pictures: no frame is drawn (the clicks land
    # where the dice, the boxes and the buttons are laid out)
    with drawing_one_frame_in(app, 0):
        for _ in range(20000):
            if game.finished:
                break
            if scene.computer_turn or not scene.settled:
                app.step(0.1)
            else:
                # a person: one to three rolls, holding a random die, then the first option
                roll(app, scene)
                assert game.rolls_used == 1
                for _ in range(rng.randint(0, 2)):
                    die(app, scene, rng.randrange(5))
                    land(app, scene)
                    if game.can_roll:
                        roll(app, scene)
                press(app, scene.roll_button.rect.center)  # extra click: roll or skip, never 4
                land(app, scene)
                assert game.rolls_used <= 3
                box = min(game.options(), key=lambda b: b.value)
                cell(app, scene, box)
                validate(app, scene)
            now = filled(game)
            assert last_filled <= now <= last_filled + 1  # never a double score
            last_filled = now
        assert game.finished and filled(game) == 39
        for _ in range(60):  # (round 76, hW79: the winner's own moment, then the win's stage)
            app.step(0.1)
    overlay = app.manager.top
    assert isinstance(overlay, ResultsOverlay)
    assert [r.total for r in overlay.rows] == sorted((c.total for c in game.cards), reverse=True)
    assert app.store.load_game() is None
    names = {h.name for h in app.store.highscores("yams")}
    assert names == {"Ana", "Ion"}
    assert ("win" in app.played) == overlay.person_won  # a computer's win ends calmly
    press(app, overlay.new_game_button.rect.center)
    top = app.manager.top
    assert isinstance(top, YamsTableScene) and top is not scene
    # "Partidă nouă" is a rematch: the same seats, the next player starting (issue 13)
    assert [p.name for p in top.game.players] == ["Ion", "IA", "Ana"]
    assert filled(top.game) == 0


def test_hint_outlines_dice_or_box_and_shows_the_expected_score(app):
    scene = table(app, dice=[5, 5, 5, 1, 2])
    press(app, scene.hint_button.rect.center)
    # before the first throw there is nothing to suggest: refused, "throw first" (critic C41;
    # it used to advise "Aruncă zarurile" with the expected score, a lit button saying only
    # what the red one says)
    assert scene.hint_text == ""
    roll(app, scene)
    press(app, scene.hint_button.rect.center)
    assert scene.hint_dice == (0, 1, 2) or scene.hint_box is not None
    assert "termini cu ~" in scene.hint_text.lower()
    roll(app, scene)
    assert scene.hint_text == ""  # a new roll clears the old advice


def test_hint_outlines_no_held_die_and_says_to_throw_the_rest(app):
    # the held 5s the advice keeps wear their one gold ring only, no second outline (critic
    # round 68: several rings on a held die); the advice says to keep them and throw the rest
    scene = table(app, dice=[5, 2, 5, 3, 5, 2, 5, 3, 4, 1])
    roll(app, scene)
    for i in (0, 2, 4):
        die(app, scene, i)
    land(app, scene)
    press(app, scene.hint_button.rect.center)
    assert scene.hint_dice == (0, 2, 4) and scene.hint_rings() == []
    assert scene.hint_text.startswith(app.tr("yams.hint.throw_rest"))
    # one of them released: only it, the die to take up again, is outlined, in the held row
    die(app, scene, 4)
    land(app, scene)
    press(app, scene.hint_button.rect.center)
    rings = scene.hint_rings()
    assert scene.hint_dice == (0, 2, 4) and len(rings) == 1
    assert rings[0].w > scene.tray.die_size  # it surrounds the die
    assert scene.hint_text.startswith(app.tr("yams.hint.keep"))


def test_the_hint_wraps_inside_the_left_column_at_the_smallest_size(tmp_path):
    # The longest advice (keep some, release others, the target, the expected score) at
    # 1024×600: on one line or two in the column (the prompt's pill, ruling S10), none cut
    # off, at the pill's one size, the body's (critic D69: two lines of small cyan text)
    from tests.uihelpers import recorded_frame
    from tools.screens_yams import _hint_release

    app = make_app(tmp_path, size=(1024, 600))
    _hint_release(app)
    scene = app.manager.top
    app.step(1 / 30)
    texts = recorded_frame(scene, (1024, 600)).texts
    hint = [t for t in texts if t.role == "prompt" and t.text in scene.hint_text]
    # (its step, then what it aims for, each whole on its own line: critic C70)
    assert len(hint) in (1, 2) and " · ".join(t.text for t in hint) == scene.hint_text
    assert all(scene.message_lane().contains(t.rect) for t in hint)
    # (the pill's one size, the body's raised to 18 px of em: S45, amended S10)
    from game.widgets.prompt_pill import prompt_size
    assert {t.size for t in hint} == {prompt_size(scene.scale)}
    for mark in texts:
        if mark.role in ("prompt", "aim"):
            assert scene.left.x <= mark.rect.x and mark.rect.right <= scene.left.right, mark
