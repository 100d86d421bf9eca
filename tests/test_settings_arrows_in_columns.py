"""Amended round 82 (hK94, ruling S34 amended round 82, critic cC82 #2): ↓ reads the
columns in turn, on from the left column's foot to the right column's top. Before: Settings'
arrows stay in their column (critic cC77: ↓ at the foot of the left column jumped
to the top of the right one, ↓ on "Înapoi" went sideways to "Joacă …"; ruling S34): ↑ ↓ move
within a column of cards, from its last row down to the button under it, from a button up to
the last row above it, and stay at the ends; ← → change the values (and go between the
buttons); Tab walks everything in reading order. Keys stepped at three sizes."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
LEFT = ["language", "fullscreen", "muted", "volume", "sound_test"]
RIGHT = ["animation", "coach_marks", "computer_speed", "difficulty", "farkle_level"]


@pytest.fixture(params=SIZES, ids=["1920", "1366", "1024"])
def settings(request, tmp_path):
    app = make_app(tmp_path, size=request.param)
    settle(app)
    app.manager.top.focus.focus(button_named(app, "menu.settings"))
    key(app, pygame.K_RETURN)
    settle(app)
    assert type(app.manager.top).__name__ == "SettingsScene"
    yield app
    app.close()


def _named(app, name):
    return next(w for w in app.manager.top.focus.widgets if getattr(w, "name", "") == name)


def _from(app, start, code):
    app.manager.top.focus.focus(_named(app, start))
    key(app, code)
    return focused_name(app)


def test_down_reads_the_columns_in_turn_to_the_button_under_the_last(settings):
    # (rewritten on purpose, round 82, hK94, ruling S34 amended round 82, critic cC82 #2: ↓
    # stopped at "Înapoi" and never reached the right column; it reads on at its top now)
    app = settings
    scene = app.manager.top
    back = scene.back_button.name
    forward = scene.forward_button.name
    road = LEFT + RIGHT + [forward]
    for here, there in zip(road, road[1:], strict=False):
        assert _from(app, here, pygame.K_DOWN) == there, (here, there)
        assert _from(app, there, pygame.K_UP) == here, (there, here)
    assert _from(app, LEFT[0], pygame.K_UP) == LEFT[0]  # the top: it stays
    assert _from(app, back, pygame.K_UP) == LEFT[-1]  # the column above it
    assert _from(app, back, pygame.K_DOWN) == back  # never sideways
    assert _from(app, forward, pygame.K_DOWN) == forward
    assert _from(app, back, pygame.K_RIGHT) == forward  # the buttons' row
    assert _from(app, forward, pygame.K_LEFT) == back


def test_left_and_right_change_values_not_the_focus(settings):
    app = settings
    for name in ("language", "difficulty", "volume"):
        widget = _named(app, name)
        before = getattr(widget, "value", getattr(widget, "index", None))
        code = pygame.K_RIGHT if name == "language" else pygame.K_LEFT
        assert _from(app, name, code) == name
        if name == "language":  # ← → only point there; Enter applies (S89 2, amends S58)
            key(app, pygame.K_RETURN)
        after = getattr(widget, "value", getattr(widget, "index", None))
        assert after != before, name
        key(app, pygame.K_LEFT if code == pygame.K_RIGHT else pygame.K_RIGHT)  # put back
        if name == "language":
            key(app, pygame.K_RETURN)


def test_tab_walks_everything_in_reading_order(settings):
    app = settings
    scene = app.manager.top
    order = LEFT + RIGHT + [scene.back_button.name, scene.forward_button.name]
    scene.focus.focus(_named(app, order[0]))
    walked = [focused_name(app)]
    for _ in order[1:]:
        key(app, pygame.K_TAB)
        walked.append(focused_name(app))
    assert walked == order
