"""The menu after critic A40: the hero ("Joacă Yams") stands under the game cards it depends on
(choose a game, then play it), flanked by its chips; with a saved game the status is said once
(on the saved game's card, no "Prima partidă: în curs" chip beside it) and a secondary
"Partidă nouă" stands where that chip stood: a visible way to start afresh; the chips' words
read at 16 px of em or more at 1024×600 (above the side screens' 15 px floor, which the critic
read as small there)."""

from __future__ import annotations

import pytest

from game.widgets.text import em_px
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _save(app) -> None:
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    app.manager.top.enter()
    app.manager.top.skip_entrance()
    app.step(FRAME)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("saved", [False, True])
def test_the_hero_stands_under_the_cards(tmp_path, size, saved):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        if saved:
            _save(app)
        hero = menu.hero().rect
        for card in (menu.yams_button, menu.farkle_button):
            assert hero.top > card.rect.union(card.body_rect()).bottom, (size, saved)
        assert hero.bottom < menu.rules_button.rect.top
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_saved_game_is_said_once_and_a_new_game_stays_in_reach(tmp_path, size):
    from game.scenes.new_game import NewGameScene

    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        _save(app)
        words = [w for chip in menu.chips for w in (chip.label, chip.value)]
        assert "în curs" not in words  # the card says it (the chip's key gone in round 50)
        assert len(menu.chips) == 1  # the record alone: "Partidă nouă" takes the other's place
        assert "Prima partidă" not in words
        fresh = menu.new_game_button
        assert fresh.visible and fresh.style == "secondary"
        assert fresh.text == "Partidă nouă"
        assert not fresh.rect.colliderect(menu.hero().rect)
        for card in (menu.yams_button, menu.farkle_button):
            assert not fresh.rect.colliderect(card.rect)
        frame = recorded_frame(menu, size)
        assert [t for t in frame.texts if t.text == "Partidă nouă"]
        fresh.activate()
        app.step(FRAME)
        assert isinstance(app.manager.top, NewGameScene)
        assert app.manager.top.kind == "yams"
    finally:
        app.close()


def test_no_new_game_button_without_a_saved_game(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.step(FRAME)
        assert not app.manager.top.new_game_button.visible
    finally:
        app.close()


@pytest.mark.parametrize("saved", [False, True])
def test_the_chips_words_read_at_16_px_at_1024(tmp_path, saved):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        if saved:
            _save(app)
        frame = recorded_frame(menu, size)
        chips = menu.chip_rects()
        assert chips
        inside = [t for t in frame.texts if any(c.contains(t.rect) for c in chips)]
        assert inside
        small = [(t.text, em_px(t.size)) for t in inside if em_px(t.size) < 16]
        assert not small, small
    finally:
        app.close()
