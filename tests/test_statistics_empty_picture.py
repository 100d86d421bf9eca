"""Statistics with no game: its empty state wears a picture over its title, as Scores' empty
state wears its trophy (hS22: a bare card of words under floating tabs): since ruling S90 1
(amended round 80, hK88; three big dice before) the picture is the preview of the charts to
come, three ghosted cards, inside the panel, above the title."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_empty_state_shows_dice_over_its_title(tmp_path, monkeypatch, size):
    from game.scenes import stats_drawing

    cards: list[pygame.Rect] = []
    real = stats_drawing.draw_preview_card

    def spy(surface, card, *a, **k):
        cards.append(card)
        return real(surface, card, *a, **k)

    monkeypatch.setattr(stats_drawing, "draw_preview_card", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        scene.draw(app.screen)
        panel = scene.empty_panel
        assert len(cards) == 3, cards
        assert cards[0].h >= scene.px(80)  # a picture, not a sign
        assert all(panel.contains(rect) for rect in cards)
        title_top = panel.y + scene.px(44) + cards[0].h  # the title under them
        assert all(rect.bottom <= title_top for rect in cards)
        assert panel.contains(scene.start_button.rect)
    finally:
        app.close()
