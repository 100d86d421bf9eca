"""New Game's seat cards keep one stable layout whatever the number of players: one card size,
the people at the first places in reading order, so adding a person only re-centres the group
(hS16: the critic saw the seats jump between rows and sizes as players were added; hS28: no
empty places beside them), the computer right after them
and then one "+ Adaugă jucător" card (hS17: the critic saw four or five grey "+" boxes on the
default screen; hS19: the computer's card stood orphaned at the grid's last place); a click on
the add card adds a person."""

from __future__ import annotations

import pytest

from game.engine.players import MAX_HUMANS
from game.scenes.new_game import COMPUTER_SEAT, NewGameScene
from tests.uihelpers import click_at, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    yield app
    app.close()


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_adding_a_person_keeps_every_card_and_the_order(app, kind):
    # hS19: the seats fill the places in reading order, the people, then the computer, then
    # the one add card; hS28 (overturns hS19's fixed places on purpose: a band of empty
    # seats stood beside a few people): the group centres again as a person comes, every
    # card keeping its one size (hS29: one size for each count, the cards of four seats or
    # fewer grown, never smaller with fewer)
    scene = NewGameScene(app, kind)
    app.manager.push(scene)
    settle(app)
    sizes: list[int] = []
    for count in range(1, MAX_HUMANS + 1):
        scene.humans.set_value(count)
        settle(app, 10)
        while scene.motion.moving:  # (the group sliding to its new places)
            app.step(1 / 60)
        placed = dict(scene.placed)
        places = scene.seat_places()
        assert set(placed) == {*range(count), COMPUTER_SEAT}
        for key in range(count):  # the people in reading order
            assert placed[key] == places[key], (count, key)
        # right after the people and the add card, where the person it adds plays before
        # the computer (critic K72 #13; hS20: a row holding no person centred on its cards)
        after = count + 1 if count < MAX_HUMANS else count
        assert placed[COMPUTER_SEAT] == places[after], count
        assert len({rect.size for rect in placed.values()}) == 1, count
        sizes.append(placed[0].w)
        assert [tuple(r) for r in scene.shown_card_rects()] == [
            tuple(placed[scene.seat_key(i)]) for i in scene.turn_order_indices()]
    # hS40 ruling (cards filling the room at each count, reversing one size from four
    # people on): the widest with one person, the seven's the same with five or six
    assert sizes[0] == max(sizes) and len(set(sizes[4:])) == 1, sizes


@pytest.mark.parametrize("humans", [1, 2])
def test_with_few_people_the_computer_sits_in_their_row(app, humans):
    # hS19: with 1-2 people the computer's card sat alone at the grid's last place (from
    # three people on, hS28, the group's second row starts with it)
    scene = NewGameScene(app, "yams")
    app.manager.push(scene)
    scene.humans.set_value(humans)
    settle(app, 10)
    last = scene.placed[humans - 1]
    computer = scene.placed[COMPUTER_SEAT]
    assert computer.y == last.y and computer.size == last.size
    add = scene.free_seat_rects()[0]  # the add card next in the row, before the computer's
    assert add.y == last.y and 0 < add.x - last.right <= scene.px(60), (last, add)
    gap = computer.x - add.right  # (critic K72 #13: the person it adds plays before it)
    assert 0 < gap <= scene.px(60), (add, computer)


def test_only_the_next_place_shows_an_add_card_and_a_click_adds_a_person(app):
    scene = NewGameScene(app, "yams")
    app.manager.push(scene)
    for count in range(1, MAX_HUMANS):
        scene.humans.set_value(count)
        settle(app, 10)
        place = scene.seat_places()[count + 1]
        (free,) = scene.free_seat_rects()
        assert free.y == place.y and free.h == place.h and free.w >= place.w, count
    assert scene.add_card_label() == "+ Adaugă jucător"
    scene.humans.set_value(2)
    settle(app)
    free = scene.free_seat_rects()
    taken = list(scene.placed.values())
    assert not any(seat.colliderect(card) for seat in free for card in taken)
    click_at(app, free[-1].center)
    settle(app)
    assert scene.humans.value == 3
    scene.humans.set_value(MAX_HUMANS)
    settle(app)
    assert scene.free_seat_rects() == []


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_focused_seat_wears_the_focus_ring_and_tab_reads_in_order(app, kind):
    # hS17: the focused name card showed only a text highlight, no ring; and Tab went from the
    # last seat back up to "Obiectiv" (above the seats)
    from game import theme

    scene = NewGameScene(app, kind)
    app.manager.push(scene)
    scene.humans.set_value(3)
    settle(app)
    scene.focus.focus(scene.fields[1])
    scene.draw(app.screen)
    card = scene.shown_card_rects()[1]
    gap = scene.px(theme.FOCUS_RING_GAP)
    width = max(2, scene.px(theme.FOCUS_RING_WIDTH))
    at = (card.centerx, card.top - gap - width // 2 - 1)
    assert tuple(app.screen.get_at(at))[:3] == theme.FOCUS_RING, at
    seen = []
    scene.focus.focus(scene.start_button)  # (round 74: ringed on arrival; Tab wraps on)
    for _ in range(14):
        scene.focus.move(1)
        seen.append(scene.focus.focused)
    # (round 74: each person's "×" after their name)
    seats = [w for i in range(3) for w in (scene.fields[i], scene.removers[i])]
    controls = [scene.target] if kind == "farkle" else []  # (hS30: the level is Setări's)
    free = [spot for spot in scene.spots if spot.visible]  # the add card (hS23, hS28)
    assert len(free) == 1
    assert seen[:len(controls) + 9] == [*controls, *seats, *free, scene.back_button,
                                         scene.start_button]
