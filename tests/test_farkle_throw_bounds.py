"""Thrown 10 000 dice tumble above the "Selecție" line's words at every window size: the
tray's tumbling bounds end over those words (round 50: the felt between the dice row and
the line grew for the coach cards, and a throw's seeded paths in
tests/test_farkle_dice_clear_of_words.py no longer reach the line; this pins the bound)."""

from __future__ import annotations

import pytest

from game.views.coach_farkle import selection_line_rect
from tests.uihelpers import make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_dice_tumble_above_the_selection_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        bounds = table.tray._bounds
        words = selection_line_rect(table)
        # (the line's box is its words' with 2 px of padding above and below them)
        assert bounds.bottom <= words.top + 2 * table.px(2), (size, bounds, words)
    finally:
        app.close()
