"""The rules page: a measure of about 70 characters and a side index to jump between sections."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.document import Heading, TextOp
from tests.uihelpers import FRAME, button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _open(app):
    click(app, button_named(app, "menu.rules"))
    settle(app)
    return app.manager.top


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_measure_is_about_70_characters(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        for game in ("yams", "farkle"):
            ops = [op for op in scene.pages[game].ops if isinstance(op, TextOp)]
            body = max({op.size for op in ops}, key=lambda s: sum(o.size == s for o in ops))
            running = sorted(len(op.text) for op in ops if op.size == body and op.x < 5)
            full = running[-len(running) // 3:]  # the lines that reach the column's end
            assert 62 <= sum(full) / len(full) <= 78, (size, game, sum(full) / len(full))
        assert not scene.index_panel.colliderect(scene.panel)
        assert scene.content.contains(scene.index_panel.union(scene.panel))
    finally:
        app.close()


# A click on a section's entry brings its heading just under the top fade, and that entry is
# lit while the section is read; every heading of the page has its entry, in order.
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_side_index_jumps_to_each_section_and_lights_it(tmp_path, game):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _open(app)
        scene.show(game)
        app.step(FRAME)
        blocks = scene.yams_blocks() if game == "yams" else scene.farkle_blocks()
        headings = [(b.text, b.anchor) for b in blocks if isinstance(b, Heading)]
        assert scene.index.sections == headings and len(headings) >= 6
        rects = scene.index.entry_rects()
        assert all(scene.index_panel.contains(r) for r in rects)
        for (title, anchor), rect in reversed(list(zip(headings, rects, strict=True))):
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
            app.step(FRAME)
            wanted = scene.page.anchors[anchor] - scene.fade_height()
            assert scene.scroll.offset == min(scene.scroll.max_offset, max(0, wanted)), title
            if wanted < scene.scroll.max_offset:
                assert scene.index.current == anchor, title
        assert scene.index.current == headings[0][1] and scene.scroll.offset == 0
    finally:
        app.close()
