"""Hot dice reached over several throws: the stage shows the round's six dice (the groups
set aside since the six last came back, and the last selection), gathered in one row under
"Zaruri fierbinți!", with the player's name chip centred over the middle column (not over
the last throw's lone die)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.farkle_events import SetAside as Group
from game.engine.farkle_events import round_dice
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_round_dice_are_the_groups_since_the_six_came_back_and_the_selection():
    groups = [Group((1, 1, 1), 1_000), Group((5, 5, 5), 500), Group((1,), 100), Group((5,), 50)]
    assert round_dice(groups, (1, 5, 1, 5)) == (1, 5, 1, 5, 1, 5)  # the second round's
    assert round_dice(groups[:1], (5, 5, 5)) == (1, 1, 1, 5, 5, 5)
    assert round_dice(groups[:2], (1, 1, 5, 5, 2, 2)) == (1, 1, 5, 5, 2, 2)  # one throw


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_multi_throw_hot_dice_stage_shows_six_dice_and_a_centred_name(tmp_path, size):
    app = make_app(tmp_path, size=size)
    layout_record.start(size)
    try:
        table = screens_farkle.table_with(app, 2, *screens_farkle.LONG_TURN)
        screens_farkle.keep_first_and_roll(app, table, 6)  # the sixth die set aside
        name = table.player_label(0)
        chips = []
        for _ in range(60):
            layout_record.begin(size)
            app.step(1 / 30)
            picture = getattr(app.manager.top, "picture", None)
            if picture is None or picture.kind != "hot_dice":
                continue
            assert len(picture.dice) == 6 and picture.gather, picture.dice  # the round whole
            assert len(picture.dice_images) in (0, 6)
            chips += [t.rect for t in layout_record.frame().texts
                      if t.role == "stage" and t.text == name]
        assert chips, "the name's chip was never drawn"
        middle = pygame.Rect(table.center).centerx
        assert all(abs(chip.centerx - middle) <= 3 for chip in chips), (chips, middle)
    finally:
        layout_record.stop()
        app.close()
