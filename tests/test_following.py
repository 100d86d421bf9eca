"""Following the game (issue 12): whose turn, the computer's pace, a reason for every score.

UI tests post real events to a headless app and count frames of ``App.step``; the rest checks
the pure helpers (combination names, the computer's threshold reason) against the rules.
"""

from __future__ import annotations

import math
import re

import pygame
import pytest

from game import theme
from game.ai import farkle as farkle_ai
from game.ai import yams as yams_ai
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow import turn_passing
from game.flow.turn_handoff import HANDOFF_SECONDS
from game.rules.farkle import name_combinations, score
from game.rules.yams import Box, Scorecard
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.overlays import PauseOverlay
from game.scenes.yams_table import YamsTableScene, keep_and_release
from game.widgets.explain import grouped_dice, selection_line, threshold_formula
from tests.uihelpers import FRAME, drawing_one_frame_in, make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures(
    "pictures_drawn_once_no_fsync",  # many apps
    "one_frame_in_three_drawn",  # their checks are of what the game does
)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A small headless app (normal speeds); fsync skipped, sounds ignored."""
    monkeypatch.setattr("os.fsync", lambda fd: None)
    application = make_app(tmp_path, size=(1024, 600))
    application.audio.play = lambda name, *volume: None
    yield application
    application.close()


def post_click(app, pos):
    """Press and release the left button at ``pos`` (one frame each)."""
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(FRAME)


def post_key(app, code):
    """Press a key (one frame)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(FRAME)


def frames(app, n):
    """Run ``n`` frames of 1/60 s (unseen but the last: tools/unseen_frames)."""
    with unseen_frames(app):
        for _ in range(n):
            app.step(FRAME)


def seat(app, table_class, new_game, names, dice, computer):
    """Push a table of ``table_class`` for ``names`` (+ the computer) with scripted dice."""
    players = [Player(n) for n in names] + ([Player("IA", is_computer=True)] if computer else [])
    app.rng = ScriptedDice(dice, seed=5)
    scene = table_class(app, new_game(players))
    app.manager.push(scene)
    app.step(FRAME)
    return scene


def yams_table(app, names=("Ana", "Ion"), dice=(), computer=False):
    """A Yams table for ``names`` (+ the computer), dice from ``dice`` then seeded."""
    return seat(app, YamsTableScene, YamsGame.new, names, dice, computer)


def farkle_table(app, names=("Ana", "Ion"), dice=(), computer=False, target=10_000):
    """A 10 000 table for ``names`` (+ the computer)."""
    return seat(app, FarkleTableScene, lambda players: FarkleGame.new(players, target), names,
                dice, computer)


def roll_and_land(app, scene):
    """Click "Aruncă" and run frames until the dice have landed and rest."""
    post_click(app, scene.roll_button.rect.center)
    with unseen_frames(app):  # the tumble: unseen but the last frame
        for _ in range(300):
            if scene.outcome_visible() and not scene.tray.is_moving:
                return
            app.step(FRAME)
    raise AssertionError("the dice never landed")


def yams_cell(app, scene, box):
    """Click ``box`` in the current player's column."""
    post_click(app, scene.sheet.cell_rect(scene.game.current, box).center)


# --- 1. whose turn ------------------------------------------------------------------------


def test_yams_banner_names_the_next_player_when_the_turn_passes(app):
    scene = yams_table(app, dice=[1, 2, 3, 4, 6])
    assert not scene.turn_banner.active  # the first player is already in place
    roll_and_land(app, scene)
    yams_cell(app, scene, Box.CHANCE)
    post_key(app, pygame.K_RETURN)
    assert scene.game.current == 1
    frames(app, round(turn_passing.PASS_SECONDS * 60) + 3)  # the old dice leave first
    assert scene.turn_banner.active and scene.turn_banner.text == "E rândul tău!"
    frames(app, round((theme.TURN_BANNER_TIME + HANDOFF_SECONDS) * 60) + 5)  # (its clock
    assert not scene.turn_banner.active  # stops under the turn's passing)


