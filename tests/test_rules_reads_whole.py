"""The Rules page reads whole (critic A70, Rules 7): a view ends between worked examples,
never inside one ("…rămasă goală, unde" above "Continuă mai jos ↓"); every section heading is
drawn at one size; a jump opens its section on its own heading, a table's anchor too (the
score sheet opened past "Foaia de scor", on a bare table header). Amended round 80 (hR84,
ruling S83): a card may be split under one of its rows at the view's foot, a list item under
one of its lines; a paragraph still waits whole."""

from __future__ import annotations

import pytest

from game.scenes.rules import FARKLE_EXAMPLES, GAMES, RulesScene
from game.widgets import document as doc
from game.widgets.document import RectOp, TextOp
from game.widgets.text import BOLD
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _scene(tmp_path, size):
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams")
    app.manager.push(scene)
    app.step(0.0)
    return app, scene


def _cards_cut(scene) -> list[tuple[int, int]]:
    """The worked examples the view's bottom edge cuts other than between its rows (a card
    taller than the view's half may show cut, under the fade). Amended round 80 (S83): a
    card may be split under a row: its dice and points and a line of its words at least,
    never a line or a die sliced, never all its rows with its box cut."""
    offset = scene.scroll.offset
    bottom = offset + scene.shown_view(offset).h
    cards = []
    for top, end in scene.page.examples:
        if not top < bottom < end or end - top > scene.viewport.h // 2:
            continue
        ops = [op for op in scene.page.ops if not isinstance(op, RectOp)
               and op.unit == (top, end)]
        shown = [op for op in ops if op.bottom <= bottom]
        sliced = any(op.y < bottom < op.bottom for op in ops)
        dice = max((op.bottom for op in ops if not isinstance(op, TextOp)), default=top)
        words = [op for op in shown if isinstance(op, TextOp) and op.y >= dice]
        rest = [op for op in ops if op.y >= bottom]
        if sliced or not words or not rest:
            cards.append((top, end))
    return cards + _paragraphs_cut(scene, bottom)


def _paragraphs_cut(scene, bottom: int) -> list[tuple[int, int]]:
    """The paragraphs and list items the view's bottom edge (page pixels) cuts between their
    lines (one starting in the view's top half, taller than the rest, is read on)."""
    page, offset = scene.page, scene.scroll.offset
    starts = sorted(set(page.starts)) + [page.height]
    cut = []
    for top, nxt in zip(starts, starts[1:], strict=False):
        lines = [op for op in page.ops if isinstance(op, TextOp) and op.unit is None
                 and top <= op.y < nxt]
        if top in page.items:  # (round 80, S83: a list item is split by its lines)
            continue
        if not lines or top < offset + scene.viewport.h // 2:
            continue
        end = max(op.bottom for op in lines)
        if top < bottom < end:
            cut.append((top, end))
    return cut


@pytest.mark.parametrize("size", SIZES)
def test_every_jump_opens_on_its_heading_and_ends_between_cards(tmp_path, size):
    app, scene = _scene(tmp_path, size)
    try:
        for game in GAMES:
            scene.show(game)
            heads = {a for _, a in scene.section_anchors()}
            for anchor in scene.page.anchors:  # the sections' and the tables' anchors
                scene.scroll_to_anchor(anchor)
                offset = scene.scroll.offset
                first = min((op for op in scene.page.ops if isinstance(op, TextOp)
                             and op.y >= offset), key=lambda op: op.y)
                if offset < scene.scroll.max_offset:  # (at the page's end: its last view)
                    assert first.weight == BOLD and first.y == offset, (game, anchor,
                                                                        first.text)
                    assert first.y in {scene.page.anchors[a] for a in heads}, (game, anchor)
                assert not _cards_cut(scene), (game, anchor)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_paging_down_never_ends_a_view_inside_a_card(tmp_path, size):
    app, scene = _scene(tmp_path, size)
    try:
        scene.show("farkle")
        assert len(scene.page.examples) == len(FARKLE_EXAMPLES)  # (the cards are known)
        scene.scroll_to_anchor("examples")
        start, end = scene.page.anchors["examples"], scene.page.anchors["bust"]
        offset = start
        while offset < end and offset < scene.scroll.max_offset:
            scene.scroll.scroll_to(offset)
            assert not _cards_cut(scene), (size, offset)
            nxt = scene.page_down_target(offset)
            assert nxt > offset
            offset = nxt
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_wheel_scroll_never_ends_a_view_inside_a_card(tmp_path, size):
    """Wherever the wheel leaves the page (not only where Page Down lands: round 72, the break
    rules70.whole_cards was missed because each Page Down stop happened to fall between cards),
    the view ends above the worked example its bottom edge would cut."""
    app, scene = _scene(tmp_path, size)
    try:
        scene.show("farkle")
        start, end = scene.page.anchors["examples"], scene.page.anchors["bust"]
        for offset in range(start, min(end, scene.scroll.max_offset), 6):
            scene.scroll.scroll_to(offset)
            assert not _cards_cut(scene), (size, offset)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_section_heading_is_drawn_at_one_size(tmp_path, size):
    app, scene = _scene(tmp_path, size)
    try:
        for game in GAMES:
            scene.show(game)
            sizes = {op.size for op in scene.page.ops if isinstance(op, TextOp)
                     and op.y in set(scene.page.anchors.values()) and op.weight == BOLD
                     and op.unit is None and op.colour == doc.theme.GOLD}
            assert sizes == {scene.doc_style.heading}, (game, sizes)
    finally:
        app.close()
