"""A lasting mute sign on every screen while the sound is off (issue 22 §5).

The app draws it in the felt's top-left corner over whatever screen is on top; the corner
must be one no screen uses (checked on the screens' renders at the three sizes: with the
sound on, nothing bright is drawn there), and a click on the sign turns the sound back on.
"""

from __future__ import annotations

import pygame
import pygame.surfarray  # the game imports pygame without numpy (game.lean_import)
import pytest

from game.widgets.mute_icon import mute_icon_rect
from tests.uihelpers import FRAME, make_app
from tools import render_screens

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

SIZES = ((1024, 600), (1366, 768), (1920, 1080))

SCREENS = ("menu", "new_game_farkle_six_players", "rules_farkle_scoring",
           "statistics_fifty_games_farkle", "yams_held_dice", "farkle_last_round_six",
           "farkle_help", "yams_help", "farkle_results")
"""A screen of each kind (menu, forms, documents, charts, both tables, overlays), checked at
1024×600 where room is scarcest; the wider windows check those nearest the corner."""

NEAR_THE_CORNER = ("farkle_help", "farkle_last_round_six")


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


@pytest.mark.parametrize("size", SIZES)
def test_the_mute_corner_is_free_on_every_screen(tmp_path, size):
    corner = mute_icon_rect(size).inflate(8, 8)
    for state in SCREENS if size == SIZES[0] else NEAR_THE_CORNER:
        shot = _render(tmp_path, state, size, muted=False)
        assert _brightest(shot, corner) < 330, (state, size)  # nothing drawn there


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
