"""New Game's one row of seat cards fills the band (critic A61: with two or three seats ~40 %
of the screen was bare felt, the seven's small cards in three even gaps): with one row the
cards grow taller (their width the grid's, their mark and name field larger) until the
line-up takes the height the two rows of seven seats take, up to a card a little taller than
wide; with two rows they stay the seven's. Checked for 1 to 6 people, in both games, at
three sizes."""

from __future__ import annotations

import pytest

from game.engine.players import MAX_HUMANS
from game.scenes import new_game_places
from tests.test_new_game_no_bare_band import bare_bands
from tests.test_new_game_one_card_size import SIZES, _laid_out
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SLACK = 0.04
"""How much more bare felt one row may leave than the seven's two rows (share of the
height): the cards' cap may leave a little."""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_one_row_of_cards_fills_the_band_two_rows_stay(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        _laid_out(scene, MAX_HUMANS)
        seven = scene.seat_places()[0].size
        seven_bare = sum(bottom - top for top, bottom in bare_bands(scene))
        seven_mark = scene.tall_mark_rect(scene.card_rects()[0]).h
        seven_field = scene.field_h
        for humans in range(1, MAX_HUMANS + 1):
            _laid_out(scene, humans)
            cards = scene.seat_places()
            one_row = len({rect.y for rect in cards}) == 1
            assert len({rect.size for rect in cards}) == 1, (humans, cards)
            card = cards[0]
            if not one_row:  # two rows: the seven's cards, as they were
                assert card.size == seven, (humans, card, seven)
                continue
            assert card.w == seven[0], (humans, card, seven)  # the grid's one width
            assert card.h > 1.2 * seven[1], (humans, card, seven)  # grown
            assert card.h <= card.w * new_game_places.ONE_ROW_MOST_TALL + 1, (humans, card)
            bare = sum(bottom - top for top, bottom in bare_bands(scene))
            assert bare <= seven_bare + SLACK * size[1], (humans, bare, seven_bare)
            mark = scene.tall_mark_rect(scene.card_rects()[0]).h
            assert mark >= 1.3 * seven_mark, (humans, mark, seven_mark)  # the mark bigger
            assert scene.field_h > seven_field, (humans, scene.field_h, seven_field)
    finally:
        app.close()
