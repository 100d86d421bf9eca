"""Every line the Rules page draws is whole (critic I72: "the last visible line of every page
is cut under 'Continuă mai jos ↓': its descenders and the commas of ș/ț lost"; the third
Joker case's "0" card cut at every size). Amended round 78 (hR82, S49, critic cC77: the faded
lines run on under the view read as lines cut at its foot): the page no longer runs on under
the view; a line's box (its accents and descenders) never crosses the view's edges or the
cue's line."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import document
from game.widgets.text import baseline, line_height
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
INK_LEAST = 90
"""The least difference (summed over red, green and blue) from the panel a faded line's
letters keep at its baseline: faded, still seen whole (the body's letters stand ~600 off
the panel)."""


def _lines_drawn(monkeypatch):
    """Record every line the page draws: (surface size, its clip, the line's box)."""
    drawn: list[tuple[tuple[int, int], pygame.Rect, pygame.Rect, int]] = []
    real = document.draw_text

    def recording(surface, text, size, colour, pos, anchor="center", **kw):
        rect = real(surface, text, size, colour, pos, anchor, **kw)
        weight = kw.get("weight", "regular")
        box = pygame.Rect(pos, (rect.w, line_height(size, weight)))
        drawn.append((surface.get_size(), surface.get_clip(), box, baseline(size, weight)))
        return rect

    monkeypatch.setattr(document, "draw_text", recording)
    return drawn


@pytest.mark.parametrize("size", SIZES)
def test_no_line_is_sliced_by_the_view_or_the_cue(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        load_extensions()
        build_state(app, next(s for s in REGISTRY if s.name == "rules_yams_joker"))
        scene = app.manager.top
        shown = scene.shown_view(scene.scroll.offset)
        band = scene.more_below_band(shown)
        assert band is not None, "the Joker's cases go on under the view at every size"
        drawn = _lines_drawn(monkeypatch)
        surface = pygame.Surface(size)
        frame = recorded_frame(scene, size, onto=surface)
        cue = [t.rect for t in frame.shown_texts() if t.role == "more_below"]
        assert len(cue) == 1
        # (round 78, hR82, S49: the page no longer runs on faded under the view, critic cC77
        # read those lines as cut: every line is drawn in the view, whole, above the cue)
        assert not [box for where, _, box, _ in drawn if where == band.size], (
            "nothing of the page drawn in the cue's band")
        for where, clip, box, _ in drawn:  # the view itself: whole lines inside it
            if where == size and box.colliderect(scene.viewport):
                assert clip.contains(box), (box, clip)
                assert box.bottom <= cue[0].top, (box, cue[0])
    finally:
        app.close()
