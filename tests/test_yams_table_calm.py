"""The Yams table says each thing once and keeps its regions: the rolls left only on "Aruncă",
the standings' band, size and title unchanged by a refusal, one red action after a Penta
(its box), the Joker and the sacrifice explained beside the sheet, the results right after
the final total."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.views.yams_standings import rows_of
from game.widgets import layout_record
from tests.layout_check import check_app, shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import click_at, roll, table
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    """A small app (the tightest felt)."""
    application = make_app(tmp_path, size=(1024, 600))
    yield application
    application.close()



def standings_plan(scene):
    """How the standings are drawn now, beside the voice's places."""
    rows = rows_of(scene.game, scene.tr, scene.standings.last_turns)
    return scene.standings.plan(scene.game, rows, scene.message_rects())


def test_the_rolls_left_are_said_once_on_the_roll_button(app):
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
    roll(app, scene)
    assert scene.roll_button.text == "Aruncă (2)"
    assert not [t for t in shown_texts(app) if "rămase" in t or "rămasă" in t]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_refusal_leaves_the_standings_their_place_size_and_title(tmp_path, size):
    application = make_app(tmp_path, size=size)
    try:
        scene = table(application, ["Ana"], [2, 5, 5, 3, 6])
        quiet = standings_plan(scene)
        assert quiet is not None and quiet.title
        click_at(application, scene.validate_button.rect.center)  # no roll yet: refused
        assert scene.flow.voice.refusal is not None
        refused = standings_plan(scene)
        assert refused is not None and refused.title
        assert (refused.rect, refused.size) == (quiet.rect, quiet.size)
        assert not scene.refusal_rect().colliderect(refused.rect)
    finally:
        application.close()


def after_the_moment(app, scene):
    """Step until the dice rest and the moment they started (a Penta's stage) is over (those
    frames undrawn: the tests look at the table after it), then one frame drawn."""
    with unseen_frames(app):
        for _ in range(400):
            if (not scene.tray.is_moving and scene.on_stage is None
                    and not scene.flow.moment.busy):
                break
            app.step(1 / 30)
    app.step(1 / 30)


def recorded_frame(app):
    """One frame drawn with the layout recorder on: (its frame, its problems)."""
    layout_record.start(app.screen.get_size())
    try:
        found = check_app(app, "frame")
        return layout_record.frame(), found
    finally:
        layout_record.stop()


def test_after_a_penta_its_box_is_the_one_red_action(app):
    scene = table(app, ["Ana"], [3] * 5, computer=False)
    roll(app, scene)
    after_the_moment(app, scene)
    assert scene.flow.primary_box is Box.PENTA
    # (S62 3., amended round 79: the stepped-back "Aruncă" is the live secondary, solid)
    assert scene.roll_button.enabled and scene.roll_button.style == "live"
    assert scene.flow.prompt().text == "Validează tura: Penta 50"  # S106 4. (amended round 82)
    frame, found = recorded_frame(app)
    assert found == []
    # the Penta box is pre-selected (amber in the sheet): "Validează tura" is the red action
    assert scene.sheet.primary_rect(scene.sheet_view()).colliderect(
        scene.sheet.cell_rect(0, Box.PENTA))
    assert [p.rect for p in frame.panels if p.primary] == [scene.validate_button.rect]
    click_at(app, scene.sheet.cell_rect(0, Box.PENTA).center)  # the amber cell picks its box
    assert scene.game.picked is Box.PENTA
    assert scene.flow.primary_box is None and scene.validate_button.style == "primary"
    assert [p.rect for p in recorded_frame(app)[0].panels if p.primary] == [
        scene.validate_button.rect]


def test_a_joker_penta_points_at_its_only_box(app):
    # Penta filled with 50, five 4s, Patru open: the Joker's only legal box is red.
    scene = table(app, ["Ana"], [4] * 5, computer=False,
                  cards=[Scorecard.from_points({Box.PENTA: 50})])
    roll(app, scene)
    after_the_moment(app, scene)
    assert scene.flow.primary_box is Box.FOURS
    assert scene.roll_button.style == "live"  # (S62 3., round 79: solid, never red)
    assert [p.rect for p in recorded_frame(app)[0].panels if p.primary] == [
        scene.validate_button.rect]  # right after the Joker Penta: one red action
    click_at(app, scene.validate_button.rect.center)  # it writes the pre-selected box
    assert scene.game.cards[0].points(Box.FOURS) == 20


def test_an_ordinary_roll_leaves_the_red_on_roll(app):
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
    roll(app, scene)
    after_the_moment(app, scene)
    assert scene.flow.primary_box is None and scene.roll_button.style == "primary"


def note_marks(app, scene):
    """The texts drawn in the note's place (the prompt's, above the held row)."""
    frame, found = recorded_frame(app)
    assert found == []
    place = scene.note_rect()
    if scene.flow.countdown_line() is not None:  # the countdown's line under the note
        place = place.union(scene.countdown_rect())
    return sorted((m for m in frame.texts if place.colliderect(m.rect)
                   and m.role != "prompt_tag"), key=lambda m: m.rect.y)  # (the "Joker" tag)


