"""The last round says itself once, in one line (hF22: the gold ribbon "Ultima tură! · mai joacă
3", no plate stacking up under it). hL50 moves that line onto the goal's banner (critic B41:
"Obiectiv atins!" then "Ultima tură!" back to back said one thing twice): under the goal's
headline (the seed's "Ultima tură!" since round 50) one line says whose goal, the new total
and who still has a last turn; no ribbon
follows, and once the banner has gone the next player's "Aruncă" is lit and throws at the first
click (hB31's "a click only ends the ribbon" has nothing left to end). Rewritten from the
ribbon's tests. Round 75 (hL75, ruling S6 amended): the goal's plate says the goal alone, the
band in the title's row says the last round and who still plays, after it."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import click_at, make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _screen_texts(app, size) -> list:
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(pygame.Surface(size))
        return layout_record.frame().texts
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("size", "build", "tail"),
                         [((1920, 1080), "_goal_banner",
                           "Jucătorul 2, Jucătorul 3 și Calculatorul mai au o tură"),
                          ((1024, 600), "_goal_banner_six", "Încă 6 jucători mai au o tură")])
def test_the_goals_banner_says_the_last_round_in_one_line(tmp_path, size, build, tail):
    # (was: "the ribbon says the last round and who is left in one line", hF22)
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        assert screens_farkle.goal_up(app)
        stage = app.manager.top
        stage.clock.age = stage.clock.duration * 0.7  # round 69, ruling S6: one plate, counted,
        # the last round its foot (hL62 had the ribbon on a beat of its own after the crest)
        texts = [t.text for t in _screen_texts(app, size) if t.role == "stage"]
        # round 50: the seed's message „Ultima tură!” was the goal banner's headline when
        # others still play; hL61 (critic B60): its gold "Obiectiv atins!" came back, once,
        # on the plate over its foot. Round 75 (hL75, ruling S6 amended): the plate says the
        # goal alone; the last round and who still plays are the band's, once it has gone
        assert "Ultima tură!" not in texts and texts.count("Obiectiv atins!") == 1
        assert not [t for t in texts if t.endswith(tail)], texts
        total = stage.picture.crest[2]  # (hL65, critic B64: the total on a line of its own)
        assert texts.count(total) == 1, texts
        table = stage.table
        for _ in range(400):  # the plate gone: the band says the last round, once
            app.step(1 / 30)
            if app.manager.top is table and table.flow.last_round_strip() is not None:
                break
        said = [t.text for t in _screen_texts(app, size) if t.role in ("stage", "last_round")]
        assert said.count("Ultima tură!") == 1, said
        assert "Obiectiv atins!" not in said
        strip = table.flow.last_round_strip()
        assert strip is not None and strip.count == tail.replace(
            "Jucătorul 2, Jucătorul 3 și Calculatorul", "Încă 3 jucători")
        # who still plays: every name on the band, else their count (the foot's, critic B69)
        assert set(strip.names) <= set(said) or strip.count in said, said
    finally:
        app.close()


def test_the_goal_line_names_who_still_plays_else_how_many():
    # critic B69: "Ceilalți mai au o tură" named no one; the table's strip names them
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000, 3_000),
                  names=("Ana", "Ion", "Dan"))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: Ion and Dan have a last turn
    # (round 75, hL75, S6 amended: the plate's line said them, with the goal; now the band,
    # after it: its chips name them, its count where their names do not fit)
    assert table.flow.goal_line(0) == ""
    strip = _strip_once_the_plate_has_gone(table)
    assert strip.names == ("Ion", "Dan") and strip.count == "Încă 2 jucători mai au o tură"


def _strip_once_the_plate_has_gone(table: Table):
    """The last round's band, once the goal's moment has played (the fake clock's)."""
    for _ in range(round(8 / DT)):
        table.run(DT)
        strip = table.flow.last_round_strip()
        if strip is not None:
            return strip
    raise AssertionError("no band")


def test_the_goal_line_names_the_one_player_left():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: Ion has a last turn
    # (hL61: "Ion mai are o tură", the total the crest's, critic B60; round 75, hL75: the
    # band's chip names him, after the plate)
    assert table.flow.goal_line(0) == ""
    assert _strip_once_the_plate_has_gone(table).names == ("Ion",)


def test_after_the_goals_banner_a_click_on_arunca_throws(tmp_path):
    # (was hB31's "under the ribbon the buttons are held and a click ends it")
    app = make_app(tmp_path, size=(1024, 600))
    try:
        screens_farkle._last_round_strip(app)
        table = app.manager.top
        assert table.flow.last_round_strip() is not None
        table.refresh_buttons()
        assert table.roll_button.enabled and table.roll_button.style == "primary"
        click_at(app, table.roll_button.rect.center)
        assert table.game.roll_dice is not None  # the next player threw
    finally:
        app.close()


def test_the_next_players_first_aruncă_throws_under_the_strip():
    # (was hB31's "a press of Aruncă under the ribbon ends it, then the next throws")
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round
    for _ in range(round(8 / DT)):
        table.run(DT)
        if table.flow.last_round_strip() is not None and table.flow.frozen is None:
            break
    assert table.flow.last_round_strip() is not None
    thrown = len(table.dice.thrown)
    table.flow.press_roll()
    assert len(table.dice.thrown) == thrown + 1  # Ion throws
