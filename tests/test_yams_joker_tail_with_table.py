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
