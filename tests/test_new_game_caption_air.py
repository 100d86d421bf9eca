"""New Game's "Ordinea de joc" keeps clear air over the first card's focus ring (critic R30: it
sat almost on the ring), and a refusal's words read at 15 px of em at 1024x600, 20 at 1920."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import new_game_places, new_game_refusal
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("humans", [1, 6])
def test_the_caption_keeps_clear_of_the_first_cards_focus_ring(tmp_path, size, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", humans)
        for _ in range(6):
            app.step(0.1)
        first = scene.shown_card_rects()[0]
        ring_top = first.y - scene.px(theme.FOCUS_RING_GAP + theme.FOCUS_RING_WIDTH)
        air = ring_top - scene._caption_y()
        assert air >= max(6, scene.px(12)), (air, scene._caption_y(), first.y)
    finally:
        app.close()


@pytest.mark.parametrize(("size", "least"), [((1024, 600), 21), ((1366, 768), 21),
                                             ((1920, 1080), 28)])
@pytest.mark.parametrize(("humans", "index"), [(1, 0), (6, 0), (6, 5)])
@pytest.mark.parametrize("typed", ["\U0001F600", "x"])
def test_a_refusals_words_are_read_not_squinted_at(tmp_path, size, least, humans, index,
                                                    typed):
    """Layout size 21 is 15 px of em, 28 about 20 px (critic R30: ~11 px at 1024x600)."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(6):
            app.step(0.1)
        field = scene.fields[index]
        scene.focus.focus(field)
        field.set_text("A" * theme.NAME_MAX_LENGTH if typed == "x" else "Ion")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        app.step(FRAME)
        words = scene.refusal_card_words(scene.refused_card())
        assert words.size >= least, (words, new_game_refusal.SHORT_LINES_MOST)
        assert " ".join(words.lines) == scene.refusal_text()
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_four_cards_span_the_felt_at_1024x600(tmp_path, kind):
    """At 1024x600 a row of four seat cards takes the felt's width, not the panel's (critic
    R30: "use the room"): the names and a refusal's words get the room."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        # (hS40: five people, seven cards 4 + 3: three people's five cards now stand 3 + 2,
        # bigger; the row of four fills the felt's width but for its margins)
        scene = open_new_game(app, kind, 5)
        for _ in range(6):
            app.step(0.1)
        assert new_game_places.GRID_COLUMNS == 4  # (hS61: row_most gone, the grid's four)
        gap = scene.px(new_game_places.SEAT_CARD_GAP)
        row = 4 * scene.card_w + 3 * gap
        assert row >= 0.95 * scene.wide_w, (scene.card_w, row, scene.wide_w)
    finally:
        app.close()
