"""The rules page's two edges (critic M30): its first heading has air above it, as much as a
heading down the page has over its rule's line (it stood tight to the panel's top and read as
smaller than the others); and a worked example's card the view's bottom edge stops in reads
closed (its rounded foot drawn where the view ends), never a box sliced open at the panel's
foot."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import rules
from game.widgets import document as doc
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_first_heading_has_air_over_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        first = next(op for op in scene.page.ops if isinstance(op, doc.TextOp))
        screen_top = scene.viewport.y - scene.scroll.offset + first.y
        assert screen_top - scene.panel.y >= scene.px(40), (screen_top, scene.panel.y)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_an_example_card_cut_by_the_foot_reads_closed(tmp_path, size):
    # (round 70, critic A70: the page's views end between cards, so only a card taller than
    # half its view is ever cut by the foot; drawn in a view that short, it reads closed)
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        top, bottom = scene.page.examples[0]
        offset = max(0, top - scene.doc_style.pad)
        shown = pygame.Rect(scene.viewport.x, scene.viewport.y, scene.viewport.w,
                            top - offset + (bottom - top) // 2)
        app.screen.fill(theme.PANEL)
        doc.draw_laid(app.screen, scene.page, shown, offset)
        y0 = shown.y - offset + top
        inside = tuple(app.screen.get_at((shown.x + shown.w // 2, y0 + 2)))[:3]
        assert inside != theme.PANEL  # (the card drawn)
        corner = tuple(app.screen.get_at((shown.x, shown.bottom - 1)))[:3]
        assert corner != inside, (size, corner)  # its foot rounded off
        below = tuple(app.screen.get_at((shown.x + shown.w // 2, shown.bottom + 1)))[:3]
        assert below != inside or below == theme.PANEL, size
    finally:
        app.close()
