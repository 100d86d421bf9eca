"""Paging the rules (Page Down, Page Up, End) lands on a stop: no line, die or table row is
sliced by the top of the view; and a view never ends on a heading without its body."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from game.widgets import document as doc
from game.widgets.document import RectOp, TextOp
from game.widgets.page_stops import without_stranded_heading
from game.widgets.text import BOLD
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _press(scene, key):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _sliced_at_top(laid, offset):
    """The ops the top edge cuts (a line, a die, a row's extent)."""
    cut = []
    for op in laid.ops:
        if isinstance(op, RectOp):
            continue
        top, bottom = op.unit if op.unit is not None else (op.y, op.bottom)
        if top < offset < bottom:
            cut.append(op)
    return cut


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_page_down_page_up_and_end_never_slice_the_top_line(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        for game in ("farkle", "yams"):
            scene.show(game)
            app.step(FRAME)
            _press(scene, pygame.K_HOME)
            pages = 0
            while scene.scroll.offset < scene.scroll.max_offset and pages < 60:
                before = scene.scroll.offset
                _press(scene, pygame.K_PAGEDOWN)
                assert scene.scroll.offset > before
                assert not _sliced_at_top(scene.page, scene.scroll.offset), (game, pages)
                pages += 1
            assert pages >= 2
            _press(scene, pygame.K_PAGEUP)
            assert not _sliced_at_top(scene.page, scene.scroll.offset)
            _press(scene, pygame.K_END)
            assert scene.scroll.offset == scene.scroll.max_offset
            assert not _sliced_at_top(scene.page, scene.scroll.offset), game
            # End still shows the page's last line
            assert scene.scroll.offset + scene.viewport.h >= scene.page.height
    finally:
        app.close()


def test_a_view_never_ends_on_a_heading_whose_body_lies_below(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        laid, view = scene.page, scene.viewport.h
        tried = 0
        for anchor in laid.anchors.values():
            heading = [op for op in laid.ops if isinstance(op, TextOp) and op.y == anchor
                       and op.weight == BOLD]
            if not heading or anchor < view:
                continue
            # the view's bottom just under the heading's line: its body not yet in view
            offset = heading[0].bottom + 2 - view
            shown = doc.whole_height(laid, offset, view)
            shown = without_stranded_heading(laid, offset, shown, view)
            assert offset + shown <= anchor, (heading[0].text, offset, shown)
            tried += 1
        assert tried >= 2
    finally:
        app.close()


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_index_lights_the_section_whose_heading_opens_the_view(tmp_path, game):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        checked = 0
        for _, anchor in scene.sections[game][1:]:
            y = scene.page.anchors[anchor]
            # the heading a fifth of the way down: the previous section's tail above it
            scene.scroll.scroll_to(y - scene.viewport.h // 5)
            if scene.scroll.offset != y - scene.viewport.h // 5:
                continue  # near the end: clamped
            assert scene.current_section() == anchor, (game, anchor)
            checked += 1
        assert checked >= 3
    finally:
        app.close()


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_a_view_opening_on_a_sections_tail_lights_the_section_it_mostly_shows(tmp_path, game):
    # at 1024×600 a page opening on the last lines of a section, the next one's heading
    # under them and its body filling the rest, lights the section the eye reads
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        anchors = [(scene.page.anchors[a], a) for _, a in scene.sections[game]
                   if a in scene.page.anchors]
        checked = 0
        for i, ((y, anchor), (next_y, _)) in enumerate(zip(
                anchors, [*anchors[1:], (scene.page.height, "")], strict=True)):
            view = scene.viewport.h
            offset = y - view // 3  # its heading a third of the way down, the tail above
            if next_y - y < view // 2 or not i or anchors[i - 1][0] >= offset:
                continue  # a short section, the first, or one after a section shown whole
            scene.scroll.scroll_to(offset)
            if scene.scroll.offset != offset or scene.scroll.offset >= scene.scroll.max_offset:
                continue
            assert scene.current_section() == anchor, (game, anchor)
            checked += 1
        assert checked >= 2
    finally:
        app.close()
