"""Round 72, hC74 (coach marks 7): a first turn's coach cards count up to a number that never
changes. The count grew (1/3, then 2/4 when a moment's card came) and a card read "2/2 Gata"
with a countdown card "3/3" still to follow: a player reads "Gata" as the end. Now the tour's
steps ("Înainte" brings them) are counted from the first card; a moment's card (a refused die,
hot dice, the countdown) has no count; "Gata" only on a card after which no step comes.

A first Yams turn and a first 10 000 turn, played by keys (each card answered by →) and by
clicks (the dice and the buttons clicked, each card answered by a click on its "Înainte")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views.coach_farkle import farkle_moment
from game.views.coach_yams import yams_moment
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import click, key
from tools.screens_farkle import table_with
from tools.screens_yams import table as yams_table

READ = 0.6
"""Seconds a card is read before it is answered."""

FARKLE_TURN = ((pygame.K_SPACE, 4), (pygame.K_2, 3), (pygame.K_1, 4), (pygame.K_SPACE, 4),
               (pygame.K_2, 4), (pygame.K_3, 0.5), (pygame.K_4, 0.5), (pygame.K_5, 0.5),
               (pygame.K_1, 8))
"""Throw (1 2 3 4 6 6), a 2 refused, the 1 set aside, throw (1 1 1 5 5), all set aside: hot."""

YAMS_TURN = ((pygame.K_SPACE, 4), (pygame.K_2, 0.5), (pygame.K_SPACE, 4), (pygame.K_SPACE, 4))
"""Three throws, a die kept after the first: the countdown after the third."""


def _act(app: Any, table: Any, code: int, by: str) -> None:
    """The move ``code`` names, by its key or by a click on what it names."""
    if by == "keys":
        key(app, code)
    elif code == pygame.K_SPACE:
        click(app, table.roll_button)
    else:
        dice = table.hit_targets() if table.kind == "farkle" else table.dice_in_play_rects()
        click(app, dice[code - pygame.K_1])


def _answer(app: Any, table: Any, by: str) -> None:
    """"Înainte" (or "Gata") on the card shown: → or a click on it."""
    if by == "keys":
        key(app, pygame.K_RIGHT)
    else:
        target = table.coach.next_rect()
        assert target is not None and table.coach.card.contains(target), table.coach.footer
        click(app, target)


def _play(app: Any, table: Any, turn: Any, by: str) -> list[tuple[str, str, str]]:
    """Play ``turn``, noting every card's footer each time it changes: (mark, count,
    action)."""
    moment = farkle_moment if table.kind == "farkle" else yams_moment
    log: list[tuple[str, str, str]] = []
    for code, seconds in turn:
        _act(app, table, code, by)
        for _ in range(round(seconds / 0.05)):
            app.step(0.05)
            shown = table.coach.shown
            if shown is None:
                continue
            assert moment(table).quiet, shown
            entry = (shown, table.coach.footer[0], table.coach.footer[2])
            if not log or log[-1] != entry:
                log.append(entry)
            elif table.coach.clock.age >= READ:
                _answer(app, table, by)
    return log


def _assert_counts(app: Any, log: list[tuple[str, str, str]], tour: int) -> None:
    """Every step of the tour counts up by one to ``tour``, the same total on every card; a
    moment's card has no count; "Gata" only where no step comes after."""
    marks = [mark for mark, _, _ in log]
    assert len(set(marks)) == len(marks), log  # each card once, its footer never changing
    steps = [count for _, count, _ in log if "/" in count]
    assert steps == [f"{n}/{tour}" for n in range(1, tour + 1)], log
    # (round 74, critic cQ74: a moment's card wears the "Sfat" tag where a step stands)
    assert all(count == app.tr("coach.tip_tag") for _, count, _ in log if "/" not in count)
    done = app.tr("coach.done")
    for at, (mark, count, action) in enumerate(log):
        later = any("/" in c for _, c, _ in log[at + 1:])
        # (S40 amended round 77, hQ83, critic cB77: one rule read off the count, two words;
        # a moment's single card says "Gata", "Am înțeles" is gone)
        if "/" in count:
            assert (action == done) == (not later), (mark, count, action, log)
        else:
            assert action == done, (mark, count, action, log)
        assert action in (done, app.tr("coach.next")), log


@pytest.mark.parametrize("by", ["keys", "clicks"])
def test_a_first_farkle_turn_counts_to_a_fixed_number(tmp_path, by):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        table_with(app, 2, 1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5)
        table = _table(app)
        log = _play(app, table, FARKLE_TURN, by)
        assert {m for m, _, _ in log} >= {"farkle.set_aside", "farkle.refused",
                                          "farkle.risk", "farkle.bank", "farkle.hot"}, log
        _assert_counts(app, log, 3)
    finally:
        app.close()


@pytest.mark.parametrize("by", ["keys", "clicks"])
def test_a_first_yams_turn_counts_to_a_fixed_number(tmp_path, by):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        table = yams_table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2, 3, 6])
        log = _play(app, table, YAMS_TURN, by)
        assert [m for m, _, _ in log] == ["yams.hold", "yams.box", "yams.countdown"], log
        _assert_counts(app, log, 3)  # (S62 4., round 79: the countdown's card "3/3")
    finally:
        app.close()
