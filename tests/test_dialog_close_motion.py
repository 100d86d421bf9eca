"""A dialog closes with a short motion (hR25, critic: "close without motion"): its panel
shrinks and fades out over the screen below while the dim lifts, in about a sixth of a
second; the screen below has the input at once, and a key or a click during the motion ends
it (nothing pressed is lost)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, key, make_app, settle, top_name

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of the pixels of ``rect`` (sampled) that differ between ``a`` and ``b``."""
    seen = changed = 0
    for x in range(rect.left + 2, rect.right - 2, 7):
        for y in range(rect.top + 2, rect.bottom - 2, 7):
            seen += 1
            pa, pb = a.get_at((x, y)), b.get_at((x, y))
            changed += sum(abs(p - q) for p, q in zip(pa[:3], pb[:3], strict=True)) > 30
    return changed / max(1, seen)


def test_the_quit_dialog_shrinks_and_fades_out_then_the_menu_stands_alone(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        settle(app)
        menu = app.screen.copy()  # the menu alone
        app.manager.top.back()  # "Ieși": the quit dialog
        settle(app)
        panel = app.manager.top.panel.copy()
        shown = app.screen.copy()
        assert _differs(shown, menu, panel) > 0.5
        key(app, pygame.K_ESCAPE, frames=0)  # the safe answer: the dialog closes
        app.step(FRAME)
        assert top_name(app) == "MenuScene"  # the menu has the input at once
        first = app.screen.copy()
        # the closing motion: the panel still there, fading, smaller than it stood
        assert 0.1 < _differs(first, menu, panel) < 1.0
        assert _differs(first, shown, panel) > 0.05  # not the dialog standing still
        edge = pygame.Rect(panel.x, panel.y, panel.w // 14, panel.h)  # its left edge
        assert _differs(first, shown, edge) > 0.3  # shrunk in from it
        frames = 1
        while app.manager.transitioning:
            app.step(FRAME)
            frames += 1
            assert frames <= 20
        assert frames * FRAME <= theme.DIALOG_EXIT_TIME + 2 * FRAME <= 0.25  # short
        app.step(FRAME)
        assert _differs(app.screen, menu, panel) < 0.02  # the menu alone again
    finally:
        app.close()


def test_a_key_during_the_closing_motion_ends_it_and_reaches_the_screen_below(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        settle(app)
        menu = app.manager.top
        before = menu.focus.index
        menu.back()
        settle(app)
        key(app, pygame.K_ESCAPE, frames=0)
        app.step(FRAME)
        assert app.manager.transitioning  # closing
        key(app, pygame.K_RIGHT, frames=0)  # pressed during the motion
        app.step(FRAME)
        assert not app.manager.transitioning  # skipped
        assert app.manager.top is menu and menu.focus.index != before  # the key not lost
    finally:
        app.close()
