"""A player steps through the coach cards: each shows its step in the order shown ("2/5") and a next
action, "Înainte" (or "Gata" on the very last step), by mouse and by key; the next tip that
speaks of what is on the table comes at once (the tips about a moment wait for it); every
other key still reaches the game."""

from __future__ import annotations

import pygame
import pytest

from game.flow.coach import CoachClock
from game.views.coach_steps import card_footer, next_mark
from tests.test_coach_marks import coach_app, land, until_shown
from tests.test_coach_places import _table
from tests.uihelpers import click, key
from tools import screens_coach
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_next_brings_the_next_unseen_tip_of_the_table_not_one_about_a_moment():
    assert next_mark("yams.hold", ()) == "yams.box"
    assert next_mark("yams.box", ()) is None  # the countdown waits for its moment
    assert next_mark("farkle.set_aside", ()) == "farkle.risk"  # a refused die waits
    assert next_mark("farkle.set_aside", ("farkle.risk",)) == "farkle.bank"
    assert next_mark("farkle.bank", ()) is None  # hot dice wait for theirs


def test_done_on_the_last_step_of_the_tour_only():
    """"Gata" on the tour's last step, "Înainte" on every other (round 72, hC74: "2/2 Gata"
    was followed by a countdown card "3/3"); a moment's card (no step: its "Sfat" tag, round
    74) says "Gata" (S40 amended round 77, hQ83, critic cB77: it said "Înainte" while a
    tour's step was still to come, a third rule beside "Am înțeles": a single card now says
    "Gata" and only closes, the tour's steps keep their count)."""
    tr = {"coach.step": "{step}/{total}", "coach.stop": "stop",
          "coach.next": "next", "coach.done": "done", "coach.tip_tag": "tip"}

    def fake(key, **kw):
        return tr[key].format(**kw)

    # (S62 4., amended round 79, hY115: the Yams tour counts its countdown card, the third
    # step; the box card "2/3" says "Înainte" as S40 reads the count, the third coming
    # with its moment)
    assert card_footer(fake, "yams.box", ("yams.hold",))[::2] == ("2/3", "next")
    assert card_footer(fake, "yams.hold", ())[::2] == ("1/3", "next")
    assert card_footer(fake, "farkle.bank", ("farkle.set_aside", "farkle.risk",
                                             "farkle.refused"))[::2] == ("3/3", "done")
    assert card_footer(fake, "farkle.refused", ("farkle.set_aside",))[::2] == ("tip", "done")
    assert card_footer(fake, "yams.countdown", ("yams.hold", "yams.box"))[::2] == ("3/3",
                                                                                  "done")
    assert card_footer(fake, "yams.countdown", ())[::2] == ("1/3", "next")  # met first
    assert card_footer(fake, "farkle.hot", ("farkle.set_aside",),
                       ("farkle.set_aside",))[::2] == ("tip", "done")  # risk, bank to come
    assert card_footer(fake, "farkle.hot", ("farkle.set_aside", "farkle.risk",
                                            "farkle.bank"))[::2] == ("tip", "done")


def test_the_count_never_grows_and_a_moment_has_none():
    """Round 72, hC74 (the count grew: 1/3, then 2/4 when a moment's card came): the count
    is the tour's steps ("Înainte" brings them; those done before their card came are no
    step), fixed from the first card; a moment's card (a refused die, hot dice, the
    countdown) may or may not come and has no count. hF51 (critic B50) stays: the steps
    count in the order they show, a tip shown again keeps its number, another table's tips
    do not count."""
    def fake(key, **kw):
        return {"coach.step": "{step}/{total}"}.get(key, key).format(**kw)

    for run, steps in (
            (("farkle.set_aside", "farkle.risk", "farkle.bank", "farkle.hot"),
             ("1/3", "2/3", "3/3", "coach.tip_tag")),
            (("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.hot",
              "farkle.bank"), ("1/3", "coach.tip_tag", "2/3", "coach.tip_tag", "3/3")),
            (("farkle.hot", "farkle.set_aside", "farkle.risk", "farkle.bank"),
             ("coach.tip_tag", "1/3", "2/3", "3/3")),
            (("yams.countdown", "yams.box", "yams.hold"), ("1/3", "2/3", "3/3"))):  # (S62 4.)
        seen: list[str] = ["yams.hold"] if run[0].startswith("farkle") else ["farkle.risk"]
        for number, mark in zip(steps, run, strict=True):
            assert card_footer(fake, mark, seen)[0] == number, (mark, seen)
            assert card_footer(fake, mark, [*seen, mark])[0] == number
            seen.append(mark)
    # a quick player set a die aside before its card came: the risk card is the first step
    seen, skipped = ("farkle.set_aside",), ("farkle.set_aside",)
    assert card_footer(fake, "farkle.risk", seen, skipped)[0] == "1/2"
    assert card_footer(fake, "farkle.bank", (*seen, "farkle.risk"), skipped)[0] == "2/2"
    assert card_footer(fake, "farkle.risk", seen)[0] == "2/3"  # shown: a step seen


def test_a_mark_done_before_its_card_came_is_no_step():
    """The clock remembers which marks were seen without showing (their action done first)."""
    clock = CoachClock()
    clock.done(("farkle.set_aside",))
    assert clock.skipped == ("farkle.set_aside",)
    clock.update(0.0, "farkle.risk")
    clock.dismiss()
    clock.rest = 0.0
    clock.update(0.0, "farkle.bank")
    assert clock.shown == "farkle.bank"
    clock.done(("farkle.bank",))  # its action done while it showed: it was seen
    assert clock.skipped == ("farkle.set_aside",)


def test_the_right_arrow_steps_on_at_once_and_the_other_keys_reach_the_game(tmp_path):
    app = coach_app(tmp_path)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6, 4, 1, 5])
        scene.roll()
        land(app, scene)
        assert until_shown(app, scene) == "yams.hold"
        assert scene.coach.footer == ("1/3", "Nu mai arăta", "Înainte →")  # one label (S62 4.)
        focused = scene.focus.focused
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown == "yams.box" and scene.coach.card is not None  # no rest
        assert scene.coach.footer == ("2/3", "Nu mai arăta", "Înainte →")  # (S62 4.)
        assert "yams.hold" in app.settings.coach_seen
        assert scene.focus.focused is focused  # the card's key: the focus stayed
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown is None and "yams.box" in app.settings.coach_seen
        key(app, pygame.K_1)  # a key of the game still acts
        assert scene.game.held[0]
    finally:
        app.close()


def test_a_click_on_next_brings_the_next_tip_and_only_that(tmp_path):
    """(Round 73: on the 10 000 table the risk step waits for a die set aside,
    ``tests/test_coach_risk_waits.py``; the Yams boxes are there all turn.)"""
    app = coach_app(tmp_path, size=(1920, 1080))
    try:
        screens_coach._yams_hold(app)
        scene = _table(app)
        assert scene.coach.shown == "yams.hold"
        assert scene.coach.footer[0] == "1/3" and scene.coach.footer[2] == "Înainte →"  # (S62)
        ahead = scene.coach.next_rect()
        assert ahead is not None and scene.coach.card.contains(ahead)
        click(app, ahead)
        # (hF51, critic B50: was "3/5", its fixed place; the second tip shown reads 2/5)
        assert scene.coach.shown == "yams.box" and scene.coach.footer[0] == "2/3"  # (S62 4.)
        assert not any(scene.game.held)  # the click only stepped on
        assert "yams.countdown" not in app.settings.coach_seen  # it waits for its moment
    finally:
        app.close()
