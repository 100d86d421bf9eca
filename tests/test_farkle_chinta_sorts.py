"""The Chintă's dice, once gathered in the order they lie, re-order to 1-2-3-4-5-6 in one
short visible move before its amount and name show (critic round 40: a Chintă read 2-1-3-…):
a die going to its place dips into a lane under the row and slides there while the dice it
passes shift over in the row, so no die crosses another or the words; they fade home from
their sorted places (never flying across each other)."""

from __future__ import annotations

import pytest

from game.flow.stage import HOME_FROM, WORDS_OFF
from game.views import stage_gather
from game.views.stage import drawn_stamp
from game.views.stage_pictures import rare_dice
from game.views.stage_words import tally_rect
from tests.uihelpers import make_app
from tools.screens_farkle import table_with
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _chinta(app, dice):
    table = table_with(app, 2, *dice)
    table.press_roll()
    stage = until_staged(app)
    _, faces = rare_dice(table)
    return stage, faces


@pytest.mark.parametrize("dice", [(4, 2, 6, 1, 3, 5), (6, 5, 4, 3, 2, 1)])
def test_the_chintas_row_reads_one_to_six_once_sorted(tmp_path, dice):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage, faces = _chinta(app, dice)
        picture, clock = stage.picture, stage.clock
        clock.age = clock.duration * stage_gather.ARRIVED
        rects = stage_gather.flying_rects(picture, clock)
        assert [f for _, f in sorted(zip((r.centerx for r in rects), faces, strict=True))] \
            != [1, 2, 3, 4, 5, 6]  # gathered in the order they lay
        clock.age = clock.duration * (stage_gather.SORT_TO + 0.01)
        rects = stage_gather.flying_rects(picture, clock)
        assert [f for _, f in sorted(zip((r.centerx for r in rects), faces, strict=True))] \
            == [1, 2, 3, 4, 5, 6]
        assert stage_gather.SORT_TO - stage_gather.SORT_FROM <= 0.25  # short
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("dice", [(4, 2, 6, 1, 3, 5), (6, 5, 4, 3, 2, 1)])
def test_no_die_crosses_another_or_the_words_as_they_sort(tmp_path, size, dice):
    app = make_app(tmp_path, size=size)
    try:
        stage, _ = _chinta(app, dice)
        picture, clock = stage.picture, stage.clock
        amount = tally_rect(picture)
        for step in range(0, 101):
            u = stage_gather.ARRIVED + (HOME_FROM - stage_gather.ARRIVED) * step / 100
            clock.age = clock.duration * u
            rects = stage_gather.flying_rects(picture, clock)
            for k, a in enumerate(rects):  # (a hair's touch is no crossing)
                for b in rects[k + 1:]:
                    assert not a.inflate(-2, -2).colliderect(b), (u, a, b)
            letters = drawn_stamp(picture, clock)
            if letters is not None:
                assert all(not r.colliderect(letters) for r in rects), u
            if stage_gather.words_shown(picture, clock) > 0 and u < WORDS_OFF:
                assert all(not r.colliderect(amount) for r in rects), (u, amount)
    finally:
        app.close()
