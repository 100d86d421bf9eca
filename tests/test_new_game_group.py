"""New Game shows only the real seat cards and one numbered "+ Adaugă jucător" card, as one
group centred in the room under the form, the cards of one size at any count and in both
games (hS28: the critic saw the numbered empty seats 4–7 fill a quarter of the screen with one
to three people, a dead band of ghost cards; the Yams cards were taller than 10 000's)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.players import MAX_HUMANS
from game.scenes.new_game_places import ADD_CARD, GRID_COLUMNS
from game.widgets.focus_ring import ring_reach
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _group(scene) -> list[pygame.Rect]:
    """The seat cards and the add card at their places, in reading order (the add card
    between the people and the computer: critic K72 #13)."""
    return sorted([*scene.card_rects(), *scene.free_seat_rects()],
                  key=lambda rect: (rect.y, rect.x))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_only_the_seats_and_one_add_card_show_centred_one_size_a_group(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        sizes: dict[tuple[str, int], set] = {}
        for kind in ("yams", "farkle"):
            scene = open_new_game(app, kind, 1)
            app.step(0.1)
            for humans in range(1, MAX_HUMANS + 1):
                scene.humans.set_value(humans)
                scene.motion.settle()
                scene.update(0.0)  # (hS30: the panel at its place with the cards)
                group = _group(scene)
                # the people, the computer, and the add card while one more may come: no
                # empty places beside them
                assert scene.seat_places() == group, (kind, humans)
                assert len(group) == min(humans + 2, MAX_HUMANS + 1), (kind, humans)
                assert len(scene.free_seat_rects()) == (humans < MAX_HUMANS), (kind, humans)
                spots = [spot.rect for spot in scene.spots if spot.visible]
                assert spots == scene.free_seat_rects(), (kind, humans)
                whole = group[0].unionall(group)
                room = scene.band_room
                assert abs(whole.centerx - room.centerx) <= 1, (kind, humans, whole, room)
                assert abs(whole.centery - room.centery) <= 1, (kind, humans, whole, room)
                assert room.contains(whole), (kind, humans)
                for row in {card.y for card in group}:  # each row centred on its own cards
                    cards = [card for card in group if card.y == row]
                    line = cards[0].unionall(cards)
                    assert abs(line.centerx - room.centerx) <= 1, (kind, humans, row)
                    assert len(cards) <= GRID_COLUMNS, (kind, humans)  # (hS61: A51's four)
                sizes.setdefault((kind, humans), set()).update(card.size for card in group)
            app.manager.pop()
        # one size within a group; hS40 ruling (reversing hS30's one size at every count):
        # the cards fill the room, never smaller with fewer seats
        assert all(len(group_sizes) == 1 for group_sizes in sizes.values()), sizes
        for kind in ("yams", "farkle"):  # (round 74: each game its own room)
            areas = [max(w * h for w, h in sizes[kind, humans])
                     for humans in range(1, MAX_HUMANS + 1)]
            assert areas == sorted(areas, reverse=True), sizes
    finally:
        app.close()


def test_nothing_but_the_group_is_drawn_in_the_band(tmp_path):
    # the felt of the band round the group is bare: no ghost card's outline or number there
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = open_new_game(app, "yams", 1)
        for _ in range(10):
            app.step(0.1)
        surface = app.screen if hasattr(app, "screen") else pygame.display.get_surface()
        group = _group(scene)
        # (hS40 ruling: the group fills the room to the buttons' gap, the strip under it
        # is narrow now: its outline's width kept clear of the cards' borders)
        whole = group[0].unionall(group).inflate(scene.px(12), scene.px(12))
        band = scene.band_room
        buttons = scene.back_button.rect.unionall([scene.start_button.rect])
        # (round 74: "Începe" ringed on arrival: the band stops over its focus ring)
        ring = ring_reach(scene.scale) + 2  # (and its light, S34)
        below = pygame.Rect(band.x, whole.bottom, band.w, buttons.y - 2 - ring - whole.bottom)
        assert below.h > scene.px(8)  # (one row: felt under the group, the buttons' gap)
        def brightest(area):
            return max(sum(tuple(surface.get_at((x, y)))[:3])
                       for x in range(area.x, area.right, 3) for y in range(area.y, area.bottom, 3))

        # the felt's grain only: no faint outline or number (an empty seat's) under the group,
        # no brighter than the bare felt beside the band
        felt = pygame.Rect(buttons.x - scene.px(200), buttons.y, scene.px(100), buttons.h)
        assert brightest(below) <= brightest(felt) + 12, (brightest(below), brightest(felt))
    finally:
        app.close()


def test_the_add_card_and_the_caption_glide_with_the_group(tmp_path, monkeypatch):
    # a person added: the add card slides from where it stood (never a jump to its new
    # place), and "Ordinea de joc" keeps its distance over the first card as the group
    # centres again
    from game.scenes import new_game_cards

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 1)
        for _ in range(10):
            app.step(0.1)
        drawn: list[pygame.Rect] = []
        real_faded = new_game_cards.SeatCardsDrawing._faded
        real_add = scene._draw_add_card
        painting: list[int] = []

        def faded(surface, rect, alpha, paint, drawn_at=None):
            def watched(layer, r):
                before = len(painting)
                paint(layer, r)
                if len(painting) > before:
                    drawn.append(pygame.Rect(rect))
            return real_faded(surface, rect, alpha, watched, drawn_at)

        monkeypatch.setattr(new_game_cards.SeatCardsDrawing, "_faded", staticmethod(faded))
        monkeypatch.setattr(scene, "_draw_add_card",
                            lambda *a: (painting.append(1), real_add(*a)))
        old = scene.free_seat_rects()[0]
        scene.humans.set_value(2)
        app.manager.update(1 / 60)
        drawn.clear()
        scene.draw(app.screen)
        new = scene.free_seat_rects()[0]
        assert drawn and abs(drawn[0].x - old.x) < abs(drawn[0].x - new.x), (drawn, old, new)
        scene.humans.set_value(3)  # (one row to two: the first card rises)
        gaps = set()
        while scene.motion.moving:
            app.manager.update(1 / 60)
            gaps.add(scene.shown_card_rects()[0].y - scene._caption_y())
        assert len(gaps) == 1, gaps
        place = scene.free_seat_rects()[0]
        assert scene.motion.rect(ADD_CARD, place) == place  # at rest at its place
    finally:
        app.close()
