"""Coach marks of a first game (issue 22 §4): each tip at its moment, once, closed by one click
or any key (the key still does its work at the table: none is swallowed), showing its step and
"Nu mai arăta", remembered in the settings across a restart, off in Setări, back from "?",
never over the dice, the voice's places, the buttons or what it points at; a damaged
``coach_seen`` / ``coach_marks`` in settings.json is set aside like any damaged setting."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game.app import App
from game.coach_marks import COACH_MARKS
from game.engine.players import Player
from game.flow.coach import (
    GAP_SECONDS,
    CoachClock,
    FarkleMoment,
    YamsMoment,
    due_farkle,
    due_yams,
)
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.settings import SettingsScene
from game.scenes.yams_help import YamsHelpOverlay
from game.storage.settings import Settings
from game.storage.store import Storage
from tests.layout_check import check_app, problems
from tests.uihelpers import FRAME, click, key, make_app, settle
from tools.screens_farkle import table_with
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

YAMS = YamsMoment(person=True, quiet=True, rolled=True, rolls_left=2, any_held=False,
                  picked=False, countdown=False)
FARKLE = FarkleMoment(person=True, quiet=True, live=True, scoring_die=True, selected=False,
                      can_bank=False, hot=False, refused=False)


# --- which mark, when (pure) --------------------------------------------------------------------


def test_each_yams_mark_at_its_moment_and_only_unseen():
    assert due_yams(YAMS, ()) == "yams.hold"
    assert due_yams(YAMS.__class__(**{**YAMS.__dict__, "rolls_left": 1}), ()) == "yams.box"
    counting = YamsMoment(**{**YAMS.__dict__, "rolls_left": 0, "countdown": True})
    assert due_yams(counting, ()) == "yams.countdown"
    assert due_yams(YAMS, ("yams.hold",)) is None  # once
    for quiet in ({"person": False}, {"quiet": False}, {"rolled": False}, {"picked": True},
                  {"any_held": True}):
        assert due_yams(YamsMoment(**{**YAMS.__dict__, **quiet}), ()) is None, quiet


def test_each_farkle_mark_at_its_moment_and_only_unseen():
    f = FARKLE.__dict__
    assert due_farkle(FARKLE, ()) == "farkle.set_aside"
    assert due_farkle(FarkleMoment(**{**f, "refused": True}), ()) == "farkle.refused"
    chosen = FarkleMoment(**{**f, "selected": True, "can_bank": True})
    assert due_farkle(chosen, ("farkle.set_aside",)) == "farkle.risk"
    assert due_farkle(chosen, ("farkle.risk",)) == "farkle.bank"  # the bank after the risk
    assert due_farkle(FarkleMoment(**{**f, "hot": True, "selected": True}), ()) == "farkle.hot"
    assert due_farkle(FARKLE, ("farkle.set_aside",)) is None
    for quiet in ({"person": False}, {"quiet": False}, {"live": False}):
        assert due_farkle(FarkleMoment(**{**f, **quiet}), ()) is None, quiet


def test_the_clock_shows_one_mark_then_rests_before_the_next():
    clock = CoachClock()
    clock.update(FRAME, "yams.hold")
    assert clock.shown == "yams.hold"
    clock.update(FRAME, "yams.box")  # its moment passed: it goes, unseen
    assert clock.shown is None and clock.seen == ()
    clock.update(FRAME, "yams.box")
    assert clock.shown is None  # the rest between two marks
    clock.update(GAP_SECONDS, "yams.box")
    clock.update(FRAME, "yams.box")
    assert clock.shown == "yams.box"
    assert clock.dismiss() == "yams.box" and clock.seen == ("yams.box",)
    off = CoachClock(enabled=False)
    off.update(FRAME, "yams.hold")
    assert off.shown is None


# --- at the tables ------------------------------------------------------------------------------


def coach_app(tmp_path: Any, size: tuple[int, int] = (1366, 768), drawn: bool = False,
              **settings: Any) -> Any:
    """An app with the coach marks on; its frames are not drawn unless ``drawn`` (where the
    card goes is worked out in the update: the drawing costs the time)."""
    app = make_app(tmp_path, size=size, coach_marks=settings.pop("coach_marks", True),
                   **settings)
    if not drawn:
        app.manager.draw = lambda surface: None
    return app


STEP = 0.05
"""The frames these tests step while waiting (a coach mark's gap is 1.2 s)."""


def layout_problems(app: Any, where: str) -> list[str]:
    """One frame drawn with the layout recorder on, and what the layout check finds in it."""
    undrawn = app.manager.__dict__.pop("draw", None)
    try:
        return check_app(app, where)
    finally:
        if undrawn is not None:
            app.manager.draw = undrawn


def until_shown(app: Any, scene: Any, seconds: float = 3.0) -> str | None:
    for _ in range(round(seconds / STEP)):
        app.step(STEP)
        if scene.coach.shown is not None:
            break
    return scene.coach.shown


def land(app: Any, scene: Any) -> None:
    for _ in range(200):
        if scene.outcome_visible() and not scene.tray.is_moving:
            return
        app.step(FRAME)


def assert_clear(scene: Any) -> None:
    """The card misses the dice, the voice's places, the live buttons and what it points at
    (round 64, the lead's ruling: a disabled button, the greyed "Anulează", may lie under it)."""
    card = scene.coach.card
    assert card is not None
    keep = list(scene.dice_in_play_rects()) + [w.rect for w in scene.focus.widgets
                                               if w.visible and getattr(w, "enabled", True)]
    keep += getattr(scene, "message_rects", list)()
    for rect in keep:
        assert not card.colliderect(rect), (scene.coach.shown, card, rect)
    assert not card.colliderect(scene.coach.target)


def test_yams_hold_mark_once_one_click_remembered_across_a_restart(tmp_path):
    app = coach_app(tmp_path)
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3)
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.hold"
    assert_clear(scene)
    click(app, scene.coach.card)  # the card's own click only closes it
    assert scene.coach.shown is None and not any(scene.game.held)
    assert "yams.hold" in app.settings.coach_seen
    app.close()
    again = App(size=(1366, 768), windowed=True, data_dir=tmp_path)  # settings from the disk
    again.step(FRAME)
    assert "yams.hold" in again.settings.coach_seen and again.settings.coach_marks
    scene = table(again, ["Ana"], [2, 5, 5, 3, 6])
    scene.roll()
    land(again, scene)
    assert until_shown(again, scene, 2.0) is None  # seen: never again
    again.close()