def test_farkle_banner_waits_for_the_bust_dice_then_names_the_next_player(app):
    scene = farkle_table(app, dice=(2, 3, 4, 6, 6, 3))
    post_click(app, scene.roll_button.rect.center)  # a bust: the turn passes in the engine
    assert scene.game.current == 1
    with unseen_frames(app):  # the states of these frames are read, not their pictures
        for _ in range(300):
            app.step(FRAME)
            assert not scene.turn_banner.active  # Ana's bust dice are in the air or still show
            if scene.outcome_visible():
                break
    assert scene.frozen is not None
    # the bust is said once: the stamp's line and why under it (round 40, critic B32: "the
    # bust gives no reason"), no figure (the ledger's struck-out total says what was lost)
    assert [(b.text, list(b.lines)) for b in scene.banners] == [
        ("Tură pierdută!", ["Niciun zar nu punctează"])]
    with unseen_frames(app):
        for _ in range(200):  # the bust's pause (FARKLE_BUST_HOLD), then the next name
            app.step(FRAME)
            if scene.turn_banner.text == "La rând: Ion":
                break
    assert scene.frozen is None
    assert scene.turn_banner.text == "La rând: Ion"


def test_farkle_bank_message_names_the_player(app):
    scene = farkle_table(app, dice=(1, 2, 3, 4, 6, 6))
    roll_and_land(app, scene)
    post_click(app, scene.die_centre(0))
    post_click(app, scene.bank_button.rect.center)
    said = scene.flow.prompt()  # the prompt line names her while her "+100" rises (hF19)
    assert said is not None and said.text == "Ana încasează"


def test_mute_twice_leaves_one_sound_notice(app):
    post_key(app, pygame.K_m)
    post_key(app, pygame.K_m)
    texts = [notice.text for notice in app.notices.notices]
    assert texts == ["Sunet pornit"]


def test_a_newer_table_message_of_the_same_kind_replaces_the_older(app):
    scene = yams_table(app)
    post_key(app, pygame.K_RETURN)  # refused: no roll yet
    post_click(app, scene.sheet.cell_rect(1, Box.CHANCE).center)  # refused: not his column
    assert len([t for t in scene.toasts if t[1] == theme.MESSAGE_WARN]) == 1  # amber: not red


# --- 2. the computer's pace -----------------------------------------------------------------


def quiet_frames(app, scene, method, count, resting):
    """Frames of ``App.step`` during which ``resting()`` held between the computer's calls to
    ``scene.<method>`` (its steps), for its first ``count`` steps."""
    calls: list[int] = []
    step = getattr(scene, method)

    def recorded() -> None:
        calls.append(1)
        step()

    setattr(scene, method, recorded)
    quiet: list[int] = []
    rest = 0
    with unseen_frames(app):  # the steps and the rests are counted, not pictures
        for _ in range(3000):
            before = len(calls)
            app.step(FRAME)
            if len(calls) > before:
                quiet.append(rest)
                rest = 0
                if len(quiet) == count:
                    break
            elif resting():
                rest += 1
    return quiet


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_yams_computer_waits_its_pace_between_steps(app, speed):
    # Between two steps of the computer, once the dice rest, exactly its pace passes (or the
    # time its chosen box stays highlighted, before it validates).
    app.apply_settings(app.settings.with_changes(computer_speed=speed))
    scene = yams_table(app, names=(), computer=True)
    quiet = quiet_frames(app, scene.flow, "_ai_act", 6, lambda: scene.settled)
    pace = theme.COMPUTER_STEP_SECONDS[speed] * 60
    box_show = theme.COMPUTER_BOX_SHOW_SECONDS[speed] * 60
    assert len(quiet) == 6
    for waited in quiet[1:]:
        assert min(abs(waited - pace), abs(waited - box_show)) <= 2, (quiet, pace)


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_farkle_computer_waits_its_pace_between_steps(app, speed):
    # Between two steps, while no die flies: its pace (a share of it per die set aside, never
    # under the die's reading beat: S81 4.); a die gliding to the mat is not a quiet frame
    # (its pace counts from the die's landing, round 80, hF102).
    app.apply_settings(app.settings.with_changes(computer_speed=speed))
    scene = farkle_table(app, names=(), computer=True, dice=(1, 1, 2, 3, 4, 6) * 3)
    quiet = quiet_frames(app, scene.flow, "_computer_step", 5,
                         lambda: not scene.busy and not scene.flow.dice.gliding)
    pace = theme.COMPUTER_STEP_SECONDS[speed] * 60
    die = max(theme.COMPUTER_DIE_READ * 60, pace * theme.COMPUTER_DIE_STEP_SHARE)
    assert len(quiet) == 5
    for waited in quiet:
        assert min(abs(waited - pace), abs(waited - die)) <= 2, (quiet, pace)


