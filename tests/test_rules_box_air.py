"""A Rules page turned onto a worked example opens with air above its box: the box is never
flush with (nor cut by) the view's top edge."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules import open_rules
from game.widgets.document import RectOp
from tests.uihelpers import FRAME, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_page_never_opens_flush_on_or_inside_an_examples_box(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, "farkle")
        app.step(FRAME)
        units = {op.unit for op in scene.page.ops if getattr(op, "unit", None) is not None}
        boxes = sorted((op.rect.y, op.rect.bottom) for op in scene.page.ops
                       if isinstance(op, RectOp) and op.radius > 0
                       and (op.rect.y, op.rect.bottom) in units)  # the examples' boxes
        assert boxes
        opened = []
        for _ in range(30):
            before = scene.scroll.offset
            key(app, pygame.K_PAGEDOWN)
            offset = scene.scroll.offset
            if offset == before:
                break
            if offset == scene.scroll.max_offset:
                continue
            opened.append(offset)
            for top, bottom in boxes:
                assert not top <= offset < bottom, (offset, top)  # flush or cut
        assert any(top - 20 < offset < top for offset in opened for top, _ in boxes), \
            "no page opened just above an example"
    finally:
        app.close()
