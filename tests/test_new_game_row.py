"""New Game's seat cards as they move and grow in number: each card drawn with its own name
field (one layer: a card sliding over another covers that card's name too, never passes under
it), a fifth seat kept in the one row of cards (no jump to a grid of small cards), and a
big card's mark sized to it (no card left empty-looking)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import new_game_cards
from game.widgets import forms
from game.widgets.text import line_height
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _draws_while_sliding(app, scene, monkeypatch, humans):
    """The cards' bodies and the name fields in the order one frame of the slide draws them
    (after the count goes to ``humans``): ("card" | "field", rect)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    body = new_game_cards.SeatCardsDrawing._draw_card_body
    field_draw = forms.TextField.draw

    def spy_body(self, surface, rect, style, *rest):
        drawn.append(("card", pygame.Rect(rect)))
        return body(self, surface, rect, style, *rest)

    def spy_field(self, surface, focused=False):
        if self.visible:
            drawn.append(("field", pygame.Rect(self.rect)))
        return field_draw(self, surface, focused)

    scene.humans.set_value(humans)
    app.step(FRAME)
    monkeypatch.setattr(new_game_cards.SeatCardsDrawing, "_draw_card_body", spy_body)
    monkeypatch.setattr(forms.TextField, "draw", spy_field)
    app.step(FRAME)
    monkeypatch.undo()
    assert scene.motion.moving
    return drawn


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize(("start", "humans"), [(4, 5), (5, 3)])
def test_a_sliding_card_never_passes_under_another_cards_name(tmp_path, size, monkeypatch,
                                                             start, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", start)
        for _ in range(8):
            app.step(0.1)
        drawn = _draws_while_sliding(app, scene, monkeypatch, humans)
        fields = [k for k, (what, _) in enumerate(drawn) if what == "field"]
        showing = [i for i in range(humans) if scene.motion.alpha(scene.seat_key(i)) > 0]
        assert len(fields) >= len(showing)  # every name of a card showing, while they move
        for k in fields:
            rect = drawn[k][1]
            own = max(i for i in range(k) if drawn[i][0] == "card"
                      and drawn[i][1].contains(rect))  # its card, drawn just before it
            between = [r for what, r in drawn[own + 1:k] if what == "card"]
            assert not any(r.colliderect(rect) for r in between)  # no card over it but
    finally:
        app.close()


# (a fifth seat staying in the row, the cards shrinking gently: overturned on purpose, hS16:
# every seat has one place and one size whatever the count, tests/test_new_game_stable.py)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_big_cards_mark_fills_it_rather_than_leaving_it_empty(tmp_path, monkeypatch, size):
    marks: list[tuple[tuple[int, int], int]] = []
    real_mark = new_game_cards.draw_seat_token

    def spy(surface, centre, side, style):
        marks.append((tuple(centre), side))
        return real_mark(surface, centre, side, style)

    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 1)
        for humans in (1, 2):
            scene.humans.set_value(humans)
            for _ in range(4):  # past the slide
                app.step(0.1)
            monkeypatch.setattr(new_game_cards, "draw_seat_token", spy)
            marks.clear()
            scene.draw(app.screen)
            monkeypatch.undo()
            cards = [rect for rect, _, _ in scene.seat_chips()]
            assert len(marks) == len(cards)
            for card, (centre, side) in zip(cards, marks, strict=True):
                field = scene.name_field_rect(card, scene.field_h)
                assert side >= 0.4 * min(card.size), (humans, card, side)  # its picture, big
                assert centre[1] + side // 2 <= field.top  # above the name, never on it
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_big_cards_name_is_big_on_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 1)
        for humans in (1, 2):
            scene.humans.set_value(humans)
            app.step(FRAME)
            card = scene.card_rects()[0]
            field = scene.fields[0].rect
            assert field.h >= 0.22 * card.h, (humans, card, field)  # not a small input
            # the name in the names' one size, whole on one line in its field (no longer
            # grown to the big card's field: overturned on purpose, one size for all counts)
            assert line_height(scene.name_size) <= field.h, (humans, scene.name_size, field)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_card_coming_is_drawn_over_its_neighbours_with_its_name_whole(tmp_path, size,
                                                                       monkeypatch):
    # a card growing into its place is drawn last (over the cards sliding aside), painted at
    # its place's size and then shrunk whole: its name field is never narrower than at rest
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        for _ in range(8):
            app.step(0.1)
        scene.humans.set_value(3)
        app.step(FRAME)
        while scene.motion.alpha(scene.seat_key(2)) == 0:  # it comes once the others made room
            app.step(FRAME)
        newcomer = scene.turn_order_indices().index(2)
        place = scene.card_rects(len(scene.turn_order_indices()))[newcomer]
        assert scene.shown_card_rects()[newcomer].w < place.w  # still growing
        drawn = _draws_while_sliding(app, scene, monkeypatch, 3)
        cards = [rect for what, rect in drawn if what == "card"]
        assert cards[-1].size == place.size  # the newcomer last, at its place's size
        # (its neighbours have that size too: the newcomer is the one painted on its own
        # layer, from the layer's corner)
        assert cards[-1].topleft == (0, 0) and cards[-2].topleft != (0, 0), cards
        fields = [rect for what, rect in drawn if what == "field"]
        assert fields[-1].w == scene.name_field_rect(place, scene.field_h).w
    finally:
        app.close()


