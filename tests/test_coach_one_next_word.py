"""Ruling S40 (round 77, hQ83, critic cB77: the coach cards' next button had three names,
"Am înțeles", "Înainte" and "Gata", by a rule no player could read): one rule, read off the
card's own count. "Înainte →" on every card of a table's tour that has a step after it
("1/3", "2/3"; "1/2"), "Gata →" on the tour's last step ("3/3", "2/2") and on every single
card (a moment's "Sfat": a refused die, hot dice, the countdown), in both languages, at both
tables. "Gata" closes the card only; "Înainte" leads on to the next step (at once when it
can show, else with the move its card asks for: the set-aside card's 2/3 comes with the first
die set aside)."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.i18n import Translator, load_catalog
from game.views.coach_steps import COUNTED, MARK_ORDER, card_footer, card_steps
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import click
from tools import screens_coach

NEXT = {"ro": ("Înainte →", "Gata →"), "en": ("Next →", "Done →")}
"""The next button's two words in each language: a step after this card, none."""


def _every_card(table: str):
    """Every coach card of ``table``, each with the tips seen before it and those done
    before their card came (every combination of the table's other marks)."""
    order = MARK_ORDER[table]
    for mark in order:
        others = [m for m in order if m != mark]
        for n in range(len(others) + 1):
            for seen in combinations(others, n):
                for k in range(len(seen) + 1):
                    for skipped in combinations(seen, k):
                        yield mark, seen, skipped


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("table", ["yams", "farkle"])
def test_every_coach_cards_button_says_next_while_a_step_follows_and_done_else(language,
                                                                              table):
    tr = Translator(load_catalog(language))
    onward, done = NEXT[language]
    words = set()
    for mark, seen, skipped in _every_card(table):
        steps = card_steps(mark, seen, skipped)
        footer = card_footer(tr, mark, seen, skipped)
        more = steps is not None and steps[0] < steps[1]
        assert footer[2] == (onward if more else done), (mark, seen, skipped, footer)
        assert (steps is None) == (mark not in COUNTED)  # (the Yams countdown's: S62 4.)
        words.add(footer[2])
    assert words == {onward, done}, words  # one rule, two words, no third name


def test_the_set_aside_card_says_next_and_its_step_comes_with_the_die_set_aside(tmp_path):
    """(S40 reverses round 73's "Am înțeles" here, hX82: the count "1/3" says a step follows,
    and it does, with the die the card asks for.)"""
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        screens_coach._farkle_set_aside(app)
        scene = _table(app)
        assert scene.coach.shown == "farkle.set_aside"
        assert scene.coach.footer[0] == "1/3" and scene.coach.footer[2] == "Înainte →"
        assert scene.coach.card.contains(scene.coach.next_rect())
        click(app, scene.coach.next_rect())
        assert scene.coach.shown is None
        click(app, scene.hit_targets()[scene.game.roll_dice.index(1)])  # the 1 set aside
        for _ in range(60):
            app.step(0.05)
            if scene.coach.shown is not None:
                break
        assert scene.coach.shown == "farkle.risk" and scene.coach.footer[0] == "2/3"
        assert scene.coach.footer[2] == "Înainte →"
    finally:
        app.close()
