"""New Game and Settings open with the keyboard focus on their first control, its ring drawn,
and Tab / the arrows move it on in reading order from there (hS16: a critic found no starting
focus)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.new_game import NewGameScene
from game.scenes.settings import SettingsScene
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import button_named, click, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    yield app
    app.close()


def _ring_drawn(app) -> bool:
    """The focused widget's surroundings differ from the same frame with no focus."""
    group = app.manager.top.focus
    widget = group.focused
    ringed = pygame.Surface(app.screen.get_size())
    app.manager.draw(ringed)
    index, group.index = group.index, -1
    plain = pygame.Surface(app.screen.get_size())
    app.manager.draw(plain)
    group.index = index
    rect = widget.rect.inflate(40, 40).clip(ringed.get_rect())
    return (pygame.image.tobytes(plain.subsurface(rect), "RGB")
            != pygame.image.tobytes(ringed.subsurface(rect), "RGB"))


def _open(app, button: str, kind: type) -> object:
    click(app, button_named(app, button))
    settle(app)
    assert isinstance(app.manager.top, kind)
    return app.manager.top


def test_new_game_opens_on_the_count_and_tab_reads_on(app):
    _open(app, "menu.yams", NewGameScene)
    # (round 74: "Începe" ringed on arrival, the one next action; the count's stepper gone)
    assert focused_name(app) == "new_game.start" and _ring_drawn(app)
    key(app, pygame.K_TAB, frames=2)
    assert focused_name(app) == "name1"
    key(app, pygame.K_DOWN, frames=2)
    # (one person: the next place read, the card that adds a person: hS23, then the buttons)
    assert focused_name(app) == "seat3"


def test_new_game_enter_on_arrival_still_starts(app):
    _open(app, "menu.yams", NewGameScene)
    key(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, YamsTableScene)


def test_settings_open_on_the_first_row_and_arrows_read_on(app):
    scene = _open(app, "menu.settings", SettingsScene)
    first, second = scene.rows[0][1], scene.rows[1][1]
    # opened by a click: the first row holds the focus, its ring waits for a key (round 76,
    # hT78, ruling S23: a loud ring on open before any key was pressed)
    assert scene.focus.focused is first and not _ring_drawn(app)
    key(app, pygame.K_DOWN, frames=2)
    assert scene.focus.focused is second and _ring_drawn(app)
