"""The standings panel ("Clasament") keeps air inside its frame at every size (critic D71: at
1024x600 its words stood against the frame, the lit row's band past its left edge): every
word's line at least 8 px inside its sides, its letters 3 px inside its top and bottom, the
lit row's band inside the frame."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIDE, END = 8, 3
"""Window px of the frame's inside kept clear of words: at its sides, at its top and foot."""


def _ink_rows(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The rows of ``rect`` holding light letters' ink (the panel's words are light on its
    dark felt)."""
    return [y for y in range(rect.top, rect.bottom)
            if any(sum(surface.get_at((x, y))[:3]) > 330 for x in range(rect.left, rect.right))]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("state", ["_countdown", "_first_roll"])
def test_the_standings_words_keep_air_inside_their_frame(tmp_path, size, state):
    import tools.screens_yams as screens

    app = make_app(tmp_path, size=size)
    try:
        getattr(screens, state)(app)
        frame = screen_frame(app)
        panels = [p.rect for p in frame.panels if p.role == "standings"]
        assert len(panels) == 1, (size, state)
        panel = panels[0]
        words = [t for t in frame.shown_texts() if panel.colliderect(t.rect)]
        assert len(words) >= 4, words  # the title and the rows
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        for text in words:
            rect = text.rect
            assert panel.left + SIDE <= rect.left and rect.right <= panel.right - SIDE, (
                size, state, text.text, rect, panel)
            ink = _ink_rows(drawn, rect.clip(panel))  # (a line's box holds its leading)
            assert ink and panel.top + END <= ink[0] and ink[-1] < panel.bottom - END, (
                size, state, text.text, ink[:1], ink[-1:], panel)
        scene = next(s for s in app.manager.stack if hasattr(s, "standings"))
        assert scene.standings.lit_band_reach() < scene.standings.inner_pad(), size
    finally:
        app.close()
