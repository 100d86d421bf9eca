"""The Yams table's special rules played like a person: the Joker, a Penta, the sacrifice
and the 3-second rule, clicked where they are drawn (as in tests/test_yams_table.py, whose
helpers these share)."""

from __future__ import annotations

import pytest

from game.flow.messages import Tone
from game.rules.yams import Box
from tests import test_yams_table as yams_table_tests
from tests.test_yams_table import (
    cell,
    filled,
    land,
    play_turn,
    press,
    roll,
    table,
    toasts,
    validate,
)
from tests.uihelpers import drawing_one_frame_in
from tools.unseen_frames import unseen_frames

app = yams_table_tests.app
"""The same small fast app as the table's other tests."""

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


# --- the Joker, Penta and the sacrifice --------------------------------------------------


def _stage_over(app, scene, limit=200):
    """Step 0.05 s frames, unseen, until the moment's stage has left the table (the dice
    rest under it: since hY27 they no longer jolt, so :func:`land` returns as it begins)."""
    with unseen_frames(app):
        for _ in range(limit):
            app.step(0.05)
            if scene.on_stage is None and scene.settled and not scene.flow.moment.clock.holding:
                return  # (a Penta's dice held still before its stage first: round 75, hS30)
    raise AssertionError("the stage never left")


def test_joker_forced_upper_then_lower_then_upper_zero(app):
    # Penta 50 first, then Pentas of 4s: Patru forced, then any lower box, then upper for 0
    with drawing_one_frame_in(app, 3):  # what the game does is checked, not its pictures
        scene = table(app, names=("Ana",), dice=[6] * 5 + [4] * 5 * 8, computer=False)
        game = scene.game
        event = play_turn(app, scene, Box.PENTA)
        assert event.points == 50
        # forced Joker: five 4s, Penta at 50, Patru open -> only Patru
        roll(app, scene)
        _stage_over(app, scene)
        assert game.options() == {Box.FOURS: 20}
        assert scene.status_text()[0] == "Alege Patru"  # its stage said the rule
        assert "penta" in app.played
        cell(app, scene, Box.THREES)
        assert game.picked is None
        # refused by its cell, its sound and one short amber line that says why
        said = toasts(scene)
        assert said.count("Jokerul cere căsuța Patru: e singura permisă") == 1, said
        assert "Jokerul nu permite această căsuță pentru aruncarea de acum" not in said
        assert scene.flow.voice.refusal is not None
        assert scene.flow.voice.refusal.tone is Tone.WARN
        assert scene.flow.refused_cell is not None and "refused" in app.played
        cell(app, scene, Box.FOURS)
        validate(app, scene)
        assert game.last_event.points == 20 and game.last_event.penta_bonus == 100
        # the bonus was said by its stage ("Bonus Penta!", Ana's name): no pill repeats it
        assert scene.on_stage is None and "Ana: Bonus Penta +100" not in toasts(scene)
        # lower-box Joker: Patru filled -> the lower boxes at their Joker values
        roll(app, scene)
        _stage_over(app, scene)
        assert game.options()[Box.LARGE_STRAIGHT] == 40 and game.options()[Box.FULL_HOUSE] == 25
        assert Box.ONES not in game.options()
        cell(app, scene, Box.ONES)
        assert toasts(scene)[-1] == "Jokerul cere o căsuță de jos"
        cell(app, scene, Box.LARGE_STRAIGHT)
        validate(app, scene)
        assert game.cards[0].points(Box.LARGE_STRAIGHT) == 40
        for box in (Box.THREE_OF_A_KIND, Box.FOUR_OF_A_KIND, Box.FULL_HOUSE, Box.SMALL_STRAIGHT,
                    Box.CHANCE):
            play_turn(app, scene, box)
        # upper-zero Joker: the lower part is full -> any open upper box, for 0
        roll(app, scene)
        _stage_over(app, scene)
        assert set(game.options()) == {Box.ONES, Box.TWOS, Box.THREES, Box.FIVES, Box.SIXES}
        assert set(game.options().values()) == {0}
        cell(app, scene, Box.ONES)
        validate(app, scene)
        assert game.cards[0].points(Box.ONES) == 0 and game.last_event.penta_bonus == 100
        assert game.cards[0].penta_bonus == 800  # eight Pentas after the first