def test_yams_computer_box_stays_highlighted_and_its_caption_until_its_turn_passes(app):
    scene = yams_table(app, names=("Ana",), computer=True, dice=[1, 2, 3, 4, 6])
    roll_and_land(app, scene)
    yams_cell(app, scene, Box.CHANCE)
    post_key(app, pygame.K_RETURN)
    assert scene.computer_turn
    picked_frames = 0
    with drawing_one_frame_in(app, 3):  # the frames' states are checked, not the pictures
        for _ in range(3000):
            app.step(FRAME)
            if scene.computer_turn and scene.game.picked is not None:
                picked_frames += 1
            if not scene.computer_turn:
                break
        assert abs(picked_frames - theme.COMPUTER_BOX_SHOW_SECONDS["normal"] * 60) <= 2
        caption = [t for t in scene.toasts if "Calculatorul a ales" in t[0]]
        assert caption and math.isinf(caption[0][2])
        frames(app, 600)  # the band has said Ana's turn: the caption went as it began and
        # is never said again under "La rând: Ana" (round 71, ruling S13, critic C70)
        assert not any("Calculatorul a ales" in t[0] for t in scene.toasts)
        assert scene.game.cards[1].filled  # (its box kept on the sheet)


def test_computer_speed_is_a_setting_and_old_files_load(app):
    from game.scenes.settings import SettingsScene
    from game.storage.settings import Settings

    assert Settings.from_dict({"language": "ro"}).computer_speed == "normal"
    with pytest.raises(ValueError):
        Settings(computer_speed="warp")
    scene = SettingsScene(app)
    app.manager.push(scene)
    app.step(FRAME)
    labels = [app.tr(key) for key, _ in scene.rows]
    assert "Viteza calculatorului" in labels
    choice = dict(scene.rows)["settings.computer_speed"]
    post_click(app, choice.rects[2].center)
    assert app.settings.computer_speed == "fast"


def test_threshold_reason_adds_up_to_the_f13_formula(app):
    # "Calculatorul încasează la 350", "Pragul: 300 de bază + 100 (în urmă) − 50 (reducere,
    # 3 zaruri)": 1 300 behind,
    # three 1s set aside leave 3 dice; the shown terms add up to banking_threshold().
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
    game.totals[:] = [1_500, 200]
    game.current = 1
    game.roll(ScriptedDice([1, 1, 1, 2, 3, 4], strict=True))
    reason = farkle_ai.threshold_reason(game)
    formula = farkle_ai.banking_threshold(200, 1_500, 3)
    assert reason.threshold == formula == farkle_ai.current_threshold(game) == 350
    text = threshold_formula(app.tr, reason)
    assert text.replace("\u00a0", " ") == (
        "Pragul: 300 de bază + 100 (în urmă) − 50 (reducere, 3 zaruri)")
    stripped = re.sub(r"\([^)]*\)", "", text)
    terms = re.findall(r"([+−]?)\s*(\d+(?:\s\d{3})*)", stripped)
    shown = sum((-1 if sign == "−" else 1) * int(re.sub(r"\s", "", n)) for sign, n in terms)
    assert shown == formula
    # The rules screen states the same figures.
    rule = app.tr("rules.farkle.ai.text", base=farkle_ai.BASE_THRESHOLD,
                  step=farkle_ai.BEHIND_STEP,
                  most=farkle_ai.BASE_THRESHOLD + farkle_ai.BEHIND_CAP)
    assert "în urmă" in rule and "300" in rule and "100" in rule
    drop = app.tr("rules.farkle.ai.discount", one=150, two=100, three=50)
    assert "scade" in drop and "50" in drop


def test_the_threshold_caption_reads_as_a_sentence_never_a_bare_number(app):
    # Issue 22: the base alone once read "= 300"; now it says what it is, in words.
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)])
    game.current = 1
    text = threshold_formula(app.tr, farkle_ai.threshold_reason(game))
    assert text.replace("\u00a0", " ") == "Pragul de bază: 300, fără adaos și fără reducere"
    for own, best in [(0, 0), (0, 2_500), (0, 9_000), (5_000, 1_000)]:
        game.totals[:] = [best, own]
        caption = threshold_formula(app.tr, farkle_ai.threshold_reason(game))
        assert re.match(r"^[A-ZĂÂÎȘȚ][a-zăâîșț]+", caption), caption
        assert "=" not in caption


