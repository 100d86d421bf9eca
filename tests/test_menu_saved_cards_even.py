"""Two saved games on the menu (round 77, hM80, ruling S31; row "Menu"): each card keeps its
picture nearly whole and the saved facts stand in two pills of one size, side by side. With
both games saved and one save's words on two rows, the picture shrank to a strip of small dice
(a small picture in a big card: dice 47 px at 1920x1080, 83 without a save) and the two pills
differed (one row beside two, 689 px wide beside 589). Now both pills take two rows, one
width, one top; the name and the pills' words set a little smaller make the room, so the art
keeps three quarters of its height or more, every die inside its strip (nothing cropped)."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _save_both(app, leader: str) -> None:
    """A Yams game, then a 10 000 game that ``leader`` leads (its card's words on two rows)."""
    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    game = FarkleGame.new([Player(leader), Player("Dan"), Player("IA", True)], 5_000)
    game.totals[:] = [1_250, 800, 950]
    game.banks[:] = [[1_250], [800], [950]]
    game.turns_played[:] = [1, 1, 1]
    app.store.save_game("farkle", game.to_dict())


def _menu(app):
    menu = app.manager.top
    menu.enter()
    menu.skip_entrance()
    app.step(FRAME)
    return menu


@pytest.mark.parametrize("leader", ["Bia", "Maximilian-Radu"])
@pytest.mark.parametrize("size", SIZES)
def test_two_saved_cards_wear_pills_of_one_size_side_by_side(tmp_path, size, leader):
    app = make_app(tmp_path, size=size)
    try:
        _save_both(app, leader)
        menu = _menu(app)
        yams, farkle = menu.yams_button, menu.farkle_button
        assert yams.shows_badge() and farkle.shows_badge()
        left, right = yams.badge_rect(), farkle.badge_rect()
        assert left.size == right.size, (size, left, right)
        assert left.top - yams.rect.top == right.top - farkle.rect.top, (size, left, right)
        frame = recorded_frame(menu, size)
        for card, pill in ((yams, left), (farkle, right)):
            said = [t for t in frame.texts if t.text in card.badge]
            assert len(said) == len(card.badge), (size, card.badge, said)  # a row each
            for mark in said:  # never cut by the pill's border
                assert pill.contains(mark.rect), (size, mark.text, mark.rect, pill)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_two_saved_cards_keep_their_pictures_nearly_whole(tmp_path, size):
    plain = make_app(tmp_path / "plain", size=size)
    try:
        menu = _menu(plain)
        whole = {c.name: (c.art_band().h, c.art_rects()[0].w)
                 for c in (menu.yams_button, menu.farkle_button)}
    finally:
        plain.close()
    app = make_app(tmp_path / "saved", size=size)
    try:
        _save_both(app, "Bia")
        menu = _menu(app)
        for card in (menu.yams_button, menu.farkle_button):
            band, die = card.art_band().h, card.art_rects()[0].w
            assert band >= 0.75 * whole[card.name][0], (size, card.name, band, whole)
            assert die >= 0.72 * whole[card.name][1], (size, card.name, die, whole)
            strip = card.art_band()
            for spot in card.art_rects():  # every die inside its strip: nothing cropped
                assert strip.contains(spot), (size, card.name, spot, strip)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_beside_a_pill_of_two_rows_the_other_cards_line_stands_level_with_it(tmp_path, size):
    """Only the 10 000 game saved, its words on two rows: the Yams card's line on how it plays
    stands level with that pill's middle (it stood under the name, an empty band under it)."""
    from game.widgets.button import label_text

    app = make_app(tmp_path, size=size)
    try:
        game = FarkleGame.new([Player("Bia"), Player("Dan"), Player("IA", True)], 5_000)
        game.totals[:] = [1_250, 800, 950]
        game.banks[:] = [[1_250], [800], [950]]
        game.turns_played[:] = [1, 1, 1]
        app.store.save_game("farkle", game.to_dict())
        menu = _menu(app)
        yams, farkle = menu.yams_button, menu.farkle_button
        assert farkle.shows_badge() and not yams.shows_badge() and farkle.room_rows() == 2
        pill = farkle.badge_rect()
        frame = recorded_frame(menu, size)
        words = label_text(yams.line)
        line = [t.rect for t in frame.texts if t.text and t.text in words
                and yams.rect.contains(t.rect)]
        assert line, (size, words)
        middle = (min(r.top for r in line) + max(r.bottom for r in line)) / 2
        assert abs(middle - (pill.centery - farkle.rect.top + yams.rect.top)) <= 4, (
            size, middle, pill)
    finally:
        app.close()