@pytest.fixture
def large_app(tmp_path):
    """A full-HD app (where a large note and a small prompt differ)."""
    application = make_app(tmp_path, size=(1920, 1080))
    yield application
    application.close()


def test_the_joker_says_where_the_penta_may_go_in_large_type(large_app):
    app = large_app
    scene = table(app, ["Ana"], [2] * 5, computer=False,
                  cards=[Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})])
    roll(app, scene)
    after_the_moment(app, scene)
    marks = [m for m in note_marks(app, scene) if m.role != "countdown"]  # (S45: the
    # ring's digit at the pill's right end, round 78)
    assert [m.text for m in marks] == [  # its stage said the rule: what to do now, once,
        "Alege o căsuță de jos — Suită mare 40, Suită mică 30",
        # and what its hatched boxes mean (hY51, critic C41: said by a legend under the
        # sheet before, far from the prompt)
        "Căsuțele hașurate sunt închise de Joker acum"]
    small = scene.font_px(theme.FONT_SMALL)  # the size of an ordinary prompt
    assert marks[0].size > small


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_jokers_line_keeps_the_prompts_place_with_dice_held_or_not(tmp_path, size):
    # round 9 put it in the empty held row, then squeezed it above that row once a die was
    # held: one line has one place, the prompt's, in every beat
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2] * 5, computer=False,
                      cards=[Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})])
        roll(app, scene)
        after_the_moment(app, scene)
        line = "Alege o căsuță de jos — Suită mare 40, Suită mică 30"

        def where():
            frame, found = recorded_frame(app)
            assert found == []
            marks = [m.rect for m in frame.texts if m.text == line]
            assert len(marks) == 1, [m.text for m in frame.texts]
            return marks[0]

        free = where()
        place = scene.prompt_place()
        assert place.contains(free) and not free.colliderect(scene.held_band)
        scene.flow.toggle_hold(0)
        with unseen_frames(app):
            for _ in range(20):
                app.step(1 / 30)
        assert any(scene.game.held)
        assert where() == free  # the same place, the same size
    finally:
        app.close()


def test_a_sacrifice_is_said_exactly_with_what_it_means(large_app):
    app = large_app
    card = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                  Box.CHANCE: 15})
    scene = table(app, ["Ana"], [1, 1, 3, 4, 6] * 3, computer=False, cards=[card])
    for _ in range(3):
        roll(app, scene)
    marks = [m for m in note_marks(app, scene) if m.role != "countdown"]  # (S45: the
    # ring's digit at the pill's right end, round 78)
    assert [m.text for m in marks] == [
        "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una",
        "Se înscrie automat la Doi"]  # the countdown's words (where; round 75, hC77: its
    # seconds said once, by the ring on the box, critic cA75)
    # (two lines at most in the message slot: its meaning, "Căsuța pe care o alegi primește
    # 0 puncte", gives way to the countdown: tests/test_yams_note_room.py)
    assert marks[0].size > scene.font_px(theme.FONT_SMALL)


def test_the_results_come_right_after_the_final_totals_moment(app):
    from game.scenes.results import ResultsOverlay

    full = {box: 0 for box in Box if box is not Box.CHANCE}
    scene = table(app, ["Ana"], [1, 1, 2, 2, 3], computer=False,
                  cards=[Scorecard.from_points({**full, Box.SIXES: 18})])
    roll(app, scene)
    click_at(app, scene.sheet.cell_rect(0, Box.CHANCE).center)
    click_at(app, scene.validate_button.rect.center)
    assert scene.game.finished
    ended_at = None
    for frame in range(400):  # the final TOTAL is counted on the stage, then the results
        if scene.on_stage is None and not scene.flow.moment.busy and ended_at is None:
            ended_at = frame
        if isinstance(app.manager.top, ResultsOverlay):
            break
        assert not scene.flow.results_shown
        app.step(1 / 60)
    assert isinstance(app.manager.top, ResultsOverlay) and ended_at is not None
    assert frame - ended_at <= 2  # no dead time between the final total and the results


def test_after_a_penta_enter_picks_its_box_then_validates(app):
    from tests.uihelpers import key

    scene = table(app, ["Ana"], [3] * 5, computer=False)
    roll(app, scene)
    after_the_moment(app, scene)
    key(app, pygame.K_RETURN)
    assert scene.game.picked is Box.PENTA and scene.game.cards[0].points(Box.PENTA) is None
    key(app, pygame.K_RETURN)
    assert scene.game.cards[0].points(Box.PENTA) == 50


def test_a_first_game_gives_no_tip_to_roll_again_after_a_penta(tmp_path):
    application = make_app(tmp_path, size=(1024, 600), coach_marks=True)
    try:
        scene = table(application, ["Ana"], [3] * 5 + [2, 5, 5, 3, 6], computer=False)
        roll(application, scene)
        after_the_moment(application, scene)
        for _ in range(30):
            application.step(1 / 30)
        assert scene.coach.shown is None  # "keep a die" would be the wrong advice now
        click_at(application, scene.sheet.cell_rect(0, Box.PENTA).center)
        click_at(application, scene.validate_button.rect.center)
        roll(application, scene)  # an ordinary roll: the tip comes
        for _ in range(60):
            application.step(1 / 30)
        assert scene.coach.shown == "yams.hold"
    finally:
        application.close()
