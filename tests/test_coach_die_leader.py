"""The 10 000 dice' coach cards (the set-aside and the refused die's; hC16 overturns hC13's
square legs round the mat: a 300-500 px elbow from the "Puse deoparte" panel): the card
sits on the empty mat right under its dice, its pointer one short straight line (at most a
fifth of the window's height) up to its die, crossing no text (the "Selecție" line) and no
die, ending a few pixels short of the die (the layout check)."""

from __future__ import annotations

import math

import pygame
import pytest

from game.views.coach_farkle import selection_line_rect
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tests.test_coach_pointer_on_target import just_short
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _refused(app, die: int):
    from tools.screens_coach import coach_on, settle
    from tools.screens_farkle import play, table_with

    coach_on(app, ["farkle.set_aside"])
    scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    scene.press_roll()
    play(app)
    scene.press_die(die)
    settle(app, 1.4)
    return _table(app)


def _on_the_mat_short_and_straight(app, table, size, what) -> None:
    coach = table.coach
    assert coach.card is not None, (size, what, "no card")
    assert pygame.Rect(table.mat).contains(coach.card), (size, what, coach.card, table.mat)
    assert not coach.card.colliderect(selection_line_rect(table)), (size, what)
    assert coach.target in [pygame.Rect(r) for r in table.hit_targets()], (size, what)
    route = coach.pointer_route()
    assert len(route) == 2, (size, what, "not one straight line", route)
    assert math.dist(*route) <= 0.2 * size[1], (size, what, route)
    assert just_short(route[-1], coach.target), (size, what, route, coach.target)
    assert not [p for p in layout_problems(app, what) if "coach" in p], size


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_farkle_set_aside", "_farkle_refused"])
def test_a_die_card_sits_on_the_mat_its_pointer_short_and_straight(tmp_path, size, build):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        _on_the_mat_short_and_straight(app, _table(app), size, build)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("die", [1, 4])
def test_any_refused_die_gets_a_short_straight_pointer(tmp_path, size, die):
    """A die near the "Selecție" words and one far from the panels."""
    app = coach_app(tmp_path, size=size)
    try:
        table = _refused(app, die)
        assert table.coach.shown == "farkle.refused", (size, die)
        assert table.coach.target == pygame.Rect(table.hit_targets()[die]), (size, die)
        _on_the_mat_short_and_straight(app, table, size, f"refused {die}")
    finally:
        app.close()
