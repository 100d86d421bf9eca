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


@pytest.mark.parametrize("game", ["farkle", "yams"])
def test_page_down_from_anywhere_never_lands_flush_on_an_examples_box(tmp_path, game):
    # Page Down from the top alone never took the "read on" path onto an example (the planted
    # bug side15.rules_read_on_air was missed): every starting offset of the page is tried
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, game)
        app.step(FRAME)
        units = {op.unit for op in scene.page.ops if getattr(op, "unit", None) is not None}
        boxes = sorted((op.rect.y, op.rect.bottom) for op in scene.page.ops
                       if isinstance(op, RectOp) and op.radius > 0
                       and (op.rect.y, op.rect.bottom) in units)
        assert boxes
        for before in range(0, scene.scroll.max_offset, 5):
            target = scene.page_down_target(before)
            flush = [top for top, _ in boxes if target == top]  # on a box's top edge
            assert not flush, (before, target)
    finally:
        app.close()
