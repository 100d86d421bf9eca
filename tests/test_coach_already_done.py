"""A tip whose action the player has already done is not shown: it is marked seen (a quick
player sets a die aside before the set-aside card could come: the card never arrives after
the fact, on the next throw); and the set-aside card only points at a die that can be set
aside now (not at a 6 that only scored with the 6 already set aside)."""

from __future__ import annotations

import pytest

from game.flow.coach import FarkleMoment, YamsMoment, done_farkle, done_yams
from game.views.coach_farkle import settable
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools.screens_coach import coach_on
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _farkle(**changes) -> FarkleMoment:
    fields = dict(person=True, quiet=False, live=True, scoring_die=True, selected=False,
                  can_bank=False, hot=False, refused=False, set_aside=False)
    return FarkleMoment(**{**fields, **changes})


def _yams(**changes) -> YamsMoment:
    fields = dict(person=True, quiet=False, rolled=True, rolls_left=2, any_held=False,
                  picked=False, countdown=False)
    return YamsMoment(**{**fields, **changes})


def test_a_done_action_counts_its_tip_as_seen():
    assert done_farkle(_farkle(set_aside=True)) == ("farkle.set_aside",)
    assert done_farkle(_farkle()) == ()
    assert done_farkle(_farkle(set_aside=True, person=False)) == ()  # the computer's turn
    assert done_yams(_yams(any_held=True)) == ("yams.hold",)
    assert done_yams(_yams(picked=True)) == ("yams.box",)
    assert done_yams(_yams(any_held=True, person=False)) == ()


def test_the_set_aside_card_only_points_at_a_die_that_can_be_set_aside_now():
    # one 6 of three set aside: the other two 6s no longer score alone, the 1 does
    assert settable((6, 6, 6, 1, 2, 3), {0}) == [3]
    assert settable((1, 5, 3, 3, 4, 2), set()) == [0, 1]
    assert settable((1, 5, 3, 3, 4, 2), {0, 1}) == []


def test_a_quick_player_never_gets_the_set_aside_card_after_setting_dice_aside(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        coach_on(app, ["farkle.risk"])
        scene = table_with(app, 2, 1, 5, 3, 3, 4, 6, 6, 1, 2, 3, 6)
        scene.press_roll()
        play(app)
        scene.press_die(0)  # before the card's gap is over: the player knows already
        scene.press_die(1)
        app.step(0.1)
        assert _table(app).coach.shown is None
        assert "farkle.set_aside" in app.settings.coach_seen
        scene.press_roll()
        for _ in range(40):
            app.step(0.1)
            assert scene.coach.shown != "farkle.set_aside"
    finally:
        app.close()
