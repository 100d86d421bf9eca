"""New Game's band above the form (issue 22 §2): the game in one line and the seats in the
order they will play, inside the band, never over the title or the form."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.new_game_places import SEAT_MOST_TALL
from game.widgets.seat_band import ONE_ROW_MOST, SEAT_COLUMNS, is_short_card
from game.widgets.seats import player_style
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("kind", "humans"), [("yams", 1), ("yams", 3), ("farkle", 2)])
def test_the_band_shows_the_seats_in_turn_order(tmp_path, size, kind, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        app.step(FRAME)
        chips = scene.seat_chips()
        order = scene.turn_order()
        assert len(chips) == len(order) == humans + 1  # there is room at these counts
        assert [label.split(" · ", 1)[1] for _, label, _ in chips] == [
            app.tr("common.computer_name") if p.is_computer else p.name for p in order]
        assert [computer for _, _, computer in chips] == [p.is_computer for p in order]
        title_bottom = round(size[1] * theme.TITLE_Y) + scene.font_px(theme.FONT_TITLE) // 2
        for i, (rect, _, _) in enumerate(chips):
            assert scene.band.contains(rect) and rect.y >= title_bottom
            assert not rect.colliderect(scene.panel)
            assert all(not rect.colliderect(other) for other, _, _ in chips[i + 1:])
        assert app.tr("new_game.summary_yams").startswith("13 ture")
    finally:
        app.close()


def test_a_full_form_keeps_its_seat_cards_clear_of_it(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_new_game(app, "farkle", 6)
        app.step(FRAME)
        assert len(scene.seat_chips()) == 7  # the cards never vanish
        for rect, _, _ in scene.seat_chips():
            assert not rect.colliderect(scene.panel) and scene.band.contains(rect)
    finally:
        app.close()


def test_each_seat_chip_carries_the_mark_its_seat_has_at_the_table(tmp_path, monkeypatch):
    # issue 22 §5: the seat's colour and shape, never colour alone, from New Game on: each
    # seat card carries the mark of the seat that player has in the game "Începe" starts
    from game.scenes import new_game_cards

    drawn: list[tuple[tuple[int, int], int]] = []
    real = new_game_cards.draw_seat_token

    def spy(surface, centre, side, index):
        drawn.append((centre, index))
        return real(surface, centre, side, index)

    monkeypatch.setattr(new_game_cards, "draw_seat_token", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 3)
        drawn.clear()
        app.step(FRAME)
        order, seats = scene.turn_order(), scene.turn_order_seats()
        chips = scene.seat_chips()
        assert [index for _, index in drawn] == seats  # one mark a card, its seat's
        assert all(rect.collidepoint(centre)
                   for (rect, _, _), (centre, _) in zip(chips, drawn, strict=True))
        scene.start()
        table = app.manager.top
        players = table.game.players
        assert seats == [player_style(players, players.index(p)) for p in order]  # the table's
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("kind", "humans"), [("yams", 1), ("yams", 4), ("farkle", 2)])
def test_the_seat_cards_fill_the_room_under_the_form(tmp_path, size, kind, humans):
    # each player a big seat card under the form, where an empty band of felt was: no band
    # taller than a tenth of the window between the form and the cards, nor between the
    # room of two rows and Back
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        app.step(FRAME)
        cards = [rect for rect, _, _ in scene.seat_chips()]
        assert len(cards) == humans + 1
        # never poles (hS40: a playing card's shape at most, the cards filling the room)
        assert all(rect.h <= rect.w * SEAT_MOST_TALL + 1 for rect in cards)
        buttons_top = scene.start_button.rect.y
        # the cards fill the room the form leaves, from the order line to the buttons (or,
        # five in a row, from side to side)
        rows = 1 if len(cards) <= ONE_ROW_MOST else -(-len(cards) // SEAT_COLUMNS)
        assert scene.band.top == min(c.y for c in cards)
        assert scene.band.bottom == max(c.bottom for c in cards)
        # (short cards take the felt's width, at any count since hS16's one layout)
        room = scene.wide_room if is_short_card(cards[0]) else scene.band_room
        assert room.contains(scene.band) and rows in (1, 2)
        places = scene.full_grid()  # (the most seats fill the room 10 000 leaves: every
        # card's one size, hS28)
        block = places[0].unionall(places)
        assert (scene.size_room.h - block.h <= size[1] * 0.1
                or scene.size_room.w - block.w <= size[0] * 0.01)
        # (hS30: the panel, the caption and the cards one block centred between the game's
        # line and the buttons: one row leaves the felt above and under it alike)
        line_foot = scene.summary_y + scene.font_px(34)
        assert 0 < buttons_top - room.bottom
        assert abs((scene.panel.y - line_foot) - (buttons_top - room.bottom)) <= size[1] * 0.1
        note_bottom = scene.panel.bottom + scene.px(12) + scene.font_px(34)  # the order line
        # the few seats' group centred in the room: as much felt above it as below (hS28)
        group = scene.seat_places()
        whole = group[0].unionall(group)
        assert 0 <= scene.band.y - note_bottom
        assert abs((whole.y - room.y) - (room.bottom - whole.bottom)) <= 2, (whole, room)
    finally:
        app.close()
