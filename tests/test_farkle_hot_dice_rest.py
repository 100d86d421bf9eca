"""Hot dice come in only once every die rests: the sixth die set aside slides onto the mat
first, and "Zaruri fierbinți!" (its stage, its banner) waits for it, so nothing of it ever
shows over dice still sliding."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_hot_dice_moment_waits_while_the_sixth_die_glides():
    # (hB51: two triples, not four 1s and two 5s: three pairs' own stage says the hot dice)
    table = Table((1, 1, 1, 5, 5, 5, 2, 3, 4, 6, 6, 2))
    flow = table.flow
    table.throw_and_keep(*range(5))
    table.dice.glide_on_place = True  # the sixth die slides onto the mat
    flow.press_die(5)
    table.run(0.3)
    assert flow.moment.kind == "hot_dice" and flow.moment.waiting
    assert "hot_dice" not in table.played
    table.dice.gliding = table.dice.glide_on_place = False  # it rests
    table.run(DT)
    assert flow.moment.playing("hot_dice") and table.played.count("hot_dice") == 1


@pytest.mark.parametrize("dice", [(1, 1, 1, 5, 5, 5), (2, 2, 2, 3, 3, 3)])  # (hB51: not
# four 1s and two 5s, three pairs: their own stage says the hot dice)
def test_a_bank_while_the_sixth_die_glides_lands_it_and_hot_dice_are_said(dice):
    # F8: hot dice sound the moment the sixth die is set aside, also when the turn is then
    # banked at once (a big bank's stage, 1 500, or a small one, 500)
    table = Table(dice + (2, 3, 4, 6, 6, 2))
    table.throw_and_keep(*range(5))
    table.dice.glide_on_place = True  # the sixth die slides onto the mat
    table.flow.press_die(5)
    assert table.flow.moment.waiting and "hot_dice" not in table.played
    table.flow.press_bank()  # before the die rests
    assert table.played.count("hot_dice") == 1
    assert table.played.index("hot_dice") < len(table.played) - 1  # then the bank's sound


def test_nothing_of_hot_dice_is_drawn_over_a_sliding_die(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    layout_record.start(app.screen.get_size())
    try:
        run = Run(app, "hot_dice_rest")
        table = seat(run, (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1))
        throw(run, table)
        keep(run, table, 0, 1, 2, 3, 4)
        run.frames(30)
        hot = app.tr("farkle.hot_dice")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=table.die_centre(5)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                             pos=table.die_centre(5)))
        glided, said_while_gliding, said, captioned = 0, [], False, False
        for _ in range(90):
            layout_record.begin(app.screen.get_size())
            app.step(DT)
            texts = [t.text for t in layout_record.frame().texts]
            shown = any(hot in t for t in texts)
            caption = app.tr("farkle.hot_caption", points=format_int(table.game.turn_total))
            captioned = captioned or (table.on_stage == "hot_dice" and caption in texts)
            gliding = table.tray.is_gliding
            glided += gliding
            if gliding and (shown or table.on_stage is not None):
                said_while_gliding.append(glided)
            said = said or shown
        assert glided > 0  # the case: the sixth die did slide
        assert said  # and hot dice were said once it rested
        assert not said_while_gliding
        # the banner says what hot dice mean: all six dice come back (F8)
        assert captioned and "6" in caption
    finally:
        layout_record.stop()
        app.close()
