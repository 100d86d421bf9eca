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
    if scene.focus.focused is scene.index:  # (amended round 82, hK92, S97 3. amended: the
        scene.focus.focus(scene.text_focus)  # page opens on the index, where Home / End
    scene.handle_event(  # pick its first / last section; they page the text)
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


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
    """Amended round 79 (hR83, S66; was M28 §3, hM29: a heading in the view's upper part lit
    its section over the tail above it): the section lit is the one whose heading stands at
    the view's top, on the page or pinned there, so the index, "Secțiunea N din M" and the
    heading over the text name one section (critic cC78 #6: section 1's body under
    "Secțiunea 2 din 8")."""
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        checked = 0
        sections = scene.sections[game]
        for _, anchor in sections[1:]:
            y = scene.page.anchors[anchor]
            # the heading a fifth of the way down: the previous section's tail above it
            scene.scroll.scroll_to(y - scene.viewport.h // 5)
            if (scene.scroll.offset != y - scene.viewport.h // 5
                    or scene.scroll.offset >= scene.scroll.max_offset):
                continue  # near the end: clamped
            top = max((scene.page.anchors[a], a) for _, a in sections
                      if scene.page.anchors[a] <= scene.scroll.offset)[1]
            assert scene.current_section() == top, (game, anchor)
            scene.scroll.scroll_to(y)  # the heading at the top: its own section
            if scene.scroll.offset < scene.scroll.max_offset:  # (at the end: the last)
                assert scene.current_section() == anchor, (game, anchor)
            checked += 1
        assert checked >= 3
    finally:
        app.close()
