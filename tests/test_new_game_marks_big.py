"""New Game's seat cards carry their marks big (hS26: the critic found the cards and their
marks small at 1024×600): a card's mark fills its head, the band between its colour strip and
its name field, whole inside it (hS28: the numbered empty seats are gone, only the seats and
the add card show: tests/test_new_game_group.py)."""

from __future__ import annotations

import pytest

from game.scenes.new_game_cards import MARK_OF_WIDTH
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


@pytest.mark.parametrize(("kind", "humans"), [("yams", 2), ("farkle", 5)])
def test_a_seat_cards_mark_fills_its_head(tmp_path, kind, humans):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = open_new_game(app, kind, humans)
        app.step(FRAME)
        for card in scene.card_rects():
            head, mark = scene.tall_head(card), scene.tall_mark_rect(card)
            assert head.contains(mark), (head, mark)
            # as big as the head's height or the card's width lets it be (hS40: the
            # cards filling the room may stand taller than wide, the width rules there)
            # (round 74, S16: above the letters left's place, kept in every beat)
            fills = min(0.92 * (head.h - scene.card_bubble_room(card)),
                        MARK_OF_WIDTH * card.w - 1)
            assert mark.h >= fills, (kind, head, mark)
            assert mark.h >= 0.43 * min(card.h, card.w), (kind, card, mark)
    finally:
        app.close()
