""""La rând: …"'s pill keeps air under the prompt line at every size (round 71, critic B71:
at 1366×768 the pill touched "Tura începe cu toate cele 6 zaruri", hp_32 of
tools/handoff_frames.py), and stays clear of the dice row's slots under it."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.messages import Channel, Tone
from game.views import farkle_turn_band as turn_band
from game.views import farkle_views as views
from game.views.farkle_turn_entrance import turn_pill_rect
from tests.uihelpers import make_app
from tools.screens_farkle import table_with

AIR = 8
"""Pixels of felt at least between the prompt's line and the pill, and the pill and the row."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_pill_keeps_air_under_the_prompt_and_over_the_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        surface = pygame.Surface(size)
        table.flow.prompt = lambda: type("Said", (), {  # the longest prompt over a new turn
            "key": "farkle.turn_start", "text": "Tura începe cu toate cele 6 zaruri",
            "tone": Tone.INFO, "channel": Channel.PROMPT})()  # (hF79: a refusal's differs)
        prompt = views.draw_prompt(surface, table, table.flow)
        assert prompt is not None
        pill = turn_pill_rect("La rând: Constantinos", turn_band.turn_banner_centre(table),
                              table.center.w, table.scale, turn_band.TURN_BANNER_FONT, 1.0, 1.0)
        assert pill.top - prompt.bottom >= AIR, (size, prompt, pill)
        assert turn_band.turn_banner_bottom(table) == pill.bottom  # (its one height all along)
        row_top = table.row_y - table.px(theme.FARKLE_DIE) // 2
        assert row_top - pill.bottom >= AIR, (size, pill, row_top)
    finally:
        app.close()
