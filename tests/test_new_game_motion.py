"""New Game's seat cards when a seat comes or goes: the card going fades out first, then the
others slide, then a card coming fades in; in no frame do two cards lie over each other (but
a card changing rows, lifted over the others on its slide: hS30)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.new_game import COMPUTER_SEAT
from game.scenes.new_game_places import ADD_CARD
from tests.uihelpers import make_app
from tools.render_screens import open_new_game
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _at_rest(app) -> None:
    """Forty frames for New Game's entrance and its cards to come to rest: none of them
    watched, so unseen but the last (tools/unseen_frames)."""
    with unseen_frames(app):
        for _ in range(40):
            app.step(1 / 60)


def _cards_seen(scene, lifted_too: bool = False) -> list[pygame.Rect]:
    """The cards showing in this frame (any opacity): in the band and fading out of it, the
    add card too (hS28: it glides with the group); but the cards changing rows, which slide
    there lifted over the others (hS30: the computer's card no longer fades out and in,
    tests/test_new_game_rows_slide.py)."""
    order = scene.turn_order_indices()
    lifted = scene.motion.crossing if scene.motion.moving and not lifted_too else set()
    cards = [rect for index, rect in zip(order, scene.shown_card_rects(), strict=True)
             if scene.motion.alpha(scene.seat_key(index)) > 0
             and scene.seat_key(index) not in lifted]
    cards += [scene.motion.rect(ADD_CARD, rect) for rect in scene.free_seat_rects()
              if scene.motion.alpha(ADD_CARD) > 0 and ADD_CARD not in lifted]
    return cards + [rect for key, rect, alpha in scene.motion.leaving()
                    if alpha > 0 and key not in lifted]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_no_two_cards_overlap_in_any_frame_of_adding_or_removing(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        app.step(0.1)  # the cards drawn once: from now on a count's change moves them
        for count in [2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 6, 1]:
            scene.humans.set_value(count)
            frames = 0
            while True:
                # the frame's update: the motion steps; the rects read below are where the
                # frame's draw would put the cards (drawing them was most of this test's time)
                app.manager.update(1 / 60)
                cards = _cards_seen(scene)
                for i, a in enumerate(cards):
                    for b in cards[i + 1:]:
                        assert not a.colliderect(b), (count, frames, a, b)
                frames += 1
                if not scene.motion.moving:
                    break
                assert frames < 120
    finally:
        app.close()


def test_the_card_going_fades_out_before_the_others_move(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 6)
        app.step(0.1)
        before = list(scene.shown_card_rects())
        scene.humans.set_value(5)
        app.step(1 / 60)
        leaving = scene.motion.leaving()
        assert leaving and 0 < leaving[0][2] < 255  # fading where it was
        still = scene.shown_card_rects()
        assert still[:3] == before[:3]  # the others wait for it to go
        for _ in range(120):
            app.step(1 / 60)
        assert not scene.motion.moving and not scene.motion.leaving()
    finally:
        app.close()



@pytest.mark.parametrize(("steps", "size"), [  # each size met by some, all five walked
    ([6, 5, 4, 3, 2, 1], (1024, 600)), ([1, 2, 3, 4, 5, 6], (1366, 768)),
    ([6, 5, 4, 5, 4, 3, 2], (1920, 1080)), ([1, 3, 6, 2, 5], (1024, 600)),
    ([6, 2, 3, 4, 5, 6], (1366, 768))])
def test_quick_clicks_never_lose_a_seats_card(tmp_path, size, steps):
    """A click every four frames (each change caught mid-way by the next): in every frame
    each seat's card shows, but while another card stands where it goes (it comes in as
    soon as its place is free for good); and no two cards lie over each other."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", steps[0])
        _at_rest(app)
        frames: list[tuple[list[pygame.Rect], dict[object, pygame.Rect]]] = []
        for step, count in enumerate(steps[1:]):
            scene.humans.set_value(count)
            for _ in range(60 if step == len(steps) - 2 else 4):
                app.step(1 / 60)
                cards = _cards_seen(scene)
                for i, a in enumerate(cards):
                    for b in cards[i + 1:]:
                        assert not a.colliderect(b), (steps, len(frames), a, b)
                order = scene.turn_order_indices()
                unseen = {scene.seat_key(index): place for index, place
                          in zip(order, scene.card_rects(len(order)), strict=True)
                          if scene.motion.alpha(scene.seat_key(index)) == 0}
                frames.append((_cards_seen(scene, lifted_too=True), unseen))
        assert not scene.motion.moving
        for f, (_, unseen) in enumerate(frames):
            for key, place in unseen.items():
                comes = next((g for g in range(f, len(frames)) if key not in frames[g][1]),
                             len(frames))
                taken = any(place.colliderect(card) for cards, _ in frames[max(0, f - 2):comes]
                            for card in cards)
                assert taken, (steps, f, key)  # unseen, with nothing in its way
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_names_keep_their_size_and_the_computer_moves_one_place_on(tmp_path, size):
    """A person added: the names keep their one size, the people's cards glide (and change
    size, hS29) with the group as it centres again (hS28: from where they stood straight to
    their new places, never a jump), and the computer's card slides one place on (hS19: it
    follows the people in their row) to show its new turn there (its number changes half
    way)."""
    from tests.uihelpers import recorded_frame

    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 1)
        _at_rest(app)
        old_size = scene.name_size
        old_places = dict(scene.placed)
        scene.humans.set_value(2)
        new_turns = dict(scene.placed_turns)
        new_place = scene.placed[0]
        sizes, last_x = [], old_places[0].x
        while scene.motion.moving:
            app.step(1 / 60)
            sizes.append(scene.name_size)
            order = scene.turn_order_indices()
            shown = dict(zip([scene.seat_key(i) for i in order], scene.shown_card_rects(),
                             strict=True))
            person = shown[0]  # on its way from its place to its new one, its size
            # between its two (hS29: the cards of few seats grow)
            old_w = old_places[0].w
            assert min(old_w, new_place.w) <= person.w <= max(old_w, new_place.w)
            assert min(last_x, new_place.x) <= person.x <= max(last_x, new_place.x)
            last_x = person.x
            frame = recorded_frame(scene, size)
            turns = {mark.text for mark in frame.texts
                     if shown[COMPUTER_SEAT].contains(mark.rect) and mark.text.isdigit()}
            half = scene.motion.slide_share() >= 0.5 or not scene.motion.moving
            assert turns == {new_turns[COMPUTER_SEAT] if half else "2"}, turns
        # one size through the change: the new cards' from the start (hS40 ruling: the
        # names bigger on bigger cards, no longer one size at every count)
        assert sizes and len(set(sizes)) == 1 and old_size >= sizes[0]
        assert new_place != old_places[0]  # (the group centred again)
        places = scene.seat_places()  # (K72 #13: after the add card, where the new person
        # plays before it)
        assert scene.placed[COMPUTER_SEAT] == places[3] != old_places[COMPUTER_SEAT]
        assert new_turns[COMPUTER_SEAT] == "3"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("humans", [3, 6])
