"""Nothing played (critic cC75 #3: ~40 % bare felt round a small card): the empty page is one
inviting card filling the charts' place, as the empty Scores board's card does: the card is
the whole body under the tabs, its dice a large picture, its parts spread down it with no
dark room at its head or foot."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_empty_card_fills_the_charts_place(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        app.step(FRAME)
        scene.draw(app.screen)
        body, card = scene.body, scene.empty_frame
        assert body.contains(card), (card, body)
        assert card.w >= 0.95 * body.w and card.h >= 0.95 * body.h, (card, body)
        dice = scene.preview_rects()
        assert dice[0].h >= 0.28 * card.h, (dice[0], card)  # the picture grows with the card
        top, bottom = dice[0].top, scene.start_button.rect.bottom
        assert (bottom - top) >= 0.75 * card.h, (bottom - top, card.h)
    finally:
        app.close()
