"""Rules never look finished where the page goes on (hR67, critic A66: "a step that does not
fit is hidden: an empty band, the section looks finished at step 3"): where the reading view
stops short of its panel's foot (the next step, row or example kept whole for the next page)
and more of its section follows, "Continuă mai jos ↓" (role ``more_below``) stands in the
band under it, inside the view's panel, clear of the page's words; since hR72 (critic G71:
the band itself read as the page's end) the page runs on under the view into a fade there,
the cue in the fade's foot over the words that go on. At the page's end, or where the view
is filled to its foot, no such line."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules_foot import CUE_AIR
from game.widgets.document import RectOp
from game.widgets.text import line_height
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def _rules(tmp_path, size=SIZE):
    app = make_app(tmp_path, size=size)
    build_state(app, next(s for s in REGISTRY if s.name == "rules"))
    return app, app.manager.top


def test_a_short_view_with_more_below_says_so(tmp_path):
    app, scene = _rules(tmp_path)
    try:
        shown = scene.shown_view(scene.scroll.offset)
        band = scene.viewport.bottom - shown.bottom
        assert band > scene.px(40)  # the state the critic saw: an empty band under step 3
        frame = recorded_frame(scene, SIZE)
        cue = [t for t in frame.shown_texts() if t.role == "more_below"]
        assert len(cue) == 1, [t.text for t in frame.shown_texts()]
        rect = cue[0].rect
        assert rect.top >= shown.bottom and rect.bottom <= scene.panel.bottom, (rect, shown)
        words = [t.rect for t in frame.shown_texts()
                 if t.role != "more_below" and t.rect.colliderect(scene.viewport)]
        assert not any(rect.colliderect(w) for w in words)
    finally:
        app.close()


def test_no_cue_at_the_pages_end(tmp_path):
    app, scene = _rules(tmp_path)
    try:
        scene.scroll.offset = scene.scroll.max_offset
        frame = recorded_frame(scene, SIZE)
        assert not [t for t in frame.shown_texts() if t.role == "more_below"]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_cue_shows_wherever_the_page_goes_on(tmp_path, size):
    """Critic A69: at 1920 and 1366 the same overflow as at 1024 had only a thin scrollbar;
    the view keeps a band for "Continuă mai jos ↓" wherever more of the page follows."""
    app, scene = _rules(tmp_path, size)
    try:
        assert scene.scroll.offset < scene.scroll.max_offset  # the page goes on
        shown = scene.shown_view(scene.scroll.offset)
        frame = recorded_frame(scene, size)
        cue = [t for t in frame.shown_texts() if t.role == "more_below"]
        assert len(cue) == 1, size
        rect = cue[0].rect
        assert rect.top >= shown.bottom and rect.bottom <= scene.panel.bottom, (rect, shown)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_cue_sits_in_the_panels_bottom_fade_over_the_text_that_goes_on(tmp_path, size):
    """Critic G71 (rules_yams_joker_1366): "Continuă mai jos ↓" floated in a dead band at the
    panel's bottom, the page looking finished. The page runs on under the view's whole lines
    to the panel's foot, fading there; the cue stands in that fade's foot, over the text that
    goes on (none of the band is bare panel)."""
    app = make_app(tmp_path, size=size)
    try:
        load_extensions()
        build_state(app, next(s for s in REGISTRY if s.name == "rules_yams_joker"))
        scene = app.manager.top
        offset = scene.scroll.offset
        shown = scene.shown_view(offset)
        band = pygame.Rect(scene.viewport.x, shown.bottom, scene.viewport.w,
                           scene.viewport.bottom - shown.bottom)
        assert band.h >= scene.more_below_room() and scene.section_goes_on(offset + shown.h)
        page = [op for op in scene.page.ops if not isinstance(op, RectOp)
                and op.y < offset + scene.viewport.h and op.bottom > offset + shown.h]
        assert page, "the page goes on under the view"
        surface = pygame.Surface(size)
        frame = recorded_frame(scene, size, onto=surface)
        cue = [t.rect for t in frame.shown_texts() if t.role == "more_below"]
        assert len(cue) == 1
        assert scene.viewport.contains(cue[0]) and cue[0].top >= band.y - scene.px(
            CUE_AIR) - scene.cue_room(), (cue, band)  # (amended round 75, hR78: at the
        # fade's foot, or right under the last thing drawn where the page runs on no lower)
        panel = surface.get_at((scene.viewport.x + 2, band.bottom - 2))[:3]  # its own colour
        above = pygame.Rect(band.x, band.y, band.w, cue[0].top - band.y)
        inked = sum(1 for x in range(above.x, above.right, 3) for y in range(above.y,
                                                                              above.bottom, 3)
                    if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], panel,
                                                      strict=True)) > 24)
        if scene.row_follows(offset + shown.h):  # (amended round 74, hR76: a worked example
            return  # next is drawn whole or not at all, so none of it runs on under the cue)
        assert inked > 20 or above.h <= 2 * line_height(scene.doc_style.body), (
            inked, above)  # the words and dice that go on, fading, or the cue right under
        # the last thing drawn (round 75, hR78): no bare band over it
    finally:
        app.close()
