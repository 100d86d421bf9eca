"""Every line the Rules page draws is whole (critic I72: "the last visible line of every page
is cut under 'Continuă mai jos ↓': its descenders and the commas of ș/ț lost"; the third
Joker case's "0" card cut at every size). The page still runs on under the reading view into
the fade the cue stands in, but only as whole lines, faded, ending above the cue: a line's
box (its accents and descenders) never crosses the view's bottom edge, the edge of the
layer it is drawn on, or the cue's line; nor does the fade eat a line's foot (at 1920x1080 it
reached the panel's colour across the last line's descenders): every line under the view
still shows its letters at its baseline."""

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
        under = [(clip, box.move(band.topleft), base) for where, clip, box, base in drawn
                 if where == band.size]
        # (amended round 74, hR76, ruling S-Rules of cS74: a worked example next under the
        # view is drawn whole or not at all, so nothing may run on there)
        assert under or scene.row_follows(scene.scroll.offset + shown.h), (
            "the page runs on under the view, faded")
        panel = surface.get_at((scene.viewport.x + 2, band.bottom - 2))[:3]
        for clip, box, base in under:  # the page going on: whole lines above the cue
            assert clip.move(band.topleft).contains(box), (box, clip)
            assert box.bottom <= cue[0].top, (box, cue[0])
            row = box.y + base - 2  # (every letter stands on it)
            ink = max(sum(abs(a - b) for a, b in zip(surface.get_at((x, row))[:3], panel,
                                                     strict=True))
                      for x in range(box.x, box.right))
            assert ink >= INK_LEAST, (box, ink)
        for where, clip, box, _ in drawn:  # the view itself: whole lines inside it
            if where == size and box.colliderect(scene.viewport):
                assert clip.contains(box), (box, clip)
    finally:
        app.close()
