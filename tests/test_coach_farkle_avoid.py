"""What a 10 000 coach card is checked against (:func:`game.views.coach_farkle.farkle_avoid`)
holds ruling S5's air: every button the table shows, lit or greyed, and every die in play,
each with 16 reference pixels round it. Every card of a first 10 000 game stands in the
table's one place (:mod:`game.views.coach_spot`), which is taken only when it touches none
of this list: the list, not the place's search, keeps the card off the controls (round 69:
the older search's tests no longer see a card near a button or a die)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.coach_farkle import farkle_avoid
from game.views.coach_spot import SPOT_MARKS
from tests.test_coach_marks import coach_app
from tests.test_coach_off_every_control import AIR, controls
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("step", ["_farkle_risk", "_farkle_refused"])
def test_every_button_and_die_is_kept_off_with_16_px_of_air(tmp_path, step):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        air = theme.px(AIR, table.scale)
        buttons = controls(table)
        dice = [pygame.Rect(r) for r in (*table.dice_in_play_rects(), *table.hit_targets())]
        assert buttons and dice, (step, buttons, dice)
        for mark in SPOT_MARKS["farkle"]:
            avoid = farkle_avoid(table, mark)
            bare = [name for name, rect in buttons
                    if not any(r.contains(rect.inflate(2 * air, 2 * air)) for r in avoid)]
            bare += [f"die {tuple(d)}" for d in dice
                     if not any(r.contains(d.inflate(2 * air, 2 * air)) for r in avoid)]
            assert bare == [], (step, mark, bare)
    finally:
        app.close()


def test_each_buttons_air_is_in_the_list_once(tmp_path):
    """Every shown button's 16 px of air is asked once (review round 69: the named buttons'
    air was added a second time after every shown button's)."""
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        air = theme.px(AIR, table.scale)
        avoid = [tuple(r) for r in farkle_avoid(table, "farkle.bank")]
        twice = [name for name, rect in controls(table)
                 if avoid.count(tuple(rect.inflate(2 * air, 2 * air))) != 1]
        assert twice == [], twice
    finally:
        app.close()
