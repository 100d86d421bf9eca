"""Settings after critic cC78 (defects 2, 3; rulings S34, S58): the keyboard focus ring hugs
its control and never reaches the line explaining the option under it (it lay on "de oprire."
at 1366×768 and on "marile momente" at 1024×600), and the critic's own key run
(/tmp/cC78/set_k.py: ↓ ↓ → ↓ ← ↑ from "Sunet") lands where each arrow points. Keys stepped at
three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.focus_ring import ring_rect
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


def test_the_ring_never_reaches_an_explaining_line(settings):
    """Each row's ring (its outer dark line) stays clear of every explaining line drawn."""
    app = settings
    scene = app.manager.top
    key(app, pygame.K_TAB)  # the keys are used: the ring is drawn
    for widget in scene.focus.widgets:
        if not (widget.visible and widget.focusable):
            continue
        scene.focus.focus(widget)
        settle(app)
        ring = ring_rect(widget.rect, scene.scale)
        for name, (_, line, _) in scene.explained.items():
            assert not ring.colliderect(line), (widget.name, name, ring, line)


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
