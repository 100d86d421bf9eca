"""Settings' arrows after critic cC78 (defect 2; rulings S34, S58): the critic's own key run
(/tmp/cC78/set_k.py: ↓ ↓ → ↓ ← ↑ from "Sunet") lands where each arrow points, and ← → on a
choice always change its value, wrapping at its ends, never moving the focus. Keys stepped at
three sizes."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.fixture(params=SIZES, ids=["1920", "1366", "1024"])
def settings(request, tmp_path):
    app = make_app(tmp_path, size=request.param)
    settle(app)
    app.manager.top.focus.focus(button_named(app, "menu.settings"))
    key(app, pygame.K_RETURN)
    settle(app)
    assert type(app.manager.top).__name__ == "SettingsScene"
    yield app
    app.close()


def _named(app, name):
    return next(w for w in app.manager.top.focus.widgets if getattr(w, "name", "") == name)


def test_the_critics_key_run_lands_where_each_arrow_points(settings):
    """From "Sunet": ↓ "Volum", ↓ "Probă de sunet", → the row beside it ("Nivelul la
    10 000"), ↓ the button under that column, ← "Înapoi", ↑ "Probă de sunet" over it; ← → on
    a two-value choice change its value at either end and never move the focus."""
    app = settings
    scene = app.manager.top
    scene.focus.focus(_named(app, "muted"))
    walked = []
    for code in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT,
                 pygame.K_UP):
        key(app, code)
        walked.append(focused_name(app))
    assert walked == ["volume", "sound_test", "farkle_level", scene.forward_button.name,
                      scene.back_button.name, "sound_test"]
    for name in ("difficulty", "farkle_level"):
        widget = _named(app, name)
        scene.focus.focus(widget)
        for code in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT,
                     pygame.K_LEFT):
            before = widget.index
            key(app, code)
            assert focused_name(app) == name, (name, code)
            assert widget.index != before, (name, code)
