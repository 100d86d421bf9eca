"""The chosen box's ring never crosses its figure nor reaches the next column (critic D71:
at 1024x600 the ring of "Alege căsuța Penta" and of a Joker's lower box lay on the top and
the bottom of the figure's digits): at every size the ring's pixels stay off the figure's
ink (a pixel of air round it) and inside its own column, the next column's cells untouched.
"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
STATES = ["_penta_box", "_joker_lower", "_countdown"]


def _is(colour, target, reach=40) -> bool:
    return max(abs(a - b) for a, b in zip(colour[:3], target, strict=True)) < reach


def _pixels(surface: pygame.Surface, rect: pygame.Rect, target) -> list[tuple[int, int]]:
    """The pixels of ``rect`` in ``surface`` near ``target``'s colour."""
    rect = rect.clip(surface.get_rect())
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            if _is(surface.get_at((x, y)), target)]


def _ink(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The bounding box of the figure's dark ink inside its line box ``rect``."""
    dark = _pixels(surface, rect, theme.INK)
    assert dark, rect
    xs, ys = [p[0] for p in dark], [p[1] for p in dark]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", STATES)
def test_the_ring_keeps_off_the_figure_and_the_next_column(tmp_path, size, state):
    import tools.screens_yams as screens

    app = make_app(tmp_path, size=size)
    try:
        getattr(screens, state)(app)
        scene = next(s for s in app.manager.stack if hasattr(s, "sheet"))
        if state != "_countdown":  # (its seconds run on: seen as it begins)
            for _ in range(8):
                app.step(0.1)
            for _ in range(60):  # (a Penta's dice held still before its stage, round 75,
                if scene.on_stage is None and not scene.flow.moment.busy:  # hS30: then it
                    break  # plays; its box waits after it)
                app.step(0.1)
        view, sheet = scene.sheet_view(), scene.sheet
        box = view.primary or view.marked
        assert box is not None and view.current is not None
        cell = sheet.cell_rect(view.current, box)
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        texts = [t for t in screen_frame(app).shown_texts()
                 if cell.contains(t.rect) and t.role != "countdown"]
        assert len(texts) == 1, texts  # the box's figure
        ink = _ink(drawn, texts[0].rect)
        ring = _pixels(drawn, cell.inflate(0, 4), theme.SHEET_CHEAPEST)
        assert len(ring) > cell.w, (state, size)  # the ring is drawn
        crossing = [p for p in ring if ink.inflate(2, 2).collidepoint(p)]
        assert crossing == [], (state, size, ink, crossing[:5])
        column = sheet.column_rect(view.current)
        edge = max(2, theme.px(4, sheet.scale))  # the column's own outline, in its colour
        inside = column.inflate(-2 * edge, 0)
        assert all(inside.collidepoint(p) for p in ring), (state, size)
        if view.current + 1 < sheet.players:  # the next column's cells untouched
            after = sheet.cell_rect(view.current + 1, box)
            assert not _pixels(drawn, after, theme.SHEET_CHEAPEST), (state, size)
    finally:
        app.close()