def test_a_click_elsewhere_closes_the_mark_and_acts(tmp_path):
    app = coach_app(tmp_path)
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6])
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.hold"
    click(app, scene.dice_in_play_rects()[0])
    assert scene.coach.shown is None and scene.game.held[0]
    app.close()


def test_escape_closes_the_card_and_still_acts_a_click_on_the_card_only_closes(tmp_path):
    app = coach_app(tmp_path)
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6, 6, 6, 6, 2, 3])
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.hold"
    key(app, pygame.K_ESCAPE)  # the key is the table's too: "leave?" opens, the card goes
    assert app.manager.top is not scene and scene.coach.shown is None
    key(app, pygame.K_ESCAPE)  # the dialog's Escape: stay
    assert app.manager.top is scene
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.box"
    assert_clear(scene)
    # beside the sheet it speaks of, never over it: every box stays readable (S20 amended
    # round 77, hC81: over the sheet's top edge, beside the title lines; was left of it)
    assert not scene.coach.card.colliderect(scene.sheet.rect)
    assert scene.coach.card.bottom <= scene.sheet.rect.top
    click(app, scene.coach.card)
    assert scene.coach.shown is None and scene.game.picked is None  # nothing under it acts
    assert scene.flow.voice.refusal is None and scene.flow.refused_cell is None
    assert set(app.settings.coach_seen) == {"yams.hold", "yams.box"}
    app.close()


def test_enter_after_hot_dice_banks_and_closes_the_card(tmp_path):
    seen = ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank")
    app = coach_app(tmp_path, coach_seen=seen)
    scene = table_with(app, 1, 1, 2, 2, 2, 1, 5, 5)
    scene.press_roll()
    land(app, scene)
    for i in range(6):
        scene.press_die(i)
    assert until_shown(app, scene, 4.0) == "farkle.hot"
    key(app, pygame.K_RETURN)
    assert scene.coach.shown is None and "farkle.hot" in app.settings.coach_seen
    assert scene.game.totals[0] == 450  # banked: the key reached the game
    app.close()


def test_each_card_shows_its_step_and_turns_the_tips_off(tmp_path):
    app = coach_app(tmp_path, coach_seen=("yams.hold",))
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2])
    scene.roll()
    land(app, scene)
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.box"
    # (S62 4., amended round 79: the countdown's card the tour's third step, "3/3" to come)
    assert scene.coach.footer == ("2/3", "Nu mai arăta", "Înainte →")  # one label (round 72:
    # the count says the steps this player sees, the countdown's once it comes)
    stop = scene.coach.stop_rect()
    assert stop is not None and scene.coach.card.contains(stop)
    click(app, stop)
    assert app.settings.coach_marks is False and scene.coach.shown is None
    assert Storage(tmp_path).load_settings().coach_marks is False
    assert scene.game.picked is None  # only the card heard the click
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene, 2.0) is None  # the countdown's tip no longer comes
    app.close()


