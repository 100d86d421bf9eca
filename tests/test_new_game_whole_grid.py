"""New Game's seat cards are tall (the mark above the name) in both games at any count (hS22:
10 000's cards turned into thin strips); the grid of the most seats fills the room between
the order line and the buttons with even gaps (the room under the last row is the room
between the rows). Since hS28 only the seats and the add card show, centred
(tests/test_new_game_group.py): no quiet empty seats."""

from __future__ import annotations

import pytest

from game.engine.players import MAX_HUMANS
from game.scenes import new_game
from tests.uihelpers import make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _rest(app, scene):
    settle(app, 6)
    while scene.motion.moving:
        app.step(1 / 30)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_cards_are_tall_at_any_count(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        for humans in range(1, MAX_HUMANS + 1):
            scene.humans.set_value(humans)
            scene.motion.settle()
            scene.update(0.0)  # (hS30: the panel at its place with the cards)
            cards = scene.card_rects()
            # tall cards: the mark above the name, never a strip
            assert not scene.cards_short(), (humans, cards[0])
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_grid_fills_its_room_with_even_gaps(tmp_path, size):
    # (10 000's form leaves the cards the least room: its seven seats fill it; Yams's cards
    # are the same size, their group centred in a taller room)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", MAX_HUMANS)
        _rest(app, scene)
        places = scene.seat_places()
        rows = sorted({p.y for p in places})
        assert len(rows) == 2
        first = [p for p in places if p.y == rows[0]]
        second = [p for p in places if p.y == rows[1]]
        between = second[0].top - first[0].bottom
        below = scene.start_button.rect.top - second[0].bottom
        # (hS31, critic R30: no band under the seats; the felt under the last row is no
        # longer as tall as the gap between the rows (a refusal's room, hS22): the cards take
        # it, the grid keeping only its lead off the buttons; a last row's refusal stands in
        # the gap over its card; critic I72: the rows as close as two cards of a row, a
        # refusal's bubble a tooltip over the other row)
        assert scene.px(new_game.GRID_LEAD) <= below <= scene.px(new_game.GRID_LEAD) + 2, (
            between, below)
        assert abs(between - scene.rows_gap()) <= 1, between
    finally:
        app.close()
