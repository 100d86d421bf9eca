"""A Yams Penta's exit is atomic (ruling S77, round 80, hY119; critic cA79 #1, #15): leaving a
Joker Penta with held dice showed a frame of dice flying over a bare stage, then a table whose
held rack was cut away for three slots (felt laid over them) and whose record panel's title
was sliced by a felt block (``seq/yams_moments_pentas_and_joker_pentas_1920/…_0600``,
``_0610``, ``seq/yams_penta_1920/…_0140``).

Stepped frame by frame over a Penta's and a Joker Penta's exits, with and without held dice,
at 1920x1080 and 1024x600:

* the places the dice left show the table itself with no die on it (its rack, its slots and
  the panels round them whole), never a patch of felt: every frame drawn over the real table
  is the frame drawn over the table emptied of its dice;
* the table is never whole with a die off its slot: each die is in its own slot (held or not)
  by the frame the table has come back;
* no frame shows the dice on their way home over a bare stage: from the words' end the table
  round the dice' column is coming back.
"""

from __future__ import annotations

from typing import Any

import numpy
import pygame
import pytest

from game.theme_stage import YAMS_EXIT_WORDS
from game.views import stage_gather
from game.views.stage import column_back, handed_back, shown_stamp_alpha
from game.views.stage_gather import flying_rects
from tests.uihelpers import make_app
from tools.screens_yams_moments import STATES

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]
KINDS = {"penta": "penta", "penta_held": "penta", "joker_penta": "joker_penta",
         "joker_penta_held": "joker_penta"}


def _staged(app: Any, state: str) -> tuple[Any, Any]:
    """The stage of ``state`` (tools.screens_yams_moments) and the table under it."""
    dict(STATES)[state](app, 30)
    stage, table = app.manager.top, app.manager.stack[-2]
    assert stage.clock.kind == KINDS[state]
    assert any(table.game.held) == state.endswith("_held"), table.game.held
    return stage, table


def _frames(stage: Any, start: float, end: float, step: float = 1 / 60):
    """Age ``stage`` frame by frame from ``start`` to ``end`` (shares of it), as played: its
    number landing, the table told it hands back; yields each share."""
    clock = stage.clock
    age = clock.duration * start
    while age < clock.duration * end:
        clock.age = age
        if clock.flight() >= 1 and not stage.landed:
            stage.land()
        stage.update(0.0)  # (its clock held: the table handed back as in play)
        yield clock.progress
        age += step


def _forget_hush(picture: Any) -> None:
    """Drop the hushed tables the picture made (each render makes its own)."""
    picture._dimmed = picture._lit = picture._bare = picture._veil = None


def _rendered(stage: Any, under: pygame.Surface) -> pygame.Surface:
    frame = under.copy()
    _forget_hush(stage.picture)
    stage.draw(frame)
    return frame


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", list(KINDS))
def test_the_places_the_dice_leave_show_the_table_whole(tmp_path, monkeypatch, size, state):
    app = make_app(tmp_path, size=size)
    try:
        stage, table = _staged(app, state)
        picture = stage.picture
        checked = 0
        for _ in _frames(stage, 0.52, 0.8, 1 / 30):
            if stage_gather.homing(stage.clock, picture) >= 1:
                continue  # (home: the table's own dice lie under them)
            real = pygame.Surface(size)
            table.draw(real)
            shown = _rendered(stage, real)
            with monkeypatch.context() as patch:  # the truth: the table drawn with no die
                patch.setattr(stage_gather, "clear_places", lambda *a, **k: None)
                empty = _rendered(stage, table.drawn_without_dice(size))
            places = picture.dice[0].unionall(picture.dice[1:]).inflate(
                picture.dice[0].w, picture.dice[0].h).clip(pygame.Rect((0, 0), size))
            a = pygame.surfarray.pixels3d(shown.subsurface(places)).astype(int)
            b = pygame.surfarray.pixels3d(empty.subsurface(places)).astype(int)
            off = int((numpy.abs(a - b).max(axis=2) > 12).sum())
            assert off <= places.w * places.h // 1000, (
                round(stage.clock.progress, 3), off, places)
            checked += 1
        assert checked >= 8
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", list(KINDS))
def test_the_table_is_never_back_with_a_die_off_its_slot(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        stage, table = _staged(app, state)
        picture = stage.picture
        places = [pygame.Rect(r) for r in table.dice_in_play_rects()]
        whole = 0
        for share in _frames(stage, 0.5, 0.99):
            if column_back(picture, stage.clock) >= 1 or handed_back(picture, stage.clock) >= 1:
                whole += 1
                assert flying_rects(picture, stage.clock) == places, round(share, 3)
        assert whole >= 10
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", list(KINDS))
def test_no_die_flies_home_over_a_bare_stage(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        stage, table = _staged(app, state)
        picture = stage.picture
        places = [pygame.Rect(r) for r in table.dice_in_play_rects()]
        flying = 0
        for share in _frames(stage, YAMS_EXIT_WORDS[1], 0.99):
            if flying_rects(picture, stage.clock) == places:
                continue
            flying += 1
            stamp = shown_stamp_alpha(picture, stage.clock)
            assert stamp >= 0.5 or column_back(picture, stage.clock) > 0, round(share, 3)
            if stamp <= 0:  # its letters gone: the table round the dice well seen
                assert column_back(picture, stage.clock) >= 0.2, round(share, 3)
        assert flying >= 3
    finally:
        app.close()
