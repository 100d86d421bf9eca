"""The rules page's two edges (critic M30): its first heading has air above it, as much as a
heading down the page has over its rule's line (it stood tight to the panel's top and read as
smaller than the others); and a worked example's card the view's bottom edge stops in reads
closed (its rounded foot drawn where the view ends), never a box sliced open at the panel's
foot."""

from __future__ import annotations

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


def _cut_by_the_foot(shown, drawn_at: int, top: int, bottom: int) -> bool:
    """The example from ``top`` to ``bottom`` (page pixels) is cut by the view's foot, the view
    ``shown`` drawn at scroll offset ``drawn_at`` (and shows more than an eighth of it)."""
    y0, y1 = shown.y - drawn_at + top, shown.y - drawn_at + bottom
    return y0 + shown.h // 8 < shown.bottom < y1


@pytest.mark.parametrize("size", SIZES)
def test_an_example_card_cut_by_the_foot_reads_closed(tmp_path, size, monkeypatch):
    views = []
    real = doc.draw_laid

    def spy(surface, laid, viewport, offset, x=None):
        views.append((laid, viewport.copy(), offset))
        return real(surface, laid, viewport, offset, x)

    monkeypatch.setattr(rules.doc, "draw_laid", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        seen = 0
        step = max(5, scene.scroll.max_offset // 240)  # (hM64: finer, the 1024 body larger)
        for offset in range(0, scene.scroll.max_offset + 1, step):
            scene.scroll.scroll_to(offset)
            where = scene.shown_view(scene.scroll.offset), scene.scroll.offset
            if not any(_cut_by_the_foot(*where, top, bottom) for top, bottom in
                       scene.page.examples):
                continue  # no example cut at this offset: the screen not drawn (suite's time)
            views.clear()
            scene.draw(app.screen)
            laid, shown, drawn_at = views[-1]
            for top, bottom in laid.examples:
                y0 = shown.y - drawn_at + top
                if not _cut_by_the_foot(shown, drawn_at, top, bottom):
                    continue  # not cut by the foot (or hardly shown)
                seen += 1
                inside = tuple(app.screen.get_at((shown.x + shown.w // 2, y0 + 2)))[:3]
                corner = tuple(app.screen.get_at((shown.x, shown.bottom - 1)))[:3]
                assert corner != inside, (size, offset, corner)  # its foot rounded off
                below = tuple(app.screen.get_at((shown.x + shown.w // 2, shown.bottom + 1)))[:3]
                assert below != inside or below == theme.PANEL, (size, offset)
        assert seen, "no example was ever cut by the foot"
    finally:
        app.close()
