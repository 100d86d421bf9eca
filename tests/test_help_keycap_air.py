"""The "?" pages' keycaps have air (critic A50: "(Spațiu):" and "(sau ①–⑤)" crowded their
brackets and words, a cap's edge on the letters): inside a cap its name stands 4 px or more
from either edge, and outside it no letter of the line comes within 3 px, at 1024x600 and at
1920x1080, in both games' pages. The punctuation a key ends on follows its cap as it follows a
word ("[F1]:", round 77, hM80: "[F1] :" read as a space before the colon): a colon or a full
stop right of a cap is not a letter touching it."""

from __future__ import annotations

import sys

import pygame
import pytest

from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import YamsHelpOverlay
from game.widgets import keycaps
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps: dice,
# felts and words drawn once for the module (the same pixels; no test here looks at a cache)

PAD = 4
"""Pixels inside a cap, from its edge to its name's letters."""
AIR = 3
"""Pixels outside a cap without a letter of its line."""


def _letter(colour) -> bool:
    """A letter's core: the cream of the tiles' words (not the cap's muted edge)."""
    r, g, b = colour[:3]
    return r >= 232 and r > g and g > b


@pytest.mark.parametrize("game, overlay", [("farkle", FarkleHelpOverlay),
                                           ("yams", YamsHelpOverlay)])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_keycap_has_air_inside_and_out(tmp_path, monkeypatch, game, overlay, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, game, 1)
        page = overlay(app)
        app.manager.push(page, fade=False)
        app.step(1 / 60)
        caps: list[tuple[pygame.Rect, bool]] = []
        real = keycaps.draw_keycap

        def record(s, key, cap, *a, **k):
            drawing = sys._getframe(1).f_locals  # draw_keyed's line and the key's match
            if "line" not in drawing:  # ("Înapoi"'s own Esc cap, a dialog's: round 80, S83)
                return real(s, key, cap, *a, **k)
            line, match = drawing["line"], drawing["match"]
            ends = match.end() < len(line) and line[match.end()] in keycaps._MARKS
            caps.append((pygame.Rect(cap), ends))
            return real(s, key, cap, *a, **k)

        monkeypatch.setattr(keycaps, "draw_keycap", record)
        surface = pygame.Surface(size)
        page.draw(surface)
        assert caps
        edge = max(1, round(2 * size[1] / 1080))
        for cap, ends_on_a_mark in caps:
            ys = range(cap.y + 2, cap.bottom - 2)
            right = [] if ends_on_a_mark else list(range(cap.right - edge, cap.right + AIR))
            near = [x for x in list(range(cap.x - AIR, cap.x + edge)) + right
                    if any(_letter(surface.get_at((x, y))) for y in ys)]
            assert not near, (size, game, cap, "a letter touches the cap", near)
            inside = [x for x in list(range(cap.x, cap.x + PAD))
                      + list(range(cap.right - PAD, cap.right))
                      if any(_letter(surface.get_at((x, y))) for y in ys)]
            assert not inside, (size, game, cap, "its name touches its edge", inside)
    finally:
        app.close()
