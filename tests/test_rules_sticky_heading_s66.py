"""The section being read keeps its heading pinned at the top of the view (round 79, hR83,
ruling S66 2.; critic cC78 #6: after one ↓ section 1's body showed under "Secțiunea 2 din 8"
with its heading scrolled away).

At every stop of both pages, at the three sizes: a view opened inside a section (its heading
above the view) draws that heading at the view's top, at the page's heading size, and the
index, the reader's place and the heading name that one section; ↓ from a heading always
moves the text; the page's last line is still reached under a pinned heading. Amended round
80 (hR84, S83): ↓ steps from a block's start to the next one's."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from tests.uihelpers import FRAME, key, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _top_text(scene, size):
    """The first line drawn in the reading view (top-most), as a text mark."""
    frame = recorded_frame(scene, size)
    inside = [t for t in frame.shown_texts() if scene.viewport.contains(t.rect)
              and t.role not in ("place", "more_below")]
    return min(inside, key=lambda t: t.rect.top), frame


def _opened(app):
    """The Rules opened on the Yams page, its first frame stepped."""
    scene = rules.open_rules(app, "yams")
    app.step(FRAME)
    scene.focus.focus(scene.text_focus)  # (amended round 82, hK92, S97 3. amended: the page
    return scene  # opens on the index, where ↓ moves the sections; ↓ reads on from the text)


def _each_game(app, scene):
    """Show each game's page in turn, its first frame stepped; yield the game."""
    for game in rules.GAMES:
        scene.show(game)
        app.step(FRAME)
        yield game


@pytest.mark.parametrize("size", SIZES)
def test_the_arrow_down_opens_the_next_block_under_its_sections_pinned_heading(tmp_path, size):
    """Amended round 80 (hR84, ruling S83, critic cC79 #6): ↓ steps from a block's start to
    the next one's, no longer a line (one ↓ left "treci rezultatul…" under the pinned "Scopul
    jocului"). From the top (section 1's paragraph shown whole) ↓ opens on "Cum decurge o
    tură" at the view's top, where "Scopul jocului" stood; a second ↓ opens on the second
    step of its list (its first one would be the heading's own picture), that heading pinned
    where it stood, at the heading's size."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = _opened(app)
        first, _ = _top_text(scene, size)
        key(app, pygame.K_DOWN)
        assert scene.scroll.offset > 0
        top, frame = _top_text(scene, size)
        title = scene.tr("rules.yams.turn.title")
        assert first.text == scene.tr("rules.yams.goal.title")
        assert top.text == title, (top.text, size)
        assert top.rect.topleft == first.rect.topleft and top.size == first.size
        place = [t.text for t in frame.shown_texts() if t.role == "place"]
        assert place == [scene.tr("rules.place", number=2, count=8)], place
        assert scene.current_section() == "turn"
        key(app, pygame.K_DOWN)
        assert scene.scroll.offset in scene.page.items  # (a list item's first line)
        pinned, frame = _top_text(scene, size)
        assert pinned.text == title and pinned.rect == top.rect  # (pinned where it stood)
        assert scene.current_section() == "turn"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_view_inside_a_section_pins_its_heading(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = _opened(app)
        pinned = 0
        for game in _each_game(app, scene):
            titles = dict((a, t) for t, a in scene.section_anchors())
            for offset in sorted(set(scene._stops)):
                if offset >= scene.scroll.max_offset:
                    continue
                scene.scroll.scroll_to(offset)
                scene._asked = None
                top, _ = _top_text(scene, size)
                current = scene.current_section()
                assert top.text == titles[current], (game, offset, top.text, current)
                assert top.rect.top <= scene.viewport.top + scene.px(8), (game, offset)
                pinned += scene.page.anchors[current] < offset
        assert pinned > 10
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_line_down_from_every_heading_moves_the_text(tmp_path, size):
    """No dead ↓: the stop just under a heading would show, under the pinned heading, the
    heading's own picture."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = _opened(app)
        for game in _each_game(app, scene):
            for _, anchor in scene.section_anchors():
                scene.scroll_to_anchor(anchor)
                if scene.scroll.offset >= scene.scroll.max_offset:
                    continue
                before = [(t.text, t.rect.top) for t in recorded_frame(scene, size).texts]
                scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN,
                                                      mod=0, unicode=""))
                after = [(t.text, t.rect.top) for t in recorded_frame(scene, size).texts]
                assert before != after, (game, anchor)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_pages_last_line_shows_at_its_end(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = _opened(app)
        for game in _each_game(app, scene):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0,
                                                  unicode=""))
            last = max((op for op in scene.page.ops if hasattr(op, "text")),
                       key=lambda op: op.y)
            drawn = [t.text for t in recorded_frame(scene, size).shown_texts()
                     if scene.viewport.contains(t.rect)]
            assert last.text in drawn, (game, last.text)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_page_gliding_past_a_heading_never_moves_its_lines_back(tmp_path, size):
    """Page Down glides the page up; as the heading leaves its place and sticks, the lines
    under it move on smoothly, never back down by the heading's band."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = _opened(app)
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode=""))
        assert scene.glide.moving
        heads = {t for t, _ in scene.section_anchors()}
        seen: dict[str, int] = {}
        frames = 0
        while scene.glide.moving and frames < 40:
            if frames:  # (the glide's first frame at its start)
                scene.update(0.004)
            frames += 1
            for mark in recorded_frame(scene, size).shown_texts():
                if (mark.text in heads or not mark.rect.colliderect(scene.viewport)
                        or mark.role):
                    continue
                if mark.text in seen:
                    assert mark.rect.top <= seen[mark.text], (mark.text, frames, size)
                seen[mark.text] = mark.rect.top
        assert frames > 3 and seen
    finally:
        app.close()
