"""Hot dice' ribbon wears a crown of flames (round 69, critic: the middle rungs "the same
ribbon in different sizes"): tongues of fire lick up from its top edge while it stands,
within its width and the middle column, flickering (not one still picture), gone as its heat
dies; no other banner wears them."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_banner import drawn_plaque, ribbon_rect
from game.views.stage_flames import OUTER, tongues
from tests.uihelpers import make_app
from tools.screens_stage import KINDS, STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_tongues_rise_from_the_ribbons_top_edge_and_flicker():
    rect = pygame.Rect(100, 200, 600, 120)
    now, later = tongues(rect, 1.0, 0.5, 1.0), tongues(rect, 1.0, 0.62, 1.0)
    assert len(now) >= 6
    for outline in now:
        xs, ys = [x for x, _ in outline], [y for _, y in outline]
        assert rect.left <= min(xs) and max(xs) <= rect.right, outline
        assert min(ys) < rect.top - 0.08 * rect.h and max(ys) > rect.top, outline
    assert now != later  # they move
    assert tongues(rect, 1.0, 0.5, 0.0) == []  # the heat out, no flame


def _orange_above(tmp_path, state: str) -> int:
    """How many pixels of flame orange stand in the felt just above ``state``'s banner at
    rest (40 % into it)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}[state](app)
        stage = until_staged(app, KINDS.get(state, state))
        stage.clock.age = stage.clock.duration * 0.4
        surface = pygame.Surface(app.screen.get_size())
        stage.table.draw(surface)
        stage.draw(surface)
        rest = ribbon_rect(stage.picture)
        assert drawn_plaque(stage.picture, stage.clock) == rest
        band = pygame.Rect(rest.x, rest.top - rest.h // 4, rest.w, rest.h // 4 - 2)
        return sum(1 for x in range(band.x, band.right, 3) for y in range(band.y, band.bottom, 2)
                   if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], OUTER,
                                                      strict=True)) < 40)
    finally:
        app.close()


def test_hot_dice_ribbon_burns_three_pairs_scroll_not(tmp_path):
    assert _orange_above(tmp_path, "hot_dice") > 40
    assert _orange_above(tmp_path, "three_pairs") == 0
