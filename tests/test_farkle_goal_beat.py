"""The goal has its own beat (critic B60: "the goal is not celebrated: folded into Ultima tură!"):
with others still to play, its one banner says two facts, each once: the reacher's achievement,
big (a gold "Obiectiv atins!" over "Ana · 10 450"), and the seed's „Ultima tură!” on the crimson
ribbon with who still plays ("Ion mai are o tură"). Alone, the banner is "Obiectiv atins!"."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_farkle_flow import Table
from tests.uihelpers import make_app
from tools import screens_farkle

NAMED = "Jucătorul 2, Jucătorul 3 și Calculatorul mai au o tură"
"""The plate's foot: who still plays, by name where they fit (critic B69: "Ceilalți")."""

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
    assert flow.goal_words(0) == "Ultima tură!"  # the seed's words, on the ribbon
    assert flow.goal_line(0) == "Ion mai are o tură"  # (the total is the crest's: once)


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
    # round 69, ruling S6 (critic D68): one plate says both, the last round in its foot once
    # its total has landed (tests/test_farkle_goal_one_voice.py); hL62 had given each fact a
    # beat of its own, the ribbon after the plate, alone on the felt
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
    for words in ("Obiectiv atins!", "Jucătorul 1", "10 450", "Ultima tură!",
                  NAMED):
        assert said.count(words) == 1, (words, said)
    who = next(t for t in first if t.text == "Jucătorul 1" and t.role == "stage")
    line = next(t for t in then if t.text == NAMED)
    reached = next(t for t in first if t.text == "Obiectiv atins!")
    # hL65 (critic B64): the achievement's headline is the big words now (was: the name)
    assert reached.rect.h >= 1.15 * line.rect.h, (reached.rect, line.rect)
    assert reached.rect.centery < who.rect.top  # "Obiectiv atins!" over it