def test_a_card_is_its_seats_colour_not_a_dark_form(tmp_path):
    # the card's surface round its mark is lit in the seat's colour (each seat its own), not
    # the panels' dark green every card shared
    from game import theme
    from game.widgets.seats import seat_colour

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        for _ in range(6):
            app.step(0.1)
        scene.draw(app.screen)
        seen = []
        for card, style in zip(scene.shown_card_rects(), scene.turn_order_seats(), strict=True):
            strip = scene.card_strip(card)
            pixel = tuple(app.screen.get_at((card.right - scene.card_edge() // 2 - 4,
                                             strip.bottom + 6)))[:3]
            colour = seat_colour(style)

            def far(a, b):
                return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5

            assert far(pixel, colour) < far(theme.PANEL, colour) - 20, (style, pixel)
            seen.append(pixel)
        assert len(set(seen)) == len(seen)  # each seat its own surface
    finally:
        app.close()


def test_a_tall_cards_turn_sits_in_its_corner(tmp_path, monkeypatch):
    # the turn's gold badge is in the top left corner of the card's head, not afloat halfway
    # down beside the mark
    from game import theme

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        for _ in range(6):
            app.step(0.1)
        badges = []
        real = new_game_cards.pygame.draw.circle

        def spy(surface, colour, centre, radius, *a, **k):
            if tuple(colour)[:3] == theme.GOLD:
                badges.append((tuple(centre), radius))
            return real(surface, colour, centre, radius, *a, **k)

        monkeypatch.setattr(new_game_cards.pygame.draw, "circle", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        cards = scene.shown_card_rects()
        # (hS50: the gold discs between two people's cards are swap buttons, not turns)
        badges = [(centre, radius) for centre, radius in badges
                  if not any(rect.collidepoint(centre) for rect, _ in scene.swap_rects())
                  and not any(card.collidepoint(centre) and centre[0] > card.centerx
                              for card in cards)]  # (hS51: the computer's padlock, right)
        assert len(badges) == len(cards) and not scene.cards_short()
        for card, (centre, radius) in zip(cards, badges, strict=True):
            head_top = scene.card_strip(card).bottom
            field = scene.name_field_rect(card, scene.field_h)
            assert centre[1] - radius <= head_top + (field.top - head_top) // 6, (card, centre)
            assert centre[0] - radius <= card.x + scene.card_edge() * 2
    finally:
        app.close()
