"""New Game's rows of cards are centred on their own cards and the grid keeps at least 32 px
(scaled) off the buttons (hS20: the critic saw the default screen's three cards pushed left with
an empty right quarter, a second row of two cards placed as if it held three, and the second
row nearly touching the buttons). Since hS28 only the seats and the add card show, one group:
each of its rows is centred whole, the add card a seat's size."""

from __future__ import annotations

import pytest

from game.engine.players import MAX_HUMANS
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    yield app
    app.close()


def _scene(app, kind="yams"):
    from game.scenes.new_game import NewGameScene

    scene = NewGameScene(app, kind)
    app.manager.push(scene)
    settle(app)
    return scene


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_every_row_is_centred_on_its_own_cards(app, kind):
    scene = _scene(app, kind)
    centre = scene.band_room.centerx
    for count in range(1, MAX_HUMANS + 1):
        scene.humans.set_value(count)
        settle(app, 10)
        while scene.motion.moving:
            app.step(1 / 60)
        shown = [*scene.card_rects(), *scene.free_seat_rects()]
        for y in {rect.y for rect in shown}:
            row = [rect for rect in shown if rect.y == y]
            left, right = min(r.left for r in row), max(r.right for r in row)
            assert abs((left + right) / 2 - centre) <= 2, (count, row)
        people = scene.card_rects()[:count]
        for add in scene.free_seat_rects():  # a seat's size
            assert add.size == people[0].size, (count, add)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_grid_keeps_off_the_buttons(tmp_path, size, kind):
    # (equal gaps above and below would shrink the cards under their promised size:
    # tests/test_new_game_cards.py, tests/test_new_game_steady.py)
    app = make_app(tmp_path, size=size)
    try:
        scene = _scene(app, kind)
        for humans in (1, 6):  # (hS30: the block centred; two rows leave the least felt)
            scene.humans.set_value(humans)
            settle(app)
            bottom = max(r.bottom for r in scene.seat_places())
            below = scene.start_button.rect.top - bottom
            assert below >= scene.px(32), (humans, below)
    finally:
        app.close()
