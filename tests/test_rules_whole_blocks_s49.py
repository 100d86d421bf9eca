"""Rules in whole blocks, every link by keys (round 78, hR82, ruling S49; critics cC77 and
cC77b, "Rules 7": lines cut at both edges of the reading view, the ‹ › links out of the Tab
order, "Secțiunea N din M" at 15 px at 1024×600).

At every stop of both pages, every section jumped to and every Page Down, at the three sizes:
no line of the page crosses the reading view's edges (nor the cue's row); where the section
goes on, the cue stands right under the lowest thing drawn. Amended round 79 (hR83, S66,
critic cC78 #1): the view's blocks are no longer spread down to its foot (the page reflowed
as it scrolled), so the bounds on the panel under the cue and under a section's end are
gone; every operation is drawn where the page lays it out. Tab reaches ‹ and › where they
stand on the buttons' row, ringed; Enter and Space follow them. Amended round 80 (hR84,
S83): a worked example split by its rows at the view's foot is drawn closed there."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import rules
from game.scenes.rules_run_on import next_whole, run_on_air
from game.widgets import document as doc
from game.widgets import foot_link
from game.widgets.document import RectOp
from tests.rules_fold import waiting_height
from tests.uihelpers import FRAME, key, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

GAP_LINES = 0.75
"""The most panel between the foot of the lowest thing drawn (a line's box with its leading,
a row's or a card's foot) and the cue's letters (or the view's foot where no cue stands), in
body lines: a block's own pad and the cue's row's air, no band a block held back left."""

OWN_ROLES = ("place", "running_head", "more_below")
"""The texts over and under the page that are not its lines."""


def _views(app, scene):
    """Every (game, offset) a reader reaches: each stop of both pages, each section jumped to
    and each Page Down from the top to the end."""
    seen = []
    for game in rules.GAMES:
        scene.show(game)
        app.step(FRAME)
        offsets = {min(s, scene.scroll.max_offset) for s in scene._stops}
        for _, anchor in scene.section_anchors():
            scene.scroll_to_anchor(anchor)
            offsets.add(scene.scroll.offset)
        scene.scroll.scroll_to(0)
        for _ in range(40):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN,
                                                  mod=0, unicode=""))
            scene.glide.finish()
            offsets.add(scene.scroll.offset)
            if scene.scroll.offset >= scene.scroll.max_offset:
                break
        seen += [(game, offset) for offset in sorted(offsets)]
    return seen


def _assert_no_opening_held(scene, offset: int, bottom: int, room: int) -> None:
    """At a view ending (page height ``bottom``) where a section ends, the next section's
    heading and its first block (a paragraph or a list item) did not fit in its ``room`` (the
    view's height under a pinned header, less the cue's row; S49 3.)."""
    page = scene.page
    starts = sorted(set(page.starts))
    nxt = [s for s in starts if s >= bottom]
    if not nxt or nxt[0] not in page.anchors.values():
        return
    later = [s for s in starts if s > nxt[0]]
    if len(later) < 2:
        return
    block = [op for op in page.ops if later[0] <= getattr(op, "y", 0) < later[1]
             and not isinstance(op, doc.RectOp)]
    if not block or any(op.unit is not None for op in block):
        return
    end = max(op.bottom for op in block)
    assert end - offset > room, (offset, bottom, end, room)

def _drawn_bottom(scene, op, foot: int) -> int:
    """Where ``op`` ends as drawn by a view whose foot is ``foot`` (page pixels): a worked
    example's box split by its rows at the foot is drawn closed there (round 80, S83)."""
    if isinstance(op, RectOp) and (op.rect.y, op.rect.bottom) in scene.page.examples:
        return min(op.bottom, foot)
    return op.bottom


