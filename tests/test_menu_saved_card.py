"""The menu's saved game is a real card on its game's card (hS26: the critic read a pill of
~11 px at 1024×600): who plays on one line, how far it got on the next, each at least 15 px
of em at the smallest window, inside a panel of their own that sits inside the game card and
under its name; the game's name is said once (the card's), never again in the saved lines."""

from __future__ import annotations

import pytest

from game import theme
from game.engine.players import Player
from game.engine.yams import YamsGame
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def test_the_saved_game_reads_as_a_card_at_1024x600(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu = app.manager.top
        menu.enter()
        app.step(FRAME)
        frame = recorded_frame(menu, SIZE)
        card = menu.yams_button.rect
        who = [t for t in frame.texts if t.text == "Cu Ana și Calculatorul"]
        when = [t for t in frame.texts if t.text == "Tura 1 din 13"]
        assert len(who) == 1 and len(when) == 1, sorted(t.text for t in frame.texts)
        for mark in (*who, *when):
            assert mark.size * theme.FONT_EM >= 15, (mark.text, mark.size)
        # round 50 (critic A41: two lines shrank the cards' art): one row where it fits,
        # who first, then how far
        assert abs(who[0].rect.centery - when[0].rect.centery) <= 2
        assert who[0].rect.right < when[0].rect.left
        holders = [p.rect for p in frame.panels if p.role == "saved"
                   and p.rect.contains(who[0].rect) and p.rect.contains(when[0].rect)]
        assert len(holders) == 1
        border = menu.px(6)
        assert card.inflate(-2 * border, -2 * border).contains(holders[0])
        name = [t for t in frame.texts if t.text == "Yams" and card.contains(t.rect)]
        assert len(name) == 1 and name[0].rect.bottom <= holders[0].top  # under the name
        said = [t.text for t in frame.texts if card.contains(t.rect)]
        assert sum("Yams" in text for text in said) == 1, said  # the game named once
        small = [(t.text, t.size) for t in frame.texts if t.size * theme.FONT_EM < 15 - 0.05]
        assert small == []
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_both_cards_names_stand_level_beside_the_saved_card(tmp_path, size):
    # the saved card lifts its game's name; the other card's name is lifted alike (hS26: the
    # two names stood 13 px apart at 1920x1080)
    app = make_app(tmp_path, size=size)
    try:
        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu = app.manager.top
        menu.enter()
        app.step(FRAME)
        frame = recorded_frame(menu, size)
        names = [t for t in frame.texts if t.text in ("Yams", "10 000")
                 and (menu.yams_button.rect.contains(t.rect)
                      or menu.farkle_button.rect.contains(t.rect))]
        # (hN29: the chosen card stands lifted: the names level on their cards)
        lifts = [c.rect.y - c.body_rect().y for c in (menu.yams_button, menu.farkle_button)]
        assert len(names) == 2, names
        assert names[0].rect.centery + lifts[0] == names[1].rect.centery + lifts[1], names
    finally:
        app.close()


def test_many_long_names_still_read_on_the_saved_card(tmp_path):
    # seven seats of long names: the first named, the others counted ("Cu Maximilian Țugui
    # și încă 6 jucători"), never shrunk under 15 px to list them all
    app = make_app(tmp_path, size=SIZE)
    try:
        names = ["Maximilian Țugui", "Ana-Maria Ștefan", "Constantin Vodă", "Wolfgang Amadeus",
                 "Mădălina-Ioana E", "Ștefănel Țurcanu"]
        game = YamsGame.new([Player(n) for n in names] + [Player("IA", True)])
        app.store.save_game("yams", game.to_dict())
        menu = app.manager.top
        menu.enter()
        app.step(FRAME)
        assert menu.caption[0] == "Cu Maximilian Țugui și încă 6 jucători"
        frame = recorded_frame(menu, SIZE)
        card = [t for t in frame.texts if t.text in menu.caption]
        assert len(card) == 2 and all(t.size * theme.FONT_EM >= 15 for t in card), card
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("name", ["Ana", "Maximilian-Radu"])  # one row, two (round 50)
def test_the_saved_card_has_air_under_it(tmp_path, size, name):
    # hM28: the saved card sat tight to its game card's foot (8 px at 1366×768): as much air
    # under it as between two lines, the name still over it
    app = make_app(tmp_path, size=size)
    try:
        app.store.save_game("yams", YamsGame.new([Player(name), Player("IA", True)]).to_dict())
        menu = app.manager.top
        menu.enter()
        app.step(FRAME)
        frame = recorded_frame(menu, size)
        card = menu.yams_button
        saved = [p.rect for p in frame.panels if p.role == "saved" and card.rect.contains(p.rect)]
        assert len(saved) == 1
        assert card.rect.bottom - saved[0].bottom >= menu.px(26), (card.rect, saved[0])
        name = [t.rect for t in frame.texts if t.text == "Yams" and card.rect.contains(t.rect)]
        assert name and name[0].bottom <= saved[0].top + menu.px(4)
    finally:
        app.close()
