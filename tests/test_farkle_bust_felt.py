"""A bust is a felt moment (hF19): the table dims around the dice that lost the turn, the
ledger's struck-out points and the stamp; the dice stay in sight; it lasts 1.2 to 1.5 s
(a click or a key cuts it short) and then the turn passes."""

from __future__ import annotations

import pygame
import pytest

from tests.test_farkle_flow import DT, LAND, Table
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_bust_holds_about_a_second_and_a_half_then_the_turn_passes():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()  # a bust
    table.run(LAND + 2 * DT)
    assert flow.bust_shown
    table.run(1.15)
    assert flow.bust_shown  # long enough to be seen
    table.run(0.4)
    assert not flow.bust_shown and flow.frozen is None  # ~1.5 s: the turn has passed


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> float:
    return sum(pygame.transform.average_color(surface, rect)[:3]) / 3


def test_the_table_dims_around_the_bust_and_its_dice_stay_lit(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        app.step(0.05)
        guide = pygame.Rect(table.guide_rect)
        before = _mean(app.screen, guide)
        table.press_roll()  # a bust: 2 3 4 4 6
        for _ in range(200):
            app.step(1 / 60)
            if table.flow.bust_shown:
                break
        app.step(0.3)
        assert table.flow.bust_shown
        dice = table.dice_in_play_rects()
        assert len(dice) == 5  # the dice that busted stay in sight
        assert _mean(app.screen, guide) < 0.7 * before  # the rest of the table is dimmed
        die = dice[0].inflate(-dice[0].w // 3, -dice[0].h // 3)
        assert _mean(app.screen, die) > 150  # the dice themselves are not
    finally:
        app.close()