def test_a_person_removed_leaves_the_others_where_they_stand(tmp_path, size, humans):
    """A person removed: their card fades out where it was, the other people keep their
    order (their size, or grow to the few seats' one: hS29; hS28: the group centres again
    round them); the add card takes the place after the last person, the computer's card the
    one after it (hS19; critic K72 #13: the add card before the computer's)."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", humans)
        _at_rest(app)
        before = dict(scene.placed)
        scene.humans.set_value(humans - 1)
        after = scene.placed[0]
        seen_leaving = False
        while scene.motion.moving:
            app.step(1 / 60)
            keys = [scene.seat_key(i) for i in scene.turn_order_indices()]
            for key, rect in zip(keys, scene.shown_card_rects(), strict=True):
                whole = scene.motion.alpha(key) >= 255  # (hS29: few seats' cards grow)
                low, high = sorted((before[0].w, after.w))
                assert not whole or low <= rect.w <= high, key
            seen_leaving |= bool(scene.motion.leaving())
        assert seen_leaving
        places = scene.seat_places()
        assert [scene.placed[k] for k in range(humans - 1)] == places[:humans - 1]
        assert scene.free_seat_rects() == [places[humans - 1]]  # before the computer's
        assert scene.placed[COMPUTER_SEAT] == places[humans]  # (critic K72 #13)
    finally:
        app.close()


def test_a_card_going_fades_out_with_its_name_on_it(tmp_path, monkeypatch):
    """A person removed: their card fades out with their name on it (the name goes with
    its card, not a frame before it)."""
    from game.widgets.forms import TextField

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 3)
        _at_rest(app)
        scene.humans.set_value(2)
        app.step(1 / 60)
        (key, card, _), = scene.motion.leaving()
        painted: list[pygame.Rect] = []
        draw = TextField.draw

        def recording(field, surface, focused=False):
            if field is scene.fields[key] and field.visible:
                painted.append(pygame.Rect(field.rect))
            draw(field, surface, focused)

        monkeypatch.setattr(TextField, "draw", recording)
        scene.draw(app.screen)
        assert painted  # its name, on its card (drawn on the card's own layer)
        assert painted[0].size == scene.name_field_rect(card, scene.field_h).size
    finally:
        app.close()
