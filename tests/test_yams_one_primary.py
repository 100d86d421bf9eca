"""One next action in the Yams table's special states: during the Y10 countdown (a forced
sacrifice on the last roll included) the box the countdown will fill is the one next
action, drawn in the sheet in amber (red is a button's only); Enter and the coach keep what
they did (no box is picked for the person), and the countdown's seconds read at a glance."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.widgets.prompt_pill import prompt_size
from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import click_at, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


SIZE = (1024, 600)
"""Where the tests look (the size where things collide), but the one about pixels at 1920."""


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One app for the file (each test pushes its own table, at the size it names)."""
    application = make_app(tmp_path_factory.mktemp("one_primary"), size=SIZE)
    yield application
    application.close()


def _fresh(app: Any, size: tuple[int, int] = SIZE) -> None:
    while app.manager.top is not None:
        app.manager.pop(fade=False)
    app.resize(size)


def _frame(app: Any) -> Any:
    return screen_frame(app)


def _third_roll(app: Any, dice: list[int], cards: list[Scorecard] | None = None,
                size: tuple[int, int] = SIZE) -> Any:
    _fresh(app, size)
    scene = table(app, ["Ana"], dice * 3, cards=cards, computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    assert scene.flow.countdown is not None and scene.flow.marked_box is not None
    return scene


def _primary_rects(app: Any) -> list[pygame.Rect]:
    """The red (primary, enabled) actions drawn in one frame."""
    return [p.rect for p in _frame(app).panels if p.primary]


def test_the_countdowns_box_makes_validate_the_one_red_action(app):
    scene = _third_roll(app, [2, 2, 3, 5, 6])
    box = scene.flow.marked_box
    assert scene.sheet.primary_rect(scene.sheet_view()).colliderect(
        scene.sheet.cell_rect(0, box))  # pre-selected in the sheet's amber
    assert _primary_rects(app) == [scene.validate_button.rect]  # one red: Validează tura
    points = scene.game.options()[box]
    click_at(app, scene.validate_button.rect.center)  # the red button writes that box
    assert scene.game.cards[0].points(box) == points


def test_enter_during_the_countdown_does_what_the_red_button_does(app):
    scene = _third_roll(app, [2, 2, 3, 5, 6])
    box = scene.flow.marked_box
    points = scene.game.options()[box]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          unicode="\r"))
    assert scene.game.cards[0].points(box) == points


def test_a_forced_sacrifice_on_the_last_roll_has_one_red_action(app):
    points = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}
    scene = _third_roll(app, [1, 1, 3, 4, 6], cards=[Scorecard.from_points(points)])
    assert scene.game.sacrifice_needed
    assert _primary_rects(app) == [scene.validate_button.rect]


def test_the_countdowns_line_says_its_seconds_once_in_its_place_at_1024(app):
    # critic hY22 §2: the seconds are the headline's ("… la Doi · 3 s"), their figure
    # at least 20 px tall in the smallest window, said once (the ring on the box drains)
    scene = _third_roll(app, [2, 2, 3, 5, 6], size=(1024, 600))
    assert app.screen.get_size() == (1024, 600)
    seconds = scene.flow.countdown_seconds()
    said = scene.flow.countdown_line()
    texts = _frame(app).texts
    marks = [t for t in texts if t.text == said]
    assert len(marks) == 1, [t.text for t in texts]  # the headline, once
    # (hY60, critics C50/C51: the badge on the box holds the same seconds; no other digit)
    # (hY88, critics round 70: with their unit, "3 s", what the ring counts said)
    # (hY94, critics L72 #8, H72 #10: the line says "în 3 s", the ring its digit alone)
    assert [t.role for t in texts if t.text == scene.flow.countdown_count()] == ["countdown"]
    # (round 75, hC77, critic cA75: "în 3 s" beside the ring's "3" said them twice: the
    # line says what happens, no seconds; the ring alone counts)
    assert str(seconds) not in said and not said.endswith(" s"), said
    # round 66 (critic C65: the countdown alone and under a sacrifice said two patterns):
    # the line is the quieter one under its reason, as under a note, readable (15 px of em
    # at 1024); its seconds read big in the badge (tests/test_yams_countdown_digit_reads.py)
    assert marks[0].size == prompt_size(scene.scale), marks[0]  # the pill's one size (S10)
    assert marks[0].size * theme.FONT_EM >= 15, marks[0]
    assert scene.countdown_rect().contains(marks[0].rect)  # its one place, in the lane
    assert scene.message_lane().contains(marks[0].rect)


def test_arunca_reads_greyed_while_the_dice_are_in_the_air(app):
    _fresh(app)
    scene = table(app, ["Ana"], [2, 3, 4, 5, 6] * 2, computer=False)
    roll(app, scene, land=False)
    app.step(1 / 30)
    assert scene.tray.is_animating and not scene.roll_button.enabled
    button = scene.roll_button.rect
    assert not any(p.rect.colliderect(button) for p in _frame(app).panels if p.primary)
    roll(app, scene)  # a click still lands the throw; Aruncă is lit again for the next one
    app.step(1 / 30)
    assert not scene.tray.is_animating and scene.roll_button.enabled


def test_a_forced_sacrifice_on_the_last_roll_says_what_the_countdown_will_do(app):
    points = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}
    scene = _third_roll(app, [1, 1, 3, 4, 6], cards=[Scorecard.from_points(points)])
    prompt = scene.flow.prompt()
    box = scene.tr(scene.flow.marked_box.key)
    assert prompt.key == "yams.sacrifice"  # the sacrifice's own words stay first
    said = [t.text for t in _frame(app).texts]
    assert [t for t in said if "Se înscrie automat la " + box in t], said  # (hC77, round 75)


def _red_pixels_in_sheet(app: Any, scene: Any) -> int:
    """How many pixels of the sheet (every third) are red: the primary buttons' colour, solid
    or blended over the paper (far more red than green, and not the amber's little blue)."""
    surface = pygame.Surface(app.screen.get_size())
    app.manager.draw(surface)
    sheet = scene.sheet.rect.clip(surface.get_rect())
    found = 0
    for x in range(sheet.left, sheet.right, 3):
        for y in range(sheet.top, sheet.bottom, 3):
            r, g, b, _ = surface.get_at((x, y))
            found += r > 140 and r - g > 70 and b > 35 and b < g + 20
    return found


def test_the_countdowns_box_and_a_pentas_box_are_amber_never_the_buttons_red(app):
    # red is the one primary button's; the box the countdown will fill and the box a Penta
    # points at are the sheet's amber accent, and no red button is on screen on those beats
    scene = _third_roll(app, [2, 2, 3, 5, 6])
    assert scene.sheet.primary_rect(scene.sheet_view()) is not None
    assert _red_pixels_in_sheet(app, scene) == 0
    _fresh(app)
    scene = table(app, ["Ana"], [3] * 5, computer=False)
    roll(app, scene)
    for _ in range(400):  # the Penta's moment over: its box is the next action
        if scene.flow.primary_box is Box.PENTA and not scene.flow.moment.busy \
                and scene.on_stage is None:
            break
        app.step(1 / 30)
    assert scene.sheet.primary_rect(scene.sheet_view()) is not None
    assert _red_pixels_in_sheet(app, scene) == 0