def test_the_countdown_waits_while_its_mark_shows(tmp_path):
    app = coach_app(tmp_path, coach_seen=("yams.hold", "yams.box"))
    scene = table(app, ["Ana"], [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2])
    for _ in range(3):
        scene.roll()
        land(app, scene)
    assert until_shown(app, scene) == "yams.countdown"
    assert_clear(scene)
    for _ in range(50):  # far past Y10's 3 s: nothing written while it explains
        app.step(0.1)
    assert scene.coach.shown == "yams.countdown" and scene.game.round == 1
    assert scene.game.dice is not None
    box = scene.flow.marked_box
    key(app, pygame.K_RETURN)  # closes it and is the table's too: the red Validează tura
    assert scene.coach.shown is None and scene.flow.voice.refusal is None
    assert scene.game.cards[0].points(box) is not None  # the pre-selected box written
    assert scene.game.dice is None
    app.close()


def test_the_computers_turn_shows_none(tmp_path):
    app = coach_app(tmp_path)
    players = [Player("IA", is_computer=True), Player("Ana")]
    from game.engine.yams import YamsGame
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice([2, 5, 5, 3, 6] * 6, 5)
    scene = YamsTableScene(app, YamsGame.new(players))
    app.manager.push(scene)
    for _ in range(round(4 / STEP)):
        app.step(STEP)
        assert scene.coach.shown is None or not scene.game.current_player.is_computer
        if not scene.game.current_player.is_computer:
            break
    app.close()


def test_farkle_marks_at_their_moments(tmp_path):
    app = coach_app(tmp_path)
    scene = table_with(app, 1, 2, 1, 3, 4, 6, 6, 1, 1, 1, 5, 5)
    scene.press_roll()
    land(app, scene)
    assert until_shown(app, scene) == "farkle.set_aside"
    assert scene.coach.target == scene.hit_targets()[1]  # the one die to click: the 1
    assert_clear(scene)
    click(app, scene.coach.card)
    scene.press_die(0)  # a 2 alone scores nothing: refused
    assert until_shown(app, scene) == "farkle.refused"
    assert_clear(scene)
    assert scene.flow.voice.refusal is not None  # said, and the card beside it
    assert layout_problems(app, "refused") == []
    for _ in range(60):  # the refusal's words fade; the card stays until it is closed
        app.step(0.1)
    assert scene.flow.voice.refusal is None and scene.coach.shown == "farkle.refused"
    click(app, scene.coach.card)
    scene.press_die(1)
    assert until_shown(app, scene) == "farkle.risk"
    from game.views.coach_farkle import fact_row_rect, risk_meter_rect

    assert scene.coach.target == risk_meter_rect(scene)  # the meter it explains
    click(app, scene.coach.card)
    assert until_shown(app, scene) == "farkle.bank"
    # (rewritten again, round 67, ruling S5: round 64's card under "Încasează", over the
    # greyed "Anulează", is reversed; no card lies on a button, so it stands on the felt
    # over the mat and points at the dice set aside there, the turn's points, hC31's place)
    # (round 71: "Încasează" itself; round 72: the Tura panel's "După încasare")
    assert scene.coach.target == fact_row_rect(scene)
    assert not scene.coach.card.colliderect(scene.mat)
    assert not scene.coach.card.colliderect(scene.undo_button.rect)
    assert not scene.coach.card.colliderect(scene.groups_rect)
    assert_clear(scene)
    click(app, scene.coach.card)
    assert set(app.settings.coach_seen) == set(COACH_MARKS) - {"farkle.hot"} - {
        "yams.hold", "yams.box", "yams.countdown"}
    app.close()


def test_hot_dice_mark_once_its_moment_is_over(tmp_path):
    seen = ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank")
    app = coach_app(tmp_path, coach_seen=seen)
    scene = table_with(app, 1, 2, 2, 2, 1, 5, 5)
    scene.press_roll()
    land(app, scene)
    for i in range(6):
        scene.press_die(i)
    app.step(FRAME)
    assert scene.flow.moment.busy and scene.coach.shown is None  # not over the moment
    assert until_shown(app, scene, 4.0) == "farkle.hot"
    assert not scene.flow.moment.busy
    assert_clear(scene)
    app.close()


