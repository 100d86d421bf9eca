"""A Rules table's rows are ruled as wide as they are striped and padded evenly (round 75,
hR77, critic cC75: in "Foaia de scor" the row stripes ran ~13 px past the lines between rows on
the right, and as far on the left; a row's words started ~8 px under its top line, its dice's
rings ended 2 px over the next): every line under a row spans the table's width, the header's
band and the stripes' own, in both games' pages at every window; a row's drawn content (its
letters' tops, its lit dice's rings) has as much air over it as under it."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.document_blocks import RectOp
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_tables_lines_span_its_stripes(tmp_path, size):
    from game.scenes.rules import GAMES, RulesScene

    app = make_app(tmp_path, size=size)
    try:
        scene = RulesScene(app, play=lambda game: None)
        scene.layout(size)
        for game in GAMES:
            laid = scene.pages[game]
            for top, _, bottom in laid.tables:
                ops = [op for op in laid.ops if isinstance(op, RectOp)
                       and top <= op.rect.y < bottom + 1]
                stripes = [op.rect for op in ops if op.colour == theme.TABLE_STRIPE]
                lines = [op.rect for op in ops if op.colour == theme.TABLE_LINE]
                assert stripes and lines, (game, top)
                spans = {(r.x, r.right) for r in stripes + lines}
                assert len(spans) == 1, (size, game, top, spans)
    finally:
        app.close()


EVEN_AIR = 3
"""Pixels the air over a table row's drawn content and the air under it may differ by."""


def _row_airs(laid, top: int, bottom: int, width: int) -> list[tuple[int, int, int]]:
    """Each row of the table laid between ``top`` and ``bottom``: (its top, the air over its
    drawn content, the air under it), read on the pixels of the page drawn alone."""
    import pygame

    from game.widgets import document as doc

    rows = sorted({op.rect.y + 1 for op in laid.ops if isinstance(op, RectOp)
                   and op.colour == theme.TABLE_LINE and top <= op.rect.y <= bottom})
    header = next(op.rect for op in laid.ops if isinstance(op, RectOp)
                  and op.colour == theme.TABLE_HEADER and op.rect.y == top)
    surface = pygame.Surface((width, bottom - top + 4))
    surface.fill(theme.PANEL)
    doc.draw_laid(surface, laid, surface.get_rect(), top)
    starts = [header.bottom] + rows[:-1]
    airs = []
    for start, end in zip(starts, rows, strict=True):  # (each row from its top to its line)
        line = end - 1  # (the row's line, a pixel tall)
        lit = [y for y in range(start, line)
               if any(sum(surface.get_at((x, y - top))[:3]) > 330 for x in range(0, width, 2))]
        if lit:
            airs.append((start, min(lit) - start, line - 1 - max(lit)))
    return airs


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_tables_rows_have_even_air_over_and_under(tmp_path, size):
    from game.scenes.rules import RulesScene

    app = make_app(tmp_path, size=size)
    try:
        scene = RulesScene(app, play=lambda game: None)
        scene.layout(size)
        for game in ("yams", "farkle"):  # the score sheet's boxes (words over lit dice),
            # the 10 000 scoring grid (plain dice)
            laid = scene.pages[game]
            top, _, bottom = laid.tables[0]
            airs = _row_airs(laid, top, bottom, scene.viewport.w)
            assert airs, game
            for start, over, under in airs:
                assert abs(over - under) <= EVEN_AIR, (size, game, start, over, under)
    finally:
        app.close()
