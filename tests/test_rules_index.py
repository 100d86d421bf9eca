"""The rules page: a measure of about 70 characters and a side index to jump between sections."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.document import (
    Heading,
    Paragraph,
    RectOp,
    Style,
    TextOp,
    lay_out,
    visible_ops,
    whole_height,
)
from game.widgets.page_stops import without_stranded_heading
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
            wanted = scene.page.anchors[anchor]  # (hM40: the heading at the top, no band)
            assert scene.scroll.offset == min(scene.scroll.max_offset, max(0, wanted)), title
            if wanted < scene.scroll.max_offset:
                assert scene.index.current == anchor, title
        assert scene.index.current == headings[0][1] and scene.scroll.offset == 0
    finally:
        app.close()


# Each index entry names where its heading starts: a table under a heading never takes the
# heading's name, so "Ce aduce puncte" lands on its title, not on the table below its text.
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_a_jump_lands_on_the_heading_itself(tmp_path, game):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = _open(app)
        scene.show(game)
        app.step(FRAME)
        heading_size = max(op.size for op in scene.page.ops if isinstance(op, TextOp))
        for title, anchor in scene.sections[game]:
            first = next(op for op in scene.page.ops if isinstance(op, TextOp)
                         and op.size == heading_size and title.startswith(op.text))
            assert scene.page.anchors[anchor] == first.y, title
            scene.scroll_to_anchor(anchor)
            shown = visible_ops(scene.page, scene.scroll.offset, scene.viewport.h)
            if scene.scroll.offset < scene.scroll.max_offset:
                assert first in shown, title
                above = [op for op in shown if isinstance(op, TextOp) and op.y < first.y]
                assert not above, (title, [op.text for op in above])
    finally:
        app.close()


def test_a_name_given_twice_in_one_document_is_refused():
    with pytest.raises(ValueError):
        lay_out([Heading("A", "same"), Paragraph("text"), Heading("B", "same")], 400,
                Style.for_scale(1.0))


# Wherever the page is scrolled, only whole lines of text (and whole dice) are drawn: the
# line the view's bottom or top edge would slice is left out, not shown in half; a table row
# or worked example cut by an edge keeps none of its words (its band alone fades out).
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_view_draws_only_whole_lines(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        for game in ("yams", "farkle"):
            scene.show(game)
            app.step(FRAME)
            height = scene.viewport.h
            cut = rows_cut = 0
            for offset in range(0, scene.scroll.max_offset + 1, max(1, height // 7)):
                low, high = offset, offset + height
                cut += any(op.y < high < op.bottom for op in scene.page.ops
                           if isinstance(op, TextOp))
                shown = visible_ops(scene.page, offset, height)
                for op in shown:  # a line of running text: whole
                    if not isinstance(op, RectOp) and op.unit is None:
                        assert low <= op.y and op.bottom <= high, (game, offset, op)
                # a table row or example in the view shows all its words and dice, even when
                # the edge cuts it (under the fade): never an empty box
                units = {op.unit for op in scene.page.ops if getattr(op, "unit", None)}
                for unit in units:
                    members = [op for op in scene.page.ops if getattr(op, "unit", None) == unit]
                    for op in members:
                        if op.bottom >= low and op.y <= high:
                            assert op in shown, (unit, offset, op)
                rows_cut += any(u[0] < high < u[1] for u in units)
            assert cut and rows_cut  # the offsets tried do cut lines and rows
    finally:
        app.close()


# The header is compact (the title and tabs in the side column), so the reading panel takes the
# screen's height: at 1920×1080 it holds at least 22 lines of body text (16 under a tall header).
def test_the_reading_panel_has_the_height_of_the_screen(tmp_path):
    from game import theme
    from game.widgets.document import line_height

    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = _open(app)
        body = line_height(theme.font_px(theme.FONT_BODY, scene.scale))
        # (17 lines: the body set 1.45 ems apart, tests/test_rules_leading.py)
        assert scene.viewport.h >= 17 * body, (scene.viewport.h, body)
        assert scene.title_rect.bottom <= scene.index_panel.y
        assert not scene.title_rect.colliderect(scene.panel)
    finally:
        app.close()


# The bottom fade covers only what the edge cuts: the last whole line of the view shows at full
# brightness wherever the page is scrolled (the fade once dimmed it whenever more text followed).
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_last_whole_line_is_never_dimmed(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        checked = 0
        for game in ("yams", "farkle"):
            scene.show(game)
            app.step(FRAME)
            for offset in range(0, scene.scroll.max_offset, max(1, scene.viewport.h // 3)):
                scene.scroll.scroll_to(offset)
                app.step(FRAME)
                offset = scene.scroll.offset
                view = scene.shown_view(offset)  # what is drawn (under a repeated header)
                drawn = view.h
                if drawn > whole_height(scene.page, offset, scene.viewport.h):  # (round 78,
                    # S49: a section's opening, its heading and first words, over the cue)
                    assert [a for a in scene.page.anchors.values()
                            if offset < a < offset + drawn], (game, offset)
                assert drawn <= without_stranded_heading(scene.page, offset,
                                                         scene.viewport.h, scene.viewport.h)
                laid = scene.drawn_page(view)  # (as drawn: where laid, S66)
                shown = [op for op in laid.ops if isinstance(op, TextOp) and op.unit is None]
                if not shown:
                    continue
                last = max(shown, key=lambda op: op.bottom)
                y = view.y - offset + last.y + round((last.bottom - last.y) * 0.6)
                left = scene.viewport.x + last.x
                brightest = max(max(app.screen.get_at((x, y))[:3])
                                for x in range(left, scene.viewport.right, 2))
                assert brightest >= 200, (game, offset, last.text, brightest)
                checked += 1
        assert checked >= 4
    finally:
        app.close()
