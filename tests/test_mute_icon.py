"""A lasting mute sign on every screen while the sound is off (issue 22 §5).

The app draws it in the felt's top-left corner over whatever screen is on top; the corner
must be one no screen uses (tests/test_layout.py checks it on every registered screen at
every size, on the apps it builds anyway: with the sound on, nothing bright is drawn there),
and a click on the sign turns the sound back on.
"""

from __future__ import annotations

import pygame
import pygame.surfarray  # the game imports pygame without numpy (game.lean_import)
import pytest

from game.widgets.mute_icon import mute_icon_rect
from tests.uihelpers import FRAME, make_app
from tools import render_screens

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

def _render(tmp_path, state: str, size: tuple[int, int], muted: bool) -> pygame.Surface:
    render_screens.load_extensions()
    build = next(s.build for s in render_screens.REGISTRY if s.name == state)
    app = make_app(tmp_path / f"{state}-{size[0]}-{muted}", size=size, muted=muted)
    try:
        build(app)
        for _ in range(render_screens.SETTLE_FRAMES):
            app.step(0.1)
        return app.screen.copy()
    finally:
        app.close()


def _brightest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The highest channel sum in ``rect`` (felt, rim and dimmed backdrops are dark; text,
    dice, gold borders and buttons are bright)."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    pixels = pygame.surfarray.pixels3d(area)
    return int(pixels.astype("int32").sum(axis=2).max())


def test_the_sign_shows_while_muted(tmp_path):
    size = (1366, 768)
    rect = mute_icon_rect(size)
    # over a dimmed dialog too; with the sound on the corner test finds it empty
    assert _brightest(_render(tmp_path, "table_pause", size, muted=True), rect) >= 600


def test_a_click_on_the_sign_turns_the_sound_back_on(tmp_path):
    app = make_app(tmp_path, size=(1024, 600), muted=True)
    try:
        assert app.audio.muted
        centre = mute_icon_rect(app.size).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre))
        app.step(FRAME)
        assert not app.settings.muted and not app.audio.muted
        assert app.store.load_settings().muted is False  # remembered
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
        app.step(FRAME)
        assert not app.settings.muted  # no sign, no toggle: the click is the screen's
    finally:
        app.close()
