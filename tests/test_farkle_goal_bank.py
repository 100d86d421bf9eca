"""The bank that reaches 10 000 says so, once: its own headline ("Obiectiv atins!", the
figure counted under the banker's name), before the last round's ribbon; its line is a
bank's (said once), and a routine bank of 1 000 or more stays a bank's banner (the critic's
frames gave the goal's bank the same "+1 050" card as any other)."""

from __future__ import annotations

import pytest

from game.i18n import Translator, format_int
from game.views.stage_pictures import farkle_picture
from tests.test_farkle_flow import Table
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TR = Translator.load("ro")


def _banked(totals: tuple[int, ...]) -> Table:
    table = Table((1, 1, 1, 5, 2, 3), totals=totals)
    table.throw_and_keep(*range(4))
    table.flow.press_bank()
    return table


def test_the_bank_that_reaches_the_goal_stages_its_headline_and_its_line_does_not_repeat():
    goal = _banked((9_400, 6_000))
    said = goal.flow.voice.announcement
    assert said is not None and said.key == "farkle.banked"
    assert said.text == TR("farkle.banked", name="Ana", points=format_int(1_050))
    assert goal.flow.flight is not None and goal.flow.flight.goal
    assert goal.flow.moment.playing("goal")
    routine = _banked((2_000, 6_000))
    said = routine.flow.voice.announcement
    assert said is not None and TR("farkle.goal_reached").rstrip("!").lower() not in (
        said.text.lower())
    assert routine.flow.flight is not None and not routine.flow.flight.goal
    assert routine.flow.moment.playing("bank_banner")  # 1 050: a banner, not the goal's


@pytest.mark.parametrize("totals", [(9_400, 0), (2_000, 0)])
def test_only_the_goals_stage_says_the_goal_reached(tmp_path, totals):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)
        table.game.totals[0] = totals[0]
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        table.press_bank()
        reached = totals[0] + 1_050 >= table.game.target
        kind = "goal" if reached else "bank_banner"
        assert table.flow.moment.kind == kind
        picture = farkle_picture(table, kind)
        assert picture is not None and picture.caption == ""
        if reached:  # its headline names it, the figure under the name (said once)
            # round 50: with another player still to play, the seed's „Ultima tură!” was its
            # headline; round 75 (hL75, ruling S6 amended): the plate says the goal alone,
            # „Ultima tură!” is the band's, entering once the plate has gone
            assert picture.stamp == ""
            # the new total against the goal ("10 450 / 10 000", critic round 30: no longer
            # the bank's "+1 050"), said whole (hB31, critic round 31 §2: its count read
            # "9 600 / 10 000" under "Obiectiv atins!")
            # round 40: a banner, its new total its line under the headline
            assert picture.rarity == "banner" and picture.counter is None
            # hL50 (critic B41: "Ultima tură!" said again after it): its line says the last
            # round where "/ 10 000" stood, the new total kept ("Obiectiv atins!" says the
            # goal is reached, the players' panel says which)
            # hL61 (critic B60: the goal's own beat): the new total moved onto the crest over
            # the ribbon, "Obiectiv atins!" over "Jucătorul 1 · 10 450"; the line keeps who
            # still plays (was "… 10 450 — Jucătorul 2 mai are o tură")
            # (critic B69: who still plays named where they fit, "Ceilalți" named no one)
            # (round 75, hL75: who still plays is the band's chips, after the plate)
            assert picture.line == ""
            # (hL65, critic B64: the name and the total on lines of their own)
            assert picture.crest == (app.tr("farkle.goal_reached"), "Jucătorul 1",
                                     format_int(totals[0] + 1_050))
        else:
            assert picture.stamp == "+1 050" and picture.rarity == "banner"
    finally:
        app.close()
