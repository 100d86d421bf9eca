"""The 10 000 risk card (step 2/3) speaks of the dice set aside ("Riscul e șansa să pierzi
tura la următoarea aruncare"): "Înainte" on the set-aside card (1/3) never brings it before a
die is set aside, while "Aruncă" is still greyed (round 73, critic K72 #8); it comes once the
first die is set aside, its step still 2/3."""

from __future__ import annotations

from game.flow.coach import FarkleMoment, brought_forward_now
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import click
from tools import screens_coach


def _moment(**changes: bool) -> FarkleMoment:
    base = dict(person=True, quiet=True, live=True, scoring_die=True, selected=False,
                can_bank=False, hot=False, refused=False)
    base.update(changes)
    return FarkleMoment(**base)


def test_the_risk_and_bank_steps_wait_for_a_die_set_aside():
    assert not brought_forward_now("farkle.risk", _moment())
    assert not brought_forward_now("farkle.bank", _moment())
    assert brought_forward_now("farkle.risk", _moment(selected=True, can_bank=True))
    assert brought_forward_now("farkle.bank", _moment(selected=True, can_bank=True))
    assert not brought_forward_now("farkle.bank", _moment(selected=True, can_bank=False))
    assert brought_forward_now("farkle.set_aside", _moment())
    assert brought_forward_now("yams.box", None)


def test_next_on_the_set_aside_card_brings_no_risk_card_before_a_die_is_set_aside(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_set_aside(app)
        scene = _table(app)
        assert scene.coach.shown == "farkle.set_aside" and scene.coach.footer[0] == "1/3"
        click(app, scene.coach.next_rect())
        assert not scene.game.selected and not scene.roll_button.enabled
        for _ in range(40):  # two seconds: no card while nothing is set aside
            app.step(0.05)
            assert scene.coach.shown is None, scene.coach.shown
        click(app, scene.hit_targets()[scene.game.roll_dice.index(1)])  # the 1 set aside
        assert scene.game.selected
        for _ in range(60):
            app.step(0.05)
            if scene.coach.shown is not None:
                break
        assert scene.coach.shown == "farkle.risk" and scene.coach.footer[0] == "2/3"
    finally:
        app.close()


# (test_the_set_aside_cards_button_says_it_closes_while_the_next_waits_for_a_die, round 73,
# hX82, retired by hQ83 in round 77: ruling S40 reverses it, the set-aside card's button
# says "Înainte" as its count "1/3" does, its step 2/3 coming with the die set aside:
# tests/test_coach_one_next_word.py)
