"""Ruling S106 1. (round 82, hY128; critic cA81 #5, ``crops/coach_top.png``): the Yams tour's
first card ("a chosen die stays put") points at the exact thing it explains, a die: its
leader leaves the card down the gutter between the table's left column and the sheet,
never over the prompt's panel nor the rack, then turns level with the dice onto the
nearest free die, stopping just short of it; that die pulses (its light breathes) while
the card shows. Before, a straight leader ran down over the prompt's panel onto the
rack's empty right end."""

from __future__ import annotations

import pytest

from game.views.coach_card_art import tip_short
from game.views.coach_place import route_crosses
from game.views.coach_ring import breathes
from game.views.coach_yams import kept_row_rect
from game.views.yams_prompt import prompt_rect
from tests.test_coach_marks import coach_app, layout_problems
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_hold_cards_leader_runs_down_the_gutter_onto_a_die(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_hold(app)
        scene = app.manager.top
        coach = scene.coach
        assert coach.shown == "yams.hold"
        route = coach.pointer_route()
        assert route is not None and len(route) >= 3, route  # bent: down, then across
        dice = scene.dice_in_play_rects()
        tip = route[-1]
        die = min(dice, key=lambda d: abs(d.centery - tip[1]) + abs(d.right - tip[0]))
        assert abs(tip[1] - die.centery) <= 2, (tip, die)  # level with the die's middle
        assert 0 < tip[0] - die.right <= tip_short(scene.scale) + 2, (tip, die)  # just short
        assert coach.target == die  # it is what the card points at
        # never over the prompt's panel nor the rack: down the gutter beside them
        assert route_crosses(route, [prompt_rect(scene), kept_row_rect(scene)]) is None, route
        down = [x for (x, _), (x2, _) in zip(route, route[1:], strict=False) if x == x2]
        assert down and all(scene.left.right < x < scene.sheet.rect.left for x in down), (
            route, scene.left, scene.sheet.rect)
        assert breathes(coach.shown, coach.side)  # the die pulses at the leader's end
        assert coach.lit == die
        assert layout_problems(app, f"coach_yams_hold {size}") == []
    finally:
        app.close()
