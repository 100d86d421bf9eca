"""New Game's computer card: "Expert · Setări" under its name with air under it (critic F71:
at 1920x1080 it sat squeezed against the card's bottom edge): the level line's foot two thirds
of the card's inner margin or more over the card's bottom edge (its line's foot: the letters'
feet higher), its top under the name's line, the name as large as a person's, at three sizes
and at one row's cards and two rows'."""

from __future__ import annotations

import pytest

from game.scenes import new_game_cards
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("kind", "humans"), [("yams", 2), ("farkle", 6)])
def test_the_level_line_has_air_under_it(tmp_path, size, kind, humans, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        for _ in range(60):
            app.step(FRAME)
        drawn = []
        real = new_game_cards.draw_text

        def spy(surface, text, px, *rest, **named):
            rect = real(surface, text, px, *rest, **named)
            drawn.append((text, rect))
            sizes[text] = px
            return rect

        sizes: dict[str, int] = {}

        monkeypatch.setattr(new_game_cards, "draw_text", spy)
        scene.draw(app.screen)
        card = scene.shown_card_rects()[-1]
        word = scene.tr(new_game_cards.LEVEL_LABEL, level=scene.computer_level_word())
        (level,) = [rect for text, rect in drawn if text == word]
        (name,) = [rect for text, rect in drawn if text == "Calculatorul"]
        assert card.contains(level)
        assert card.bottom - level.bottom >= scene.card_edge() * 2 // 3, (card, level)
        assert sizes["Calculatorul"] == scene.name_size  # (never shrunk to make the room)
        assert level.top >= name.centery, (name, level)
    finally:
        app.close()
