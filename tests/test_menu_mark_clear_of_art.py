"""The chosen card's "ales" pill never lies on the card's pictures (critic cC79 #13: on the
10 000 card it covered the top of the chip stack, at 1920 and 1024): the pill stays astride the
card's top edge, its bottom clear of the strip of felt where the dice and the prop are drawn,
and no pixel of that strip changes when the pill is drawn."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_chosen_mark_is_clear_of_the_cards_pictures(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        menu.entrance.skip()
        menu.focus.focus(menu.rules_button)  # (no focus ring on the cards)
        for kind in ("yams", "farkle"):
            menu.choose(kind)
            app.step(FRAME)
            card = menu.tied_card()
            mark, body = card.mark_rect(), card.body_rect()
            band = card.art_band().move(0, body.y - card.rect.y)
            assert mark.h > 0 and mark.top < body.top < mark.bottom, (size, kind, mark, body)
            assert mark.bottom < band.top, (size, kind, mark, band)  # not on the pictures
            menu.draw(app.screen)
            drawn = app.screen.subsurface(band).copy()
            card.mark = ""  # the same frame without the pill
            menu.draw(app.screen)
            assert app.screen.subsurface(band).copy().get_view("2").raw == drawn.get_view(
                "2").raw, (size, kind)
    finally:
        app.close()
