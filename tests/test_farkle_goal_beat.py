"""The goal has its own beat (critic B60: "the goal is not celebrated: folded into Ultima tură!"):
with others still to play, its plate says the reacher's achievement, big (a gold "Obiectiv
atins!" over "Ana · 10 450"); the seed's „Ultima tură!” with who still plays is the last round's
band's, entering once the plate has gone (round 75, hL75, ruling S6 amended: two facts, one
after the other, each once; it was the plate's crimson foot, said at once with the goal).
Alone, the banner is "Obiectiv atins!"."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_farkle_flow import Table
from tests.uihelpers import make_app
from tools import screens_farkle

NAMED = "Jucătorul 2, Jucătorul 3 și Calculatorul mai au o tură"
"""The plate's foot's line until round 75: who still plays (the band's chips now)."""

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_goal_says_the_achievement_and_the_last_round_each_once():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: Ion has a last turn
    flow = table.flow
    # hL65 (critic B64: "the headline smaller than the name"): three lines, the name in its
    # seat's colour, the total counted (was "Ana · 10 450" on one line)
    # (hK63: the crest carries the range its total counts up too, the flow's)
    assert flow.goal_crest(0, 1_050).words == ("Obiectiv atins!", "Ana", "10 450")
    # round 75 (hL75): the seed's words and who still plays are the band's, after the
    # plate (were its foot's "Ultima tură!" over "Ion mai are o tură", said with the goal)
    assert flow.goal_words(0) == "" and flow.goal_line(0) == ""


def test_alone_the_goal_is_obiectiv_atins():
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_400,), names=("Ana",))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()
    assert table.flow.goal_words(0) == "Obiectiv atins!"
    assert table.flow.goal_crest(0, 1_050).words == ()  # its line says whose and the total


def _texts(app, size) -> list:
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(pygame.Surface(size))
        return layout_record.frame().texts
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_goals_banner_shows_both_facts_big_each_once(tmp_path, size):
    # round 69, ruling S6 (critic D68): one plate said both, the last round in its foot once
    # its total had landed; round 75 (hL75, S6 amended): the plate says the goal alone, the
    # band says the last round after it (tests/test_farkle_last_round_beats.py)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        stage = app.manager.top
        stage.clock.age = stage.clock.duration * 0.65  # the plate at rest, its foot in
        first = then = _texts(app, size)
    finally:
        app.close()
    said = [t.text for t in first if t.role == "stage"]
    # hL65 (critic B64): the name and the total on lines of their own (was "Jucătorul 1 ·
    # 10 450"), the stage's words counted (the panels name the player too)
    for words in ("Obiectiv atins!", "Jucătorul 1", "10 450"):
        assert said.count(words) == 1, (words, said)
    for words in ("Ultima tură!", NAMED):  # (the band's, once the plate has gone)
        assert words not in [t.text for t in then], (words, said)
    who = next(t for t in first if t.text == "Jucătorul 1" and t.role == "stage")
    reached = next(t for t in first if t.text == "Obiectiv atins!")
    # hL65 (critic B64): the achievement's headline is the big words now (was: the name)
    assert reached.rect.h >= 1.15 * who.rect.h, (reached.rect, who.rect)
    assert reached.rect.centery < who.rect.top  # "Obiectiv atins!" over it
