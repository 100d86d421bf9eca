"""The menu says "chosen" in one accent, whichever game is chosen (critic cC75 #6: at rest a
violet "ales" tag, frame and halo on Yams, or teal on 10 000, competed with the gold light round
the red hero): the chosen card's "ales" pill, its thick frame and its halo are the chosen
accent (`theme.MENU_CHOSEN`, the hero's gold), the same for either card; each game keeps its
own colour in its strip of felt and the other card's quiet frame."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _near(a, b, within=40):
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) < within


def _looks(app, menu, kind):
    """The chosen card's pill fill, frame and halo beside it, with ``kind`` chosen."""
    menu.choose(kind)
    menu.focus.focus(menu.rules_button)  # (no focus ring on the cards)
    app.step(FRAME)
    menu.draw(app.screen)
    card = menu.tied_card()
    mark = card.mark_rect()
    rim = max(2, theme.px(3, menu.scale))
    fill = tuple(app.screen.get_at((mark.centerx, mark.bottom - rim - 2)))[:3]
    body = card.body_rect()
    frame = tuple(app.screen.get_at((body.x + 1, body.centery)))[:3]
    halo = tuple(app.screen.get_at((body.x - menu.px(10), body.centery)))[:3]
    plain = menu.farkle_button if card is menu.yams_button else menu.yams_button
    felt = tuple(app.screen.get_at((plain.rect.x - menu.px(10), plain.rect.centery)))[:3]
    return card, fill, frame, halo, felt


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_chosen_is_one_accent_whichever_card(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        menu.entrance.skip()
        yams = _looks(app, menu, "yams")
        farkle = _looks(app, menu, "farkle")
        for card, _fill, frame, halo, felt in (yams, farkle):
            assert _near(frame, theme.MENU_CHOSEN), (size, card.name, frame)
            assert not _near(frame, card.accent, 60), (size, card.name, frame)
            hue_pull = sum(abs(a - b) for a, b in zip(halo, theme.MENU_CHOSEN, strict=True))
            away = sum(abs(a - b) for a, b in zip(felt, theme.MENU_CHOSEN, strict=True))
            assert hue_pull < away - 20, (size, card.name, halo, felt)  # lit in the accent
        assert _near(yams[1], farkle[1], 12), (size, yams[1], farkle[1])  # one "ales" pill
        assert _near(yams[2], farkle[2], 12)
    finally:
        app.close()