def test_threshold_reason_in_the_last_round_is_what_it_needs(app):
    game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)], 5_000)
    game.totals[:] = [5_200, 4_000]
    game.last_round_by, game.last_round_pending, game.current = 0, [1], 1
    reason = farkle_ai.threshold_reason(game)
    # (hL50: 50 past the leader, the table's one "needed" figure; 1 201 before)
    assert reason.threshold == farkle_ai.current_threshold(game) == 1_250
    assert "5 200" in threshold_formula(app.tr, reason)


def test_threshold_reason_for_every_case_of_the_rules_table():
    for own, best, dice in [(0, 0, 6), (0, 2_500, 3), (0, 9_000, 1), (5_000, 1_000, 2)]:
        game = FarkleGame.new([Player("A"), Player("IA", is_computer=True)])
        game.totals[:] = [best, own]
        game.current = 1
        reason = farkle_ai.threshold_reason(game)
        assert reason.threshold == farkle_ai.banking_threshold(own, best, 6)
        assert reason.base + reason.behind_raise - reason.discount == reason.threshold
        assert dice


# --- 3. Yams ------------------------------------------------------------------------------


def test_countdown_marks_the_expert_box_whatever_the_level(app):
    # Y10 refined: with the computer set to "beginner", the countdown still fills the
    # expert's box, and that box is marked in the sheet while it runs.
    app.apply_settings(app.settings.with_changes(difficulty="beginner"))
    dice = [1, 2, 2, 3, 3]  # the expert writes Doi; the beginner would take Asuri
    assert yams_ai.choose_box(Scorecard(), dice, level="beginner") is not yams_ai.choose_box(
        Scorecard(), dice, level="expert")
    scene = yams_table(app, names=("Ana",), dice=dice * 3)
    for _ in range(3):
        roll_and_land(app, scene)
    app.step(FRAME)
    expert = yams_ai.choose_box(Scorecard(), dice, level="expert")
    assert scene.countdown is not None
    assert scene.sheet_view().marked is expert
    frames(app, round(theme.YAMS_AUTO_SCORE_DELAY * 60) + 5)
    event = scene.game.last_event
    assert event is not None and event.auto and event.box is expert
    assert scene.toasts[0][0].startswith("Ana: înscris automat")


def test_no_auto_score_after_the_second_roll(app):
    # Y10: only the third roll starts the countdown: after two rolls nothing is ever scored.
    scene = yams_table(app, names=("Ana",), dice=[1, 2, 3, 4, 6] * 2)
    roll_and_land(app, scene)
    roll_and_land(app, scene)
    frames(app, round(theme.YAMS_AUTO_SCORE_DELAY * 60) * 3)
    assert scene.countdown is None and scene.sheet_view().marked is None
    assert scene.game.last_event is None and scene.game.cards[0] == Scorecard()


def test_hint_marks_held_dice_to_release_and_names_its_target(app):
    # 6,6,6 + 2,3 with the 2 and 3 held: keep the three 6s, release the 2 and the 3.
    scene = yams_table(app, names=("Ana",), dice=[2, 6, 6, 6, 3])
    roll_and_land(app, scene)
    post_key(app, pygame.K_1)
    post_key(app, pygame.K_5)
    frames(app, 20)
    assert scene.game.held == (True, False, False, False, True)
    post_click(app, scene.hint_button.rect.center)
    assert scene.hint_release == (0, 4)
    assert set(scene.hint_dice) == {1, 2, 3}
    assert len(scene.release_marks()) == 2
    target = yams_ai.aimed_box(Scorecard(), (2, 6, 6, 6, 3), 2)
    assert scene.hint_box is target
    assert app.tr(target.key) in scene.hint_text and "termini cu ~" in scene.hint_text.lower()


def test_keep_and_release_prefers_the_held_dice():
    # Two 6s shown, one held: keep the held one, so nothing needs releasing.
    assert keep_and_release((6, 1, 6, 2, 3), (False, False, True, False, False), (6,)) == (
        (2,), ())
    assert keep_and_release((6, 1, 6, 2, 3), (True, True, False, False, False), (6, 6)) == (
        (0, 2), (1,))


