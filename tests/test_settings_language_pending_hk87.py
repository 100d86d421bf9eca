"""Ruling S89 2 (critic cC80 #1): on "Limba" a bare arrow never switches the interface; ← →
move a white highlight between "Română" and "English", Enter applies the one pointed at, a
click applies at once, and leaving the row drops the highlight. Other rows keep ← → (S58)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def settings(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    settle(app)
    app.manager.top.focus.focus(button_named(app, "menu.settings"))
    key(app, pygame.K_RETURN)
    settle(app)
    yield app
    app.close()


def _named(app, name):
    return next(w for w in app.manager.top.focus.widgets if getattr(w, "name", "") == name)


def test_an_arrow_on_language_points_and_enter_applies(settings):
    app = settings
    language = _named(app, "language")
    app.manager.top.focus.focus(language)
    before = app.settings.language
    key(app, pygame.K_RIGHT)
    assert app.settings.language == before  # only pointed at
    assert focused_name(app) == "language"
    assert language.pending != language.index
    key(app, pygame.K_RETURN)
    assert app.settings.language != before  # applied by Enter
    assert not language.pointing
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert app.settings.language == before  # reversible the same way


def test_leaving_the_language_row_drops_the_highlight(settings):
    app = settings
    language = _named(app, "language")
    app.manager.top.focus.focus(language)
    before = app.settings.language
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    assert focused_name(app) == "fullscreen"
    assert not language.pointing
    assert app.settings.language == before


def test_other_rows_still_change_on_an_arrow(settings):
    app = settings
    difficulty = _named(app, "difficulty")
    app.manager.top.focus.focus(difficulty)
    before = difficulty.index
    key(app, pygame.K_LEFT)
    assert difficulty.index != before


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_focused_row_is_ringed_as_bold_as_the_menu(tmp_path, size):
    """S69 1 amended round 80 (critic cC80 #1): the focused row's band carries the menu's
    bright ring on its edge, not a faint wash with a thin bar."""
    from game import theme
    from game.widgets.focus_ring import ring_widths

    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        app.manager.top.focus.focus(button_named(app, "menu.settings"))
        key(app, pygame.K_RETURN)
        settle(app)
        scene = app.manager.top
        volume = _named(app, "volume")
        scene.focus.focus(volume)
        key(app, pygame.K_DOWN)
        key(app, pygame.K_UP)  # the keys used: the focus shows
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        band = scene.row_band(volume)
        _, edge, bright, _ = ring_widths(scene.scale)
        inset = edge + bright // 2
        for x, y in ((band.centerx, band.top + inset), (band.centerx, band.bottom - 1 - inset),
                     (band.right - 1 - inset, band.centery)):
            assert tuple(surface.get_at((x, y)))[:3] == theme.FOCUS_RING, (x, y)
    finally:
        app.close()
