"""A player steps through the coach cards: each shows its step in the order shown ("2/5") and a next
action, "Înainte" (or "Gata" on the very last step), by mouse and by key; the next tip that
speaks of what is on the table comes at once (the tips about a moment wait for it); every
other key still reaches the game."""

from __future__ import annotations

import pygame
import pytest

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


def test_done_only_on_the_very_last_step_of_a_games_tips():
    tr = {"coach.step": "{step}/{total}", "coach.stop": "stop",
          "coach.next": "next", "coach.done": "done"}

    def fake(key, **kw):
        return tr[key].format(**kw)

    # the countdown and the later 10 000 tips wait for their moments, yet "Gata" (done)
    # would say the tips are over: it is only the last step's (every other tip seen)
    assert card_footer(fake, "yams.box", ("yams.hold",))[2] == "next"  # 2/3
    assert card_footer(fake, "farkle.bank", ("farkle.set_aside", "farkle.risk",
                                             "farkle.refused"))[2] == "next"  # 4/5
    assert card_footer(fake, "yams.countdown", ("yams.hold", "yams.box"))[2] == "done"  # 3/3
    assert card_footer(fake, "farkle.hot", ("farkle.set_aside", "farkle.refused", "farkle.risk",
                                            "farkle.bank"))[2] == "done"  # 5/5
    assert card_footer(fake, "yams.hold", ())[2] == "next"
    assert card_footer(fake, "yams.countdown", ())[2] == "next"  # met first: 1/3


def test_the_tips_are_numbered_in_the_order_they_show():
    """hF51 (critic B50) reverses hC21's fixed numbers: the first tip a new player saw could
    read "5/5" (hot dice on the first roll); the tips count in the order they show (1/5,
    2/5, …), a tip shown again keeps its number, another table's tips do not count."""
    def fake(key, **kw):
        return {"coach.step": "{step}/{total}"}.get(key, key).format(**kw)

    for run in (("farkle.hot", "farkle.set_aside", "farkle.risk", "farkle.refused",
                 "farkle.bank"),
                ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.hot",
                 "farkle.bank")):
        seen: list[str] = ["yams.hold"]  # (another table's tip)
        for number, mark in enumerate(run, 1):
            assert card_footer(fake, mark, seen)[0] == f"{number}/5", (mark, seen)
            assert card_footer(fake, mark, [*seen, mark])[0] == f"{number}/5"
            seen.append(mark)
    assert card_footer(fake, "yams.countdown", ())[0] == "1/3"  # met first: the first


def test_the_right_arrow_steps_on_at_once_and_the_other_keys_reach_the_game(tmp_path):
    app = coach_app(tmp_path)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6, 4, 1, 5])
        scene.roll()
        land(app, scene)
        assert until_shown(app, scene) == "yams.hold"
        assert scene.coach.footer == ("1/3", "Nu mai arăta", "Înainte →")  # one label
        focused = scene.focus.focused
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown == "yams.box" and scene.coach.card is not None  # no rest
        assert scene.coach.footer == ("2/3", "Nu mai arăta", "Înainte →")
        assert "yams.hold" in app.settings.coach_seen
        assert scene.focus.focused is focused  # the card's key: the focus stayed
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown is None and "yams.box" in app.settings.coach_seen
        key(app, pygame.K_1)  # a key of the game still acts
        assert scene.game.held[0]
    finally:
        app.close()


def test_a_click_on_next_brings_the_next_tip_and_only_that(tmp_path):
    app = coach_app(tmp_path, size=(1920, 1080))
    try:
        screens_coach._farkle_set_aside(app)
        scene = _table(app)
        assert scene.coach.shown == "farkle.set_aside"
        assert scene.coach.footer[0] == "1/5" and scene.coach.footer[2] == "Înainte →"
        ahead = scene.coach.next_rect()
        assert ahead is not None and scene.coach.card.contains(ahead)
        click(app, ahead)
        # (hF51, critic B50: was "3/5", its fixed place; the second tip shown reads 2/5)
        assert scene.coach.shown == "farkle.risk" and scene.coach.footer[0] == "2/5"
        assert not scene.game.selected  # the click only stepped on
        assert "farkle.refused" not in app.settings.coach_seen  # it waits for its moment
    finally:
        app.close()