def test_penta_with_penta_box_zero_is_an_ordinary_roll(app):
    scene = table(app, names=("Ana",), dice=[1, 2, 3, 4, 6] + [4] * 5, computer=False)
    play_turn(app, scene, Box.PENTA)
    assert scene.game.cards[0].points(Box.PENTA) == 0
    app.played.clear()
    staged = []
    scene.stage_ended = staged.append  # the stage played it
    roll(app, scene)
    _stage_over(app, scene)
    assert "penta" in app.played and staged == ["penta"]  # celebrated all the same
    assert not scene.game.joker_active
    assert scene.game.options()[Box.FULL_HOUSE] == 0
    assert scene.game.options()[Box.ONES] == 0
    event = play_turn_after_roll(app, scene, Box.FULL_HOUSE)
    assert event.points == 0 and event.penta_bonus == 0


def play_turn_after_roll(app, scene, box):
    """Pick ``box`` for the roll already made, validate, return the event."""
    cell(app, scene, box)
    validate(app, scene)
    return scene.game.last_event


def test_sacrifice_message_only_after_the_last_roll_or_once_picking(app):
    scene = table(app, names=("Ana",), dice=[1, 1, 3, 4, 6] * 14, computer=False)
    for box in (Box.ONES, Box.THREES, Box.FOURS, Box.SIXES, Box.CHANCE):
        play_turn(app, scene, box)
        assert scene.status_text()[0] != (
            "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una")
    sacrifice = "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"
    # Y11 refined: with rolls left the message would be wrong advice.
    for _ in range(2):
        roll(app, scene)
        assert scene.game.all_options_zero and scene.status_text()[0] != sacrifice
    cell(app, scene, Box.PENTA)  # started picking a box: now it shows
    assert scene.status_text()[0] == sacrifice
    press(app, scene.validate_button.rect.center)
    assert scene.game.last_event.points == 0
    for box in (Box.TWOS, Box.FIVES, Box.THREE_OF_A_KIND, Box.FOUR_OF_A_KIND):
        play_turn(app, scene, box)
    for _ in range(3):
        roll(app, scene)
    assert scene.game.rolls_left == 0 and scene.status_text()[0] == sacrifice  # last roll


# --- the 3-second rule --------------------------------------------------------------------


def test_three_second_rule_scores_the_computer_box_after_the_dice_land(app):
    scene = table(app, dice=[1, 2, 3, 4, 6] * 3)
    roll(app, scene)
    roll(app, scene)
    press(app, scene.roll_button.rect.center)  # third roll in the air
    for _ in range(5):
        app.step(0.05)
        if scene.tray.is_animating:
            assert scene.countdown is None  # no countdown while the dice fly
    land(app, scene)
    assert scene.countdown is not None
    for _ in range(28):
        app.step(0.1)
    assert filled(scene.game) == 0 and scene.game.current == 0
    for _ in range(4):
        app.step(0.1)
    assert filled(scene.game) == 1 and scene.game.current == 1
    event = scene.game.last_event
    assert event.auto and scene.flash[:2] == (0, event.box)
    assert any(app.tr(event.box.key) in text and "automat" in text for text in toasts(scene))


def test_a_picked_box_stops_the_countdown(app):
    scene = table(app, dice=[1, 2, 3, 4, 6] * 3)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    cell(app, scene, Box.CHANCE)
    assert scene.countdown is None
    for _ in range(60):
        app.step(0.1)
    assert filled(scene.game) == 0 and scene.game.picked is Box.CHANCE
