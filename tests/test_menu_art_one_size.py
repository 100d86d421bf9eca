"""The menu's game cards keep their art one size in every state (critic A41: with a game saved
the "Continuă" state shrank both cards' dice to make room for the saved game's card): the
saved game's words stand on one row under the name where they fit; and before any game the
second chip says something true and useful (who can play: "1–6 + Calculatorul"), not
"Prima partidă / te așteaptă", which said nothing."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _arts(menu) -> list[tuple[int, int, int, int]]:
    return [tuple(r) for card in (menu.yams_button, menu.farkle_button)
            for r in [card.art_band()] + card.art_rects()]


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_art_is_one_size_with_a_saved_game(tmp_path, size):
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        menu.skip_entrance()
        app.step(FRAME)
        before = _arts(menu)
        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu.enter()
        menu.skip_entrance()
        app.step(FRAME)
        assert menu.continue_button.visible and menu.yams_button.shows_badge()
        assert _arts(menu) == before, size
        badge = menu.yams_button.badge_rect()
        assert menu.yams_button.rect.contains(badge)
        assert badge.top > menu.yams_button.art_band().bottom
    finally:
        app.close()


def test_a_first_starts_second_chip_says_who_can_play(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        app.step(FRAME)
        words = [w for chip in menu.chips for w in (chip.label, chip.value)]
        assert app.tr("menu.chip.players") in words
        assert app.tr("menu.chip.players_value") in words
        assert "te așteaptă" not in words and "Prima partidă" not in words
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_saved_games_one_row_stands_centred_on_its_card(tmp_path, size):
    # (round 50 review: the row was centred on a width of whole spaces while its parts stood
    # half a space apart, so it sat left of its card's centre)
    import pygame

    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.widgets import layout_record

    app = make_app(tmp_path, size=size)
    try:
        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu = app.manager.top
        menu.enter()
        menu.skip_entrance()
        app.step(FRAME)
        card = menu.yams_button
        if not card.badge_on_one_row():
            pytest.skip("the saved game's words take two rows at this size")
        badge = card.badge_rect()
        layout_record.start(size)
        try:
            layout_record.begin(size)
            card.draw_badge(pygame.Surface(size), badge)
            texts = [t.rect for t in layout_record.frame().texts if badge.colliderect(t.rect)]
        finally:
            layout_record.stop()
        assert len(texts) >= 3
        row = texts[0].unionall(texts[1:])
        assert abs(row.centerx - badge.centerx) <= 2, (row, badge)
    finally:
        app.close()
