"""The pictures kept for speed draw what was drawn anew (round 82, hT6: the suite's time):
the rays' falloff kept for a room's size and centre, the lit trophy kept by side, a copy
handed out."""

from __future__ import annotations

import pygame

from game.views import stage_champion
from game.widgets import podium_stage


def _rays(room: pygame.Rect, centre: tuple[int, int], age: float) -> bytes:
    """The bytes of a felt-coloured window with the rays drawn over ``room``."""
    surface = pygame.Surface((640, 400))
    surface.fill((30, 90, 50))
    podium_stage.draw_rays(surface, room, centre, 1.0, age)
    return pygame.image.tobytes(surface, "RGB")


def test_the_rays_drawn_about_a_moved_centre_fall_off_round_it():
    """Rays drawn about one centre, then another: the second as drawn with nothing kept."""
    room = pygame.Rect(20, 10, 600, 380)
    _rays(room, (300, 200), 0.5)
    moved = _rays(room, (120, 90), 0.5)
    podium_stage._MASKS.clear()
    assert moved == _rays(room, (120, 90), 0.5)


def test_the_rays_in_a_resized_room_fall_off_at_its_edges():
    """Rays over a room of one size, then a smaller one: the second as drawn anew."""
    _rays(pygame.Rect(0, 0, 640, 400), (300, 200), 1.0)
    small = _rays(pygame.Rect(100, 50, 300, 200), (300, 200), 1.0)
    podium_stage._MASKS.clear()
    assert small == _rays(pygame.Rect(100, 50, 300, 200), (300, 200), 1.0)


def test_each_trophy_is_the_callers_own_to_fade():
    """A trophy faded by one caller (``set_alpha``) leaves the next one whole, drawn as new."""
    faded = stage_champion.icon_image(64)
    faded.set_alpha(40)
    whole = stage_champion.icon_image(64)
    assert whole.get_alpha() in (None, 255)
    assert (pygame.image.tobytes(whole, "RGBA")
            == pygame.image.tobytes(stage_champion._lit_icon(64), "RGBA"))
