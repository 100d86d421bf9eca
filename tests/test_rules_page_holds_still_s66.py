"""The Rules page holds still while it scrolls (round 79, hR83, ruling S66; critic cC78 #1,
#5: the numbered steps stood ~96 px apart when the page opened and ~70 px after one ↓, and a
large empty gap stood between "Scopul jocului" and "Cum decurge o tură" on the first view:
round 78's spread handed each view's spare room out among its blocks, so the air between two
blocks changed as the view moved).

One spacing per section, fixed: two lines drawn in two views stand as far apart in both as
the page lays them out, whatever the view; the first view's section gap is the page's own."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from tests.uihelpers import FRAME, key, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

OWN_ROLES = ("place", "running_head", "more_below")


def _page_lines(scene, size):
    """The page's lines drawn in the reading view now: {text: screen top}."""
    frame = recorded_frame(scene, size)
    view = scene.viewport
    pinned = {op.text for laid, _ in scene.pinned_bands(scene.scroll.offset)
              for op in laid.ops if hasattr(op, "text")}  # (a heading held at the top, S66)
    return {mark.text: mark.rect.top for mark in frame.shown_texts()
            if mark.role not in OWN_ROLES and view.contains(mark.rect)
            and mark.text not in pinned}


@pytest.mark.parametrize("size", SIZES)
def test_the_steps_keep_their_spacing_after_a_line_down(tmp_path, size):
    """The critic's own path: F1's page, then ↓: the numbered steps stand as far apart
    before and after, and as far apart as the page lays them out."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        before = _page_lines(scene, size)
        key(app, pygame.K_DOWN)
        assert scene.scroll.offset > 0
        after = _page_lines(scene, size)
        both = [t for t in before if t in after]
        assert len(both) >= 3, (before, after)
        steps = {t for t in both if t.rstrip(".").isdigit()}
        assert len(steps) >= 2, both  # the numbered steps ("1.", "2.") read in both
        laid = {op.text: op.y for op in scene.page.ops if hasattr(op, "text")}
        for a, b in zip(both, both[1:], strict=False):
            assert after[b] - after[a] == before[b] - before[a], (size, a, b)
            assert before[b] - before[a] == laid[b] - laid[a], (size, a, b)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_stop_draws_the_page_where_it_lays_it_out(tmp_path, size):
    """At every stop of both pages: every line, die, row and card the view draws is one of
    the page's own operations, unmoved (no block pushed down to fill the view's foot)."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        drawn = 0
        for game in rules.GAMES:
            scene.show(game)
            app.step(FRAME)
            for offset in sorted({min(s, scene.scroll.max_offset) for s in scene._stops}):
                scene.scroll.scroll_to(offset)
                laid = scene.drawn_page(scene.shown_view(offset))
                for op in laid.ops:
                    assert op in scene.page.ops, (game, offset, op)
                    drawn += 1
        assert drawn
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_first_view_has_no_gap_wider_than_the_pages_own(tmp_path, size):
    """On opening, "Cum decurge o tură" stands under "Scopul jocului"'s paragraph at the
    page's own section gap (it stood three body lines lower, spread)."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        lines = _page_lines(scene, size)
        heading = scene.tr("rules.yams.turn.title")
        assert heading in lines
        laid = [op for op in scene.page.ops if hasattr(op, "text")]
        k = next(i for i, op in enumerate(laid) if op.text == heading)
        above = laid[k - 1]
        assert above.text in lines
        assert lines[heading] - lines[above.text] == laid[k].y - above.y, size
    finally:
        app.close()