# --- 4. 10 000 ----------------------------------------------------------------------------


def test_combinations_are_named_as_the_score_reads_them():
    # F1/F2: the parts add up to the score, and every die belongs to one part.
    cases = {
        (5, 5, 1, 5): [("three", 5, 500), ("single", 1, 100)],
        (1, 1, 1, 1, 5, 5): [("three_pairs", 0, 1_500)],
        (1, 2, 3, 4, 5, 6): [("straight", 0, 2_500)],
        (2, 2, 2, 3, 3, 3): [("three", 3, 300), ("three", 2, 200)],
        (1, 1): [("double", 1, 200)],
        (4, 4, 4, 4): [("four", 4, 1_000)],
    }
    for dice, parts in cases.items():
        named = name_combinations(dice)
        assert named is not None
        assert [(c.kind, c.value, c.points) for c in named] == parts
        assert sum(c.points for c in named) == score(dice)
        assert sorted(v for c in named for v in c.dice) == sorted(dice)
    assert name_combinations((1, 2)) is None


def test_selection_line_and_history_name_the_combinations(app):
    tr = app.tr
    # (hF51, critic B50: one figure per fact; the lines ended "= 600" beside the ledger's
    # "+600": the selection's points are its ledger row's)
    assert selection_line(tr, (5, 5, 1, 5), 600) == "Selecție: Trei de 5 + un 1"
    assert selection_line(tr, (2, 2, 3, 3, 4, 4), 1_500) == "Selecție: Trei perechi"
    assert selection_line(tr, (1, 2, 3, 4, 5, 6), 2_500) == "Selecție: Chintă"
    assert selection_line(tr, (2, 2, 2, 2), 1_000) == "Selecție: Careu de 2"
    assert grouped_dice((5, 5, 1, 5)) == (5, 5, 5, 1)


def test_the_mat_line_names_the_clicked_selection(app):
    scene = farkle_table(app, dice=(5, 5, 1, 5, 2, 3))
    roll_and_land(app, scene)
    for index in range(4):
        post_click(app, scene.die_centre(index))
    for _ in range(15):  # (the last landed on the mat: named as it lands, ruling S53)
        app.step(FRAME)
    # (hF51, critic B50: was "… = 600"; the ledger's row says the points)
    assert scene.selection_label()[0] == "Selecție: Trei de 5 + un 1"


def test_the_heading_says_the_target_the_game_is_played_to(app):
    # a game to 5 000 is never titled "10 000" beside "Obiectiv: 5 000"
    assert farkle_table(app, target=5_000).heading() == "5 000"
    assert farkle_table(app, target=15_000).heading() == "15 000"
    assert farkle_table(app, target=10_000).heading() == "10 000"  # the game's own name


def test_rules_page_says_where_the_risk_is_shown(app):
    text = app.tr("rules.farkle.risk.text", risk=app.tr("farkle.label.risk"))
    assert "dreapta" in text and "Lângă butonul" not in text


# --- 5. words -----------------------------------------------------------------------------


def test_texts_speak_of_clicking_not_touching():
    from game.i18n import load_catalog

    for language in ("ro", "en"):
        catalog = load_catalog(language)
        for key, text in catalog.messages.items():
            for form in (text if isinstance(text, tuple) else (text,)):
                lowered = form.lower()
                assert "atinge zarurile" not in lowered and "atingeți" not in lowered, key
                assert "tap " not in lowered and "touch " not in lowered, key


@pytest.mark.parametrize(("kind", "own"), [("yams", "1–5"), ("farkle", "1–6")])
def test_pause_lists_the_tables_own_keys(app, kind, own):
    from game.widgets.keycaps import KEY_MARK

    overlay = PauseOverlay(app, rules_game=kind)
    # (round 77, hM80: the catalogs write each key "[key]", drawn in its cap, S24 amended)
    lines = [KEY_MARK.sub(r"\1", app.tr(key)) for key in overlay.help_keys()]
    assert lines[0] == "Spațiu: Aruncă"
    assert any(line.startswith(own) for line in lines)
    assert not any(line.startswith("Enter sau Spațiu") for line in lines)
    assert "Ctrl+Z: anulează ultima alegere" in lines  # both tables take a choice back
