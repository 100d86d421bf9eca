"""Rules: a view whose section goes on fills its panel to the foot (ruling S83, critic cC79
#1: "Continuă mai jos ↓" over a quarter to a third of bare panel). A list item is split by its
lines at the view's foot; paragraphs stay whole; a worked example is whole or waits (amended
round 81, hK89, ruling S97 1., critic cC80 #7). Page Down then opens on the start of the block
the foot cut, never on its middle under the pinned heading (cC79 #6: "treci rezultatul…" under
"Scopul jocului")."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules import GAMES, RulesScene
from game.scenes.rules_run_on import run_on_rect
from game.widgets import document as doc
from game.widgets.document import RectOp
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _page_down_views(scene):
    """Every view Page Down shows from the top of the page to its end: (offset, shown)."""
    scene.scroll.scroll_to(0)
    seen: list[int] = []
    while scene.scroll.offset not in seen:
        seen.append(scene.scroll.offset)
        yield scene.scroll.offset, scene.shown_view(scene.scroll.offset)
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode=""))
        scene._land()


def _bare_under_cue(scene, shown) -> int | None:
    """Pixels of bare panel the view leaves over "Continuă mai jos ↓", from its foot to the
    cue's row (None where there is no cue). (Amended round 81, hK89, ruling S97 1.: the cue
    stands at the viewport's foot; the room a view holds back is over it, was under it.)"""
    band = scene.more_below_band(shown)
    if band is None:
        return None
    top = scene.cue_top(shown, band, scene.drawn_page(shown))
    run_on = run_on_rect(shown, top)  # (amended round 82, hK92, S97 1. amended: the page
    return top - (run_on.bottom if run_on is not None else shown.bottom)  # runs on, faded)


def _waiting_piece(scene, offset: int, foot: int) -> int:
    """How far under a view's foot the least of what waits there reaches: a list item's
    first line, a card's dice with a line of its words (never all its rows but its box cut),
    else its whole block (a paragraph, a table row); a block the foot split, its next row."""
    page = scene.page
    under = [op for op in page.ops if not isinstance(op, RectOp) and op.bottom > foot
             and op.y >= offset]
    first = min(op.y for op in under)
    start = max(s for s in page.starts if s <= first)
    end = min([s for s in page.starts if s > start] + [page.height])
    ops = [op for op in page.ops if not isinstance(op, RectOp) and start <= op.y < end]
    feet = sorted({op.bottom for op in ops})
    feet = [f for f in feet if not any(op.y < f < op.bottom for op in ops)]
    card = any(start <= top < end for top, _ in page.examples)
    if start < foot:  # split already: its next row waits (a card's last, with its box)
        nxt = min(f for f in feet if f > foot)
        if card and nxt == feet[-1]:
            nxt = max(op.unit[1] for op in ops if op.unit)
        return nxt - foot
    if start in page.items:
        return feet[0] - foot
    if card:  # (amended round 81, hK89, S97 1.: a card waits whole, never split)
        return max(op.unit[1] for op in ops if op.unit) - foot
    return max(op.unit[1] if op.unit else op.bottom for op in ops) - foot  # (a row whole)


