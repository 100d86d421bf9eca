"""The goal's plate is drawn where :func:`game.views.stage_goal.goal_plate` says (a review of
round 69: the tests measured a rectangle computed apart from the one drawn): growing in, at
rest and leaving (shrinking whole), its opaque body's edges are that rectangle's."""

from __future__ import annotations

import pygame
import pytest

from game import theme_stage
from game.views import stage_table
from game.views.stage_crest import entrance_done
from game.views.stage_goal import draw_goal, goal_plate, grown, plate_rest
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _covered(picture, clock, size) -> tuple[pygame.Surface, pygame.Surface]:
    """The goal's frame at ``clock`` over a black table and over a white one."""
    frames = []
    for shade in (0, 255):
        surface = pygame.Surface(size)
        surface.fill((shade, shade, shade))
        picture.drawn_once.pop(stage_table.WHOLE_HUSH, None)  # (its hush: of this table)
        draw_goal(surface, picture, clock)
        frames.append(surface)
    return frames[0], frames[1]


def _edges(dark, light, plate) -> tuple[int, int, int]:
    """The top, left and right of the run of pixels the two frames share (covered by an
    opaque body) through ``plate``'s centre, across and down."""
    def same(x, y):
        a, b = dark.get_at((x, y)), light.get_at((x, y))
        return max(abs(a[i] - b[i]) for i in range(3)) <= 8  # (the body all but opaque)

    cx, cy = plate.center
    top = cy
    while top > 0 and same(cx, top - 1):
        top -= 1
    left = right = cx
    while left > 0 and same(left - 1, cy):
        left -= 1
    while right < dark.get_width() - 1 and same(right + 1, cy):
        right += 1
    return top, left, right + 1


def test_the_goal_plate_is_drawn_where_goal_plate_says(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        phases = {"growing": None, "rest": None, "folding": None}
        for k in range(1, 200):
            clock.age = clock.duration * k / 200
            across, down = grown(clock)
            leaving = clock.progress >= theme_stage.FARKLE_GOAL_LEAVE[0]  # (shrinking whole,
            # round 71: hF78)
            phase = ("rest" if across == down == 1 else "folding" if leaving and 0.3 < down < 0.9
                     else "growing" if 0.5 < across < 0.95 else None)
            if phase and phases[phase] is None:
                phases[phase] = clock.age
        assert None not in phases.values(), phases
        for phase, age in phases.items():
            clock.age = age
            plate = goal_plate(picture, clock)
            top, left, right = _edges(*_covered(picture, clock, size), plate)
            assert abs(top - plate.top) <= 2, (phase, top, plate)
            assert abs(left - plate.left) <= 2 and abs(right - plate.right) <= 2, \
                (phase, left, right, plate)
    finally:
        app.close()


def test_the_goal_plate_and_its_foot_are_built_once_not_every_frame(tmp_path, monkeypatch):
    # (a review, round 69: the foot's gradient, notch and trims and the plate's body were
    # rebuilt on every frame of the goal's 1.95 s)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        built = {"lines": 0}
        line = pygame.draw.line

        def counted_line(*args, **kwargs):
            built["lines"] += 1
            return line(*args, **kwargs)

        monkeypatch.setattr(pygame.draw, "line", counted_line)  # (the two gradients' rows)
        surface = pygame.Surface((1024, 600))
        resting = []
        for k in range(40, 90, 3):
            clock.age = clock.duration * k / 100
            if grown(clock) == (1.0, 1.0) and entrance_done(clock) >= 1:
                resting.append(k)
                draw_goal(surface, picture, clock)
        assert len(resting) >= 4, resting
        rows = plate_rest(picture).plate.h  # (one build: a line per row of its body; round
        # 75, hL75: the plate alone, no foot, the band after it)
        assert built["lines"] <= rows, (built, len(resting))
    finally:
        app.close()


def test_at_rest_the_goal_stage_makes_no_picture_a_frame(tmp_path, monkeypatch):
    # (a review, round 70: its foot was composed on a fresh layer every frame)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        surface = pygame.Surface((1024, 600))
        made = {"surfaces": 0}
        real = pygame.Surface

        def counted(*args, **kwargs):
            made["surfaces"] += 1
            return real(*args, **kwargs)

        resting = []
        for k in range(46, 80, 3):  # (its burst of light gone: the plate whole, its foot in)
            clock.age = clock.duration * k / 100
            if grown(clock) == (1.0, 1.0):
                draw_goal(surface, picture, clock)  # (once unwatched: what it keeps, made)
                monkeypatch.setattr(pygame, "Surface", counted)
                draw_goal(surface, picture, clock)
                monkeypatch.setattr(pygame, "Surface", real)
                resting.append(k)
        assert len(resting) >= 4, resting
        assert made["surfaces"] == 0, made
        # the table behind, fully hushed, is copied, not blended at 255 (round 70: some
        # 28 ms a frame at 1920x1080, benchmarks/goal_stage.py)
        assert stage_table.whole_hush(picture, surface).get_alpha() is None
    finally:
        app.close()


def test_the_kept_foot_says_the_line_the_picture_says_now(tmp_path):
    # (round 70: the foot's picture was kept by what it shows, not by its size alone; round
    # 75, hL75, ruling S6 amended: the plate has no foot, so no foot is built nor kept at any
    # frame of the stage, and nothing is drawn under the plate's lower edge)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        surface = pygame.Surface((1024, 600))
        for k in range(0, 101, 5):
            clock.age = clock.duration * k / 100
            draw_goal(surface, picture, clock)
            assert not [key for key in picture.drawn_once if "foot" in str(key)], k
    finally:
        app.close()
