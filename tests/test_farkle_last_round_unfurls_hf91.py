"""The last round's band has an entrance of its own (ruling S27, round 77, hF91; critic row
"10 000 banners": each banner one voice with its own entrance): as the goal's plate folds
into the title's row, the crimson ribbon comes in narrow, about the plate's width, and
unrolls from there to its full width, never cut in whole in one frame (it stood at its full
width the frame after the small plate, a jump between beats)."""

from __future__ import annotations

import pygame
import pytest

from game.flow.farkle_port import BAND_IN
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _span(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How wide the crimson ribbon shows across ``rect``'s upper quarter (0: none)."""
    y = rect.top + rect.h // 4
    red = [x for x in range(rect.left, rect.right)
           if (lambda c: c[0] > c[1] + 60 and c[0] > 120)(surface.get_at((x, y)))]
    return red[-1] - red[0] + 1 if red else 0


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_last_round_band_unrolls_from_the_plates_width(tmp_path, size):
    from game.views.farkle_last_round import band_rect

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 3, 1, 1, 1, 5, 2, 3)
        table.game.totals[:] = [9_400, 6_150, 8_700, 7_250]
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        table.press_bank()
        rect = band_rect(table)
        spans: list[int] = []
        for _ in range(round(6.0 / FRAME)):
            app.step(FRAME)
            if table.flow.last_round_strip() is None:
                continue
            spans.append(_span(app.screen, rect))
            if table.flow.band_age >= BAND_IN:
                break
        assert spans, "the band never came"
        full = spans[-1]
        assert full >= rect.w * 0.8, (full, rect)  # (it ends whole)
        assert spans[0] <= rect.w * 0.4, spans  # it comes in narrow, about the plate's width
        assert all(b >= a - 2 for a, b in zip(spans, spans[1:], strict=False)), spans
        steps = [b - a for a, b in zip(spans, spans[1:], strict=False)]
        assert max(steps) <= rect.w * 0.25, spans  # it unrolls, never cut in whole
        assert sum(1 for s in spans if s < full - 4) >= 6, spans  # over several frames
    finally:
        app.close()