@pytest.mark.parametrize("size", SIZES)
def test_every_view_holds_whole_lines_down_to_the_cue_under_its_last_block(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        line = doc.line_height(scene.doc_style.body)
        view = scene.viewport
        cued = 0
        for game, offset in _views(app, scene):
            scene.show(game)
            scene.scroll.scroll_to(offset)
            frame = recorded_frame(scene, size)
            cue = [t.rect for t in frame.shown_texts() if t.role == "more_below"]
            assert len(cue) <= 1
            foot = cue[0].top if cue else view.bottom
            run_on = scene.teaser  # (amended round 82, hK92, S97 1. amended: the page runs
            # on, clipped and faded, between the view's foot and the cue; its lines are not
            # the view's)
            for mark in frame.shown_texts():  # no line crosses the view's edges or the cue
                if mark.role in OWN_ROLES or not mark.rect.colliderect(view) or (
                        run_on is not None and mark.rect.top >= run_on.top):
                    continue
                assert view.top <= mark.rect.top and mark.rect.bottom <= foot, (
                    game, offset, mark.text, mark.rect, view, foot)
            shown = scene.shown_view(offset)
            laid = scene.drawn_page(shown)
            for op in laid.ops:  # nor a die, a row or a card
                top, bottom = shown.y - offset + op.y, shown.y - offset + _drawn_bottom(
                    scene, op, offset + shown.h)
                assert shown.top <= top and bottom <= foot, (game, offset, op, foot)  # (under
                # the bands pinned at its top, S66)
                assert op in scene.page.ops, (game, offset, op)  # where laid (S66)
            if offset >= scene.scroll.max_offset or not laid.ops:
                continue  # (the page's end stands where it ends)
            lowest = max(shown.y - offset + _drawn_bottom(scene, op, offset + shown.h)
                         for op in laid.ops)
            if run_on is not None:  # (S97 1. amended round 82: the run-on fills to the cue)
                lowest = max(lowest, run_on.bottom)
            if scene.section_goes_on(offset + shown.h):  # the page never looks finished
                assert cue, (game, offset)
            if cue:  # (amended round 81, hK89, ruling S97 1.: the cue stands at the view's
                # foot, the page stopping on a whole block: the bare panel over it is never as
                # tall as the block that waits whole under the view; it was "right under the
                # last block", S83 splitting a card at the foot to fill it)
                cued += 1
                waits = waiting_height(scene, offset, shown.h)
                whole = next_whole(scene.page, offset + lowest - shown.y)  # (S110 amended
                # round 82, hK94: the run-on never slices; a hole only a sliced piece, a
                # heading without its first line or a row cut in half could fill stays)
                fits = whole is not None and whole + run_on_air(line) <= foot - lowest
                assert foot - lowest <= max(round(GAP_LINES * line), waits) or not fits, (
                    game, offset, foot - lowest, waits, whole)
                assert cue[0].bottom == scene.cue_foot() and (cue[0].top >= shown.bottom or (
                    scene.bare_between(offset + cue[0].top - shown.y, offset + shown.h)))
                # (amended round 82, hK92, S97 1. amended: over a section's end its air)
            else:  # a section's end: the next one opens here when its first words fit
                _assert_no_opening_held(scene, offset, lowest - shown.y + offset,
                                        view.bottom - shown.y - scene.cue_room())
        assert cued

    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_tab_reaches_the_previous_and_next_links_ringed_and_keys_follow_them(
        tmp_path, size, monkeypatch):
    rings: list[pygame.Rect] = []
    real = foot_link.draw_focus_ring

    def spy(surface, rect, scale):
        rings.append(pygame.Rect(rect))
        real(surface, rect, scale)

    monkeypatch.setattr(foot_link, "draw_focus_ring", spy)
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.RulesScene(app, "yams", play=lambda game: None)
        app.manager.push(scene)
        app.step(FRAME)
        anchors = [a for _, a in scene.section_anchors()]
        scene.scroll_to_anchor(anchors[1])
        app.step(FRAME)
        assert scene.focus.focused is scene.index  # (amended round 82, hK92, S97 3.
        order = [scene.focus.focused]  # amended: the page opens on the index; Tab walks on
        for _ in range(len(scene.focus.widgets) - 1):  # from it, round to the tabs)
            key(app, pygame.K_TAB)
            order.append(scene.focus.focused)
        previous, following = scene.links["previous"], scene.links["next"]
        assert order == [scene.index, scene.text_focus, previous,  # (the text S66)
                         scene.back_button, scene.forward_button, following, scene.tabs], [
                             getattr(w, "name", w) for w in order]
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to "Foaia de scor ›"
        rings.clear()
        recorded_frame(scene, size)  # "Foaia de scor ›" ringed, as the buttons are (S34)
        words = scene.link_rects["next"]
        assert rings == [following.rect] and following.rect.collidepoint(words.center)
        assert following.rect.left <= words.left and words.right <= following.rect.right
        assert following.rect.h >= 24 and following.rect.h == scene.back_button.rect.h
        key(app, pygame.K_RETURN)
        assert scene.current_section() == anchors[2]
        assert scene.focus.focused is following
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back along the row: Joacă, Înapoi, ‹
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert scene.focus.focused is previous
        key(app, pygame.K_SPACE)
        assert scene.current_section() == anchors[1]
        key(app, pygame.K_RETURN)  # to the first section, "‹" gone: the focus on "›"
        assert scene.current_section() == anchors[0]
        assert scene.focus.focused is following
    finally:
        app.close()


def test_over_a_table_the_previous_link_comes_before_back_to_the_game(tmp_path):
    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        widgets = scene.focus.widgets
        assert widgets.index(scene.links["previous"]) < widgets.index(scene.forward_button)
        assert widgets[-1] is scene.links["next"]
    finally:
        app.close()


def test_the_place_and_the_running_head_read_at_16_px_at_1024x600(tmp_path):
    """Amended round 79 (hR83, S66): the running head is gone (the section's own heading is
    pinned over the view): the place alone, in its strip, at 16 px or more."""
    size = (1024, 600)
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        for game in rules.GAMES:
            scene.show(game)
            for _, anchor in scene.section_anchors():
                scene.scroll_to_anchor(anchor)
                scene.scroll.scroll_to(scene.scroll.offset + scene.viewport.h // 2)
                frame = recorded_frame(scene, size)
                marks = [t for t in frame.shown_texts() if t.role == "place"]
                assert len(marks) == 1
                for mark in marks:
                    assert mark.size * theme.FONT_EM >= 16, (mark.text, mark.size)
                    assert scene.panel.top <= mark.rect.top and mark.rect.bottom <= (
                        scene.viewport.top), mark.rect  # (in its strip, over the page)
    finally:
        app.close()


def test_a_lead_in_held_back_goes_whole():
    """A paragraph ending with ":" whose sequel the view cannot show waits whole for the next
    page: the view stops above its first line, not its last (round 77: "…O treci astfel:"
    held back alone, its first line left over the cue)."""
    style = doc.Style.for_scale(1.0)
    page = doc.lay_out([doc.Paragraph("Un paragraf obișnuit, destul de lung ca să umple "
                                      "câteva rânduri. " * 3),
                        doc.Paragraph("Când apare o nouă Penta și căsuța Penta are deja 50, "
                                      "primești 100 de puncte bonus, iar Penta devine Joker. "
                                      "O treci astfel:"),
                        doc.Paragraph("ce urmează, pe rândul de dedesubt.")], 700, style)
    lines = [op for op in page.ops if isinstance(op, doc.TextOp)]
    lead = next(op for op in lines if op.text.endswith("astfel:"))
    first = max(s for s in page.starts if s <= lead.y)
    assert first < lead.y  # (a lead-in of two lines or more)
    assert doc.whole_height(page, 0, lead.bottom + 2) == first
