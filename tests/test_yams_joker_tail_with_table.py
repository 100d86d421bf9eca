"""A Joker Penta's last frames (round 73: at its 60 % frame the table's lit "Validează
tura", its pill and its one box showed over bare felt for a frame, the table not yet come
back): the table comes back whole, or not at all: the table's line, its action and its box
show only once the table itself shows through its veil, at three sizes."""

from __future__ import annotations

import pytest

from game.views.stage import handed_back
from game.views.stage_words import tail_shown
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_jokers_pill_and_action_come_with_the_table(tmp_path, size):
    from tools.screens_stage import _joker, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _joker(app)
        stage = until_staged(app, "joker_penta")
        picture, clock = stage.picture, stage.clock
        assert picture.tail is not None and picture.action is not None
        shown = 0
        for k in range(241):
            clock.age = clock.duration * (0.5 + 0.3 * k / 240)
            if tail_shown(picture, clock):
                shown += 1
                assert handed_back(picture, clock) > 0, round(clock.progress, 4)
        assert shown >= 20  # (said over the stage's last frames, the table under it)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_jokers_row_lands_home_as_the_table_comes(tmp_path, size):
    """Its lifted row ("Bonus Penta 100") glides into its sheet row and lands as the table
    starts to show under it, never resting alone on bare felt (it did from 0.6 while the
    table waited for the dice to leave the sheet's side)."""
    from game.views.stage_row_leaves import row_home
    from tools.screens_stage import _joker, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _joker(app)
        stage = until_staged(app, "joker_penta")
        picture, clock = stage.picture, stage.clock
        frame = 1 / 60
        landed = None
        for k in range(401):
            clock.age = clock.duration * (0.5 + 0.2 * k / 400)
            if row_home(picture, clock) >= 1:
                landed = clock.age
                break
        assert landed is not None
        clock.age = landed + frame  # a frame after it lands: the table shows under it
        assert handed_back(picture, clock) > 0, round(clock.progress, 4)
    finally:
        app.close()
