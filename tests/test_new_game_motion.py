"""New Game's seat cards when a seat comes or goes: the card going fades out first, then the
others slide, then a card coming (or one changing rows) fades in; in no frame do two cards
lie over each other."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _cards_seen(scene) -> list[pygame.Rect]:
    """The cards showing in this frame (any opacity): in the band and fading out of it."""
    order = scene.turn_order_indices()
    cards = [rect for index, rect in zip(order, scene.shown_card_rects(), strict=True)
             if scene.motion.alpha(scene.seat_key(index)) > 0]
    return cards + [rect for _, rect, alpha in scene.motion.leaving() if alpha > 0]


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
        for _ in range(40):
            app.step(1 / 60)
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
                frames.append((cards, unseen))
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
def test_the_names_keep_their_size_and_the_turns_change_with_the_cards_move(tmp_path, size):
    """A person added: the names keep their one size through the move (overturned on
    purpose: they no longer grow or shrink with the cards), and a card's turn changes once the
    card has gone half its way (never before it moves)."""
    from tests.uihelpers import recorded_frame

    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        for _ in range(40):
            app.step(1 / 60)
        old_size = scene.name_size
        old_turns = dict(scene.placed_turns)
        scene.humans.set_value(3)
        new_turns = dict(scene.placed_turns)
        changed = [key for key in old_turns if old_turns[key] != new_turns[key]]
        assert changed  # (the computer plays later with one more person)
        sizes = []
        while scene.motion.moving:
            app.step(1 / 60)
            sizes.append(scene.name_size)
            frame = recorded_frame(scene, size)
            order = scene.turn_order_indices()
            shown = dict(zip([scene.seat_key(i) for i in order], scene.shown_card_rects(),
                             strict=True))
            for key in changed:
                turns = {mark.text for mark in frame.texts
                         if shown[key].contains(mark.rect) and mark.text.isdigit()}
                before_move = shown[key].topleft == scene.motion.before[key].topleft
                expected = old_turns[key] if scene.motion.slide_share() < 0.5 else new_turns[key]
                assert turns == {expected}, (key, turns, expected)
                if before_move:
                    assert turns == {old_turns[key]}
            if shown[changed[0]].topleft == scene.motion.before[changed[0]].topleft:
                assert scene.name_size == old_size  # the cards still: the names too
        assert sizes and set(sizes) == {old_size}  # one size through the move
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("humans", [3, 6])
def test_no_empty_hole_stands_before_the_cards_close_up(tmp_path, size, humans):
    """A person removed: their card is plainly seen until the others start to move into
    its room (not a faint ghost, then an empty hole, for frames before anything moves):
    a frame at most shows it faint with the others still."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(40):
            app.step(1 / 60)
        scene.humans.set_value(humans - 1)
        faint: list[float] = []
        while scene.motion.moving:
            app.step(1 / 60)
            order = scene.turn_order_indices()
            keys = [scene.seat_key(i) for i in order]
            still = all(rect == scene.motion.before[key] for key, rect
                        in zip(keys, scene.shown_card_rects(), strict=True)
                        if key in scene.motion.before and key not in scene.motion.jumping)
            leaving = scene.motion.leaving()
            if still and not (leaving and leaving[0][2] >= 40):
                faint.append(scene.motion.elapsed)
        assert len(faint) <= 1, faint  # a frame at most: the last of its fade
    finally:
        app.close()


def test_a_card_going_fades_out_with_its_name_on_it(tmp_path, monkeypatch):
    """A person removed: their card fades out with their name on it (the name goes with
    its card, not a frame before it)."""
    from game.widgets.forms import TextField

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 3)
        for _ in range(40):
            app.step(1 / 60)
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