@pytest.mark.parametrize("size", SIZES)
def test_under_the_cue_the_panel_is_bare_for_less_than_what_waits(tmp_path, size):
    """At every Page Down of both pages, at three sizes: where the cue says the section goes
    on, the bare panel under it is shorter than the least of what waits below (a list item's
    first line, a card's dice and first line of words, a paragraph or a table row whole):
    nothing that could show is held back (before S83 up to 181 px, a fifth of the view at
    1920: a list item or a card waited whole)."""
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams")
    app.manager.push(scene)
    app.step(0.0)
    try:
        cues = 0
        for game in GAMES:
            scene.show(game)
            for offset, shown in _page_down_views(scene):
                bare = _bare_under_cue(scene, shown)
                if bare is None:
                    continue
                cues += 1
                waiting = _waiting_piece(scene, offset, offset + shown.h)
                assert bare < waiting, (game, offset, bare, waiting)
        assert cues >= 4
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_card_at_the_foot_waits_whole_for_page_down(tmp_path, size):
    """(Amended round 81, hK89, ruling S97 1., critic cC80 #7: was
    test_a_card_split_at_the_foot_shows_whole_rows_in_a_closed_box; the split card read as
    cut mid-card.) No view the Page Downs show splits a worked example; where one waits right
    under a view, the next Page Down opens on it whole (its air above it)."""
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "farkle")
    app.manager.push(scene)
    app.step(0.0)
    try:
        waited = 0
        views = list(_page_down_views(scene))
        for (offset, shown), (after, _) in zip(views, views[1:], strict=False):
            foot = offset + shown.h
            for top, end in scene.page.examples:
                assert not top < foot < end, (offset, foot, top, end)  # never split
            under = [top for top, _ in scene.page.examples if foot <= top]
            if under and min(under) - foot <= scene.doc_style.pad:
                waited += 1  # the card under the foot: the next page opens on it
                assert min(under) - scene.doc_style.pad <= after <= min(under), (
                    offset, min(under), after)
        assert waited or size != (1920, 1080)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_page_down_opens_on_the_start_of_the_block_the_foot_cut(tmp_path, size):
    """Where a view's foot cuts a paragraph or a list item begun in the view, Page Down opens
    on that block's first line (no half-sentence under the pinned heading)."""
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams")
    app.manager.push(scene)
    app.step(0.0)
    try:
        cut = 0
        for game in GAMES:
            scene.show(game)
            page = scene.page
            starts = sorted(set(page.starts)) + [page.height]
            views = list(_page_down_views(scene))
            for (offset, shown), (after, _) in zip(views, views[1:], strict=False):
                foot = offset + shown.h
                for top, nxt in zip(starts, starts[1:], strict=False):
                    lines = [op for op in page.ops if isinstance(op, doc.TextOp)
                             and op.unit is None and top <= op.y < nxt]
                    if lines and offset < top < foot < max(op.bottom for op in lines):
                        cut += 1
                        assert after == top, (game, offset, top, after)
        assert cut or size == (1920, 1080)  # (amended round 81, hK89, S97 1.: with the cue
        # in the panel's foot, every Page Down at 1920 ends between blocks: nothing to cut)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_paragraph_begun_in_the_views_lower_half_is_never_split(tmp_path, size):
    """Paragraphs stay whole (critic A70, kept by S83): at every stop of both pages, one
    begun in the view's lower half that does not fit waits for the next page whole; only a
    list item (and a card, a table's rows) is split at the foot."""
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams")
    app.manager.push(scene)
    app.step(0.0)
    try:
        for game in GAMES:
            scene.show(game)
            page = scene.page
            starts = sorted(set(page.starts)) + [page.height]
            paragraphs = []
            for top, nxt in zip(starts, starts[1:], strict=False):
                lines = [op for op in page.ops if isinstance(op, doc.TextOp)
                         and op.unit is None and top <= op.y < nxt]
                if lines and top not in page.items and top not in page.anchors.values():
                    paragraphs.append((top, max(op.bottom for op in lines)))
            assert paragraphs
            for offset in sorted({min(s, scene.scroll.max_offset) for s in scene._stops}):
                scene.scroll.scroll_to(offset)
                foot = offset + scene.shown_view(offset).h
                for top, bottom in paragraphs:
                    assert not offset + scene.viewport.h // 2 <= top < foot < bottom, (
                        game, offset, top)
    finally:
        app.close()


def _arrow(scene, code) -> None:
    if scene.focus.focused is scene.index:  # (amended round 82, hK92, S97 3. amended: the
        scene.focus.focus(scene.text_focus)  # page opens on the index, where ↓ moves it;
    # the arrows read the page from the text)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    scene._land()


@pytest.mark.parametrize("size", SIZES)
def test_the_arrows_step_from_a_blocks_start_to_the_next(tmp_path, size):
    """↓ and ↑ snap to the start of a block (a heading, a paragraph, a list item, a table row,
    a card): the view never opens on a paragraph's or an item's middle under the pinned heading
    (cC79 #6: "treci rezultatul…", "mai mare total câștigă." after ↓), unless the block is
    taller than the view (its lines read on). ↓ then ↑ comes back where it was."""
    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, "yams")
    app.manager.push(scene)
    app.step(0.0)
    try:
        for game in GAMES:
            scene.show(game)
            page = scene.page
            starts = set(page.starts)
            scene.scroll.scroll_to(0)
            offsets = [0]
            for _ in range(200):
                _arrow(scene, pygame.K_DOWN)
                if scene.scroll.offset == offsets[-1]:
                    break
                offsets.append(scene.scroll.offset)
            assert offsets[-1] == scene.scroll.max_offset, game
            for before, after in zip(offsets, offsets[1:], strict=False):
                if after == scene.scroll.max_offset:
                    continue
                later = [s for s in sorted(starts) if s > before]
                tall = later and later[0] - before > scene.shown_view(before).h
                assert after in starts or tall, (game, before, after)
            for before, after in zip(offsets[-2::-1], offsets[:0:-1], strict=False):
                scene.scroll.scroll_to(after)
                _arrow(scene, pygame.K_UP)
                if after != scene.scroll.max_offset:
                    assert scene.scroll.offset == before, (game, after, before)
    finally:
        app.close()
