"""New Game leaves no band of bare felt (critic A51, "no empty bands"; hS60's one card size
left ~100 px over the settings strip and ~130 px under the cards at 1366×768 with few
players): between the game's line under the title and the buttons, no horizontal band
without a line, the strip, the caption or a card is taller than 15 % of the window, with 1 to
7 seats, in both games, at three sizes."""

from __future__ import annotations

import pytest

from game.engine.players import MAX_HUMANS
from game.widgets.text import line_height, text_size
from tests.test_new_game_one_card_size import SIZES, _laid_out
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BARE_MOST = 0.15
"""The tallest bare band between the title's line and the buttons (share of the height)."""


def bare_bands(scene) -> list[tuple[int, int]]:
    """The bands of bare felt between the game's line and the buttons, top to bottom."""
    small = scene.caption_px()
    caption_h = text_size("Ag", small)[1]
    caption_foot = scene._caption_y()
    taken = [(scene.summary_y, scene.summary_y + line_height(small)),
             (scene.panel.top, scene.panel.bottom),
             (caption_foot - caption_h, caption_foot)]
    taken += [(rect.top, rect.bottom) for rect in scene.seat_places()]
    taken.append((scene.back_button_y, scene.back_button_y + 1))
    bands, reach = [], None
    for top, bottom in sorted(taken):
        if reach is not None and top > reach:
            bands.append((reach, top))
        reach = bottom if reach is None else max(reach, bottom)
    return bands


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_no_bare_band_taller_than_a_seventh_of_the_window(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        for humans in range(1, MAX_HUMANS + 1):
            _laid_out(scene, humans)
            tallest = max(bottom - top for top, bottom in bare_bands(scene))
            assert tallest <= BARE_MOST * size[1], (humans, tallest, bare_bands(scene))
    finally:
        app.close()
