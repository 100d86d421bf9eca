"""A Rules page turned with Page Down opens on the start of a block (a paragraph, a heading,
a list item, a table row) in the view's last fifth, else on a line's top at least four fifths
of a view on (a long item read on, not shown again from its start); a table read on past its
own header has the header repeated at the top of the view, the rows under it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules as rules_scene
from game.scenes.rules import open_rules
from game.widgets import document
from game.widgets.document import TextOp
from tests.uihelpers import FRAME, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _pages(app, scene):
    """Page Down to the end; the offsets the view opened on."""
    offsets = [scene.scroll.offset]
    for _ in range(30):
        key(app, pygame.K_PAGEDOWN)
        if scene.scroll.offset == offsets[-1]:
            break
        offsets.append(scene.scroll.offset)
    return offsets


def _split_at_foot(scene, before: int, after: int) -> bool:
    """True when Page Down from ``before`` opened on ``after``, the start of a block the view's
    foot cut (a list item or a card split by its rows, a paragraph read on): begun in the
    view and running on under its foot (round 80, ruling S83: read whole from its start)."""
    page = scene.page
    foot = before + scene.shown_view(before).h
    if after not in page.starts or not before < after < foot:
        return False
    later = [s for s in page.starts if s > after]
    nxt = later[0] if later else page.height
    return any(op.bottom > foot for op in page.ops
               if not isinstance(op, document.RectOp) and after <= op.y < nxt)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_page_down_opens_on_a_blocks_start_never_on_a_paragraphs_tail(tmp_path, size, game):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, game)
        app.step(FRAME)
        page = scene.page
        offsets = _pages(app, scene)
        assert len(offsets) >= 3  # the page does turn
        last = scene.scroll.max_offset
        for before, offset in zip(offsets, offsets[1:], strict=False):
            if offset == last:
                continue  # the end of the page sits where the page ends
            if offset in page.starts:
                continue
            # no block starts in the view's last fifth: a line's top, the page read on
            view = scene.shown_view(before).h
            assert offset - before >= 0.8 * view and offset in scene._stops, (
                offset, [t for t in page.ops if isinstance(t, TextOp) and t.y == offset][:1])
            assert not [s for s in page.starts if before + 0.8 * view <= s <= before + view]
    finally:
        app.close()


def test_a_table_read_on_repeats_its_header_at_the_views_top(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_rules(app, "yams")
        app.step(FRAME)
        page = scene.page
        (top, head, bottom), *_ = page.tables
        headers = [op.text for op in page.ops if isinstance(op, TextOp) and op.unit is None
                   and top <= op.y < head]
        assert headers  # "Căsuță", "Ce se numără", …
        inside = next(s for s in page.starts if head < s < bottom - 1)
        scene.scroll.scroll_to(inside)  # the view opens on a row of the table
        drawn = []
        real = document.draw_text
        monkeypatch.setattr(document, "draw_text",
                            lambda s, text, size, colour, pos, *a, **k: drawn.append(
                                (text, pos)) or real(s, text, size, colour, pos, *a, **k))
        scene.draw(app.screen)
        pinned = sum(h for _, h in scene.pinned_bands(inside))  # (under its section's
        # heading, pinned over it since round 79, S66)
        at_top = [text for text, (_, y) in drawn
                  if scene.viewport.y <= y < scene.viewport.y + pinned]
        assert set(headers) <= set(at_top), (headers, at_top)
        row = [text for text, (_, y) in drawn if y >= scene.viewport.y + pinned]
        first = next(op.text for op in page.ops if isinstance(op, TextOp) and op.y >= inside)
        assert first in row  # the row the view opens on shows whole, under the header
        drawn.clear()
        scene.scroll.scroll_to(0)  # above the table: its own header, not a repeated one
        scene.draw(app.screen)
        assert not [text for text, (_, y) in drawn if text in headers
                    and y < scene.viewport.y + top - scene.scroll.offset]
        assert rules_scene.pinned_header(page, 0) is None
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_page_down_moves_at_least_four_fifths_of_the_view(tmp_path, size, game):
    # from the top of the Yams rules a list item starting mid-view used to pull the page back
    # to its start: three quarters of a view moved, its lines shown twice (the 10 000 rules
    # have such an item at both sizes today; the Yams rules no longer do)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, game)
        app.step(FRAME)
        offsets = _pages(app, scene)
        for before, after in zip(offsets, offsets[1:], strict=False):
            if after != scene.scroll.max_offset:  # (amended round 80, S83: or the start
                # of the block the foot split, read whole there)
                assert (after - before >= 0.8 * scene.shown_view(before).h
                        or _split_at_foot(scene, before, after)), (before, after)
    finally:
        app.close()


def _cut_paragraph(scene, offset):
    """The start of a block the view at ``offset`` shows only the head of, when that start
    lies in the view's last fifth (else None)."""
    page = scene.page
    full = scene.viewport.h
    header = rules_scene.pinned_header(page, offset)
    full -= header[1] if header is not None else 0
    end = offset + scene.shown_view(offset).h
    ops = [op for op in page.ops if isinstance(op, TextOp)]
    for start in page.starts:
        if not offset + 0.8 * full <= start < end:
            continue
        if start in page.items:  # (round 80, S83: a list item is split by its lines)
            continue
        later = [s for s in page.starts if s > start]
        nxt = later[0] if later else page.height
        block = [op for op in ops if start <= op.y < nxt]
        if any(op.y < end for op in block) and any(op.bottom > end for op in block):
            return start
    return None


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_a_page_never_ends_on_the_first_lines_of_a_paragraph_it_turns_to(tmp_path, size,
                                                                           game):
    # a paragraph starting in the view's last fifth that does not fit is left whole to the
    # next page (which opens on it): the view ends under the paragraph before it, and Page
    # Down still moves at least four fifths of the full view
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, game)
        app.step(FRAME)
        offsets = _pages(app, scene)
        for before, after in zip(offsets, offsets[1:], strict=False):
            assert _cut_paragraph(scene, before) is None, (game, before)
            if after != scene.scroll.max_offset:
                header = rules_scene.pinned_header(scene.page, before)
                full = scene.viewport.h - (header[1] if header is not None else 0)
                # (rewritten hS61: the tables' cells at the body's size make rows tall; a view
                # whose edge would slice a row or a worked example, or end on the paragraph
                # that leads into one, stops above it, and the page then moves four fifths of
                # that view, not of the full one: ~77 % of it at 1920 for the Yams rules.
                # A paragraph's head still never shortens the step)
                if scene.shown_view(before).h < scene.shown_view(before, cue=False).h:
                    full -= scene.more_below_room()  # (round 70: the cue's band, critic A69)
                whole = document.whole_height(scene.page, before, full)
                # (hM62: a worked example the view's foot cut, its dice and first lines shown
                # (M30: no bare band under the page), is read on from its top, with air: a step
                # of three quarters or more when it opened in the view's last quarter)
                cut = [top for top, bottom in scene.page.examples
                       if top < before + whole < bottom and top - after <= scene.doc_style.pad]
                # (round 70, critic A70: a view ended mid-sentence; a paragraph starting in
                # the view's lower half that does not fit waits whole for the next page, the
                # step then four fifths of the view shown, at least two fifths of the full one)
                shown = scene.shown_view(before).h
                paragraph = after - before >= 0.8 * shown and shown >= full // 2
                assert after - before >= 0.8 * full or (
                    whole < full and after - before >= 0.8 * whole) or (
                    cut and after - before >= 0.75 * whole) or paragraph or _split_at_foot(
                    scene, before, after), (before, after, whole)  # (S83: the split block)
    finally:
        app.close()