def test_off_in_setari_means_none(tmp_path):
    app = coach_app(tmp_path)
    settings = SettingsScene(app)
    app.manager.push(settings)
    settle(app, 2)
    choice = next(w for _, w in settings.rows if getattr(w, "name", "") == "coach_marks")
    assert choice.value is True  # "Pornit" on a first start of these settings
    click(app, choice.rects[1])  # "Oprit"
    assert app.settings.coach_marks is False
    assert Storage(tmp_path).load_settings().coach_marks is False
    app.manager.pop()
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6])
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene, 2.0) is None
    app.close()


@pytest.mark.parametrize("overlay", [YamsHelpOverlay, FarkleHelpOverlay])
def test_show_again_from_help_brings_them_back(tmp_path, overlay):
    app = coach_app(tmp_path, coach_marks=False, coach_seen=tuple(COACH_MARKS))
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6])
    help_overlay = overlay(app)
    app.manager.push(help_overlay)
    settle(app, 2)
    click(app, help_overlay.again_button)
    assert app.settings.coach_marks is True and app.settings.coach_seen == ()
    assert Storage(tmp_path).load_settings().coach_seen == ()  # kept on disk
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.hold"
    app.close()


@pytest.mark.parametrize("size", [(1024, 600)])  # the others: tests/test_layout.py
def test_the_card_keeps_clear_at_every_size(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6])
    scene.roll()
    land(app, scene)
    assert until_shown(app, scene) == "yams.hold"
    settle(app, 20)
    assert_clear(scene)
    assert layout_problems(app, f"coach {size}") == []
    app.close()


def test_the_layout_check_catches_a_card_over_a_die_or_a_button():
    from game.widgets.layout_record import Frame, PanelMark

    card = pygame.Rect(100, 100, 300, 80)
    frame = Frame(panels=[PanelMark(pygame.Rect(150, 150, 200, 60), "button"),
                          PanelMark(card, "coach")])
    found = problems(frame, (1024, 600), dice=[pygame.Rect(120, 90, 40, 40)],
                     coach=[pygame.Rect(390, 170, 20, 20)])
    assert any("over a button" in p for p in found)
    assert any("coach" in p and "covers" in p for p in found)
    assert any("what it points at" in p for p in found)
    clean = Frame(panels=[PanelMark(card, "coach")])
    assert problems(clean, (1024, 600), dice=[pygame.Rect(500, 300, 40, 40)]) == []


@pytest.mark.parametrize("bad", [{"coach_seen": ["yams.hold", "yams.hold"]},
                                 {"coach_seen": ["made.up"]}, {"coach_seen": "yams.hold"},
                                 {"coach_marks": "yes"}, {"coach_seen": [3]}])
def test_a_damaged_coach_setting_is_set_aside(tmp_path, bad):
    good = Settings(coach_seen=("yams.hold",)).to_dict()
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1,
                                                        "settings": {**good, **bad}}))
    store = Storage(tmp_path)
    loaded = store.load_settings()
    assert loaded == Settings()  # the defaults, no crash
    assert [m.key for m in store.messages] == ["storage.damaged_settings"]
    assert list(tmp_path.glob("settings.json.*.bak"))


def test_a_fresh_install_has_them_on(monkeypatch):
    import ast
    import inspect

    import game.storage.settings as module

    # The module's own default (the suite's conftest sets it False for the other tests).
    tree = ast.parse(inspect.getsource(module))
    value = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                 and any(getattr(t, "id", "") == "COACH_DEFAULT" for t in node.targets))
    assert isinstance(value, ast.Constant) and value.value is True
    monkeypatch.setattr(module, "COACH_DEFAULT", True)  # as outside the tests
    assert Settings().coach_marks is True and Settings().coach_seen == ()
    assert Settings.from_dict({}).coach_marks is True


@pytest.mark.parametrize("language", ["ro", "en"])
def test_every_mark_is_whole_on_two_lines_at_every_size(language):
    # "no text wall": each card says its few words on at most two lines, and none is cut
    # off (the card once dropped a third line's words silently)
    from game.coach_marks import COACH_MARKS
    from game.i18n import Translator
    from game.views.coach import CARD_LINES, card_lines, card_measures, coach_words

    tr = Translator.load(language)
    from game import theme

    for size in [(1024, 600), (1366, 768), (1920, 1080)]:
        font, _, _, room = card_measures(theme.scale_for(size), size[0])
        for mark in COACH_MARKS:
            text = coach_words(tr, mark)
            lines = card_lines(text, font, room)
            assert " ".join(lines).split() == text.split(), (language, size, mark, lines)
            assert len(lines) <= CARD_LINES, (language, size, mark, lines)
    if language == "ro":  # the plural with its article when it counts: "cele 6 zaruri"
        hot = coach_words(tr, "farkle.hot")
        assert "6 zaruri" not in hot or "cele 6 zaruri" in hot
