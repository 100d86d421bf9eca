"""New Game's seat cards carry their marks big (hS26: the critic found the cards and their
marks small at 1024×600): a card's mark fills its head, the band between its colour strip and
its name field, whole inside it; and each quiet empty seat of the grid is a seat of its own,
numbered with the turn a person seated there would take, not one dashed band."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame
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
            assert mark.h >= 0.92 * head.h, (kind, head, mark)
            assert mark.h >= 0.43 * card.h, (kind, card, mark)
    finally:
        app.close()


def test_each_empty_seat_shows_the_turn_it_would_take(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = open_new_game(app, "yams", 2)
        app.step(FRAME)
        frame = recorded_frame(scene, SIZE)
        empty = scene.empty_seat_rects()
        assert len(empty) == 3
        first = scene.humans.value + 3  # after the people, the computer and the add card
        for k, seat in enumerate(empty):
            ring = scene.tall_mark_rect(seat)
            said = [t for t in frame.texts if seat.contains(t.rect)]
            assert [t.text for t in said] == [str(first + k)], said
            assert ring.contains(said[0].rect.inflate(-4, -4))  # in the ring, not beside it
    finally:
        app.close()
