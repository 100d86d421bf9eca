"""Settings shows its focus ring only after keyboard use (as a browser's :focus-visible):
opened by the mouse no ring stands on "Limba" before a key is pressed; a key shows it where the
focus is, a click hides it again; opened by keys, the ring is there at once (round 76, hT78,
critic cZ75; ruling S23)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, click, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ringed(app, monkeypatch) -> list[str]:
    """The names of the widgets the top screen draws with their focus shown, one frame: a
    ring, or (amended round 79, S69 1) a settings row's lit band."""
    scene = app.manager.top
    ringed: list[str] = []
    band = getattr(scene, "row_band", None)
    if band is not None:
        def lit(widget, _real=band):
            ringed.append(widget.name)
            return _real(widget)

        monkeypatch.setattr(scene, "row_band", lit)
    for widget in scene.focus.widgets:
        real = widget.draw

        def draw(surface, focused=False, _real=real, _w=widget):
            if focused:
                ringed.append(_w.name)
            return _real(surface, focused)

        monkeypatch.setattr(widget, "draw", draw)
    scene.draw(app.screen)
    for widget in scene.focus.widgets:
        monkeypatch.delattr(widget, "draw")
    if band is not None:
        monkeypatch.delattr(scene, "row_band")
    return ringed


@pytest.fixture
def app(tmp_path):
    """A 1366×768 app showing the menu."""
    application = make_app(tmp_path, (1366, 768))
    yield application
    application.close()


def test_opened_by_the_mouse_no_ring_until_a_key(app, monkeypatch):
    click(app, button_named(app, "menu.settings"))
    settle(app)
    assert type(app.manager.top).__name__ == "SettingsScene"
    assert app.manager.top.focus.focused is not None  # the keys still start there
    assert _ringed(app, monkeypatch) == []
    key(app, pygame.K_DOWN)
    assert _ringed(app, monkeypatch) == [app.manager.top.focus.focused.name]
    click(app, pygame.Rect(4, 4, 2, 2))  # a click on the frame: the mouse again
    assert _ringed(app, monkeypatch) == []


def test_opened_by_keys_the_ring_shows_at_once(app, monkeypatch):
    menu = app.manager.top
    menu.focus.focus(button_named(app, "menu.settings"))
    key(app, pygame.K_RETURN)
    settle(app)
    assert type(app.manager.top).__name__ == "SettingsScene"
    assert _ringed(app, monkeypatch) == [app.manager.top.focus.focused.name]
