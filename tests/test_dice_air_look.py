"""How a die in the air looks: its sides lit by their turn to the light at the top-left, its
rounded corners filled where they meet, its shadow smaller the higher it flies, and the
shadow of a die on the felt as it always was."""

from __future__ import annotations

import math

import pygame
import pytest

from game.widgets import dice_physics as physics
from game.widgets.dice_cube import draw_cube
from game.widgets.dice_render import FaceCache
from game.widgets.dice_tumble import turned_faces

FELT = (21, 96, 62)
SIDE = 120


@pytest.fixture(autouse=True, scope="module")
def _display():
    pygame.init()
    yield


def turned(axis: tuple[float, float, float], degrees: float) -> tuple:
    """The die's sides turned by ``degrees`` about ``axis`` (world, unit)."""
    half = math.radians(degrees) / 2
    q = (math.cos(half), *(a * math.sin(half) for a in axis))
    return turned_faces(physics.q_matrix(q))


def drawn(faces: tuple) -> pygame.Surface:
    """The cube of ``faces`` drawn in the middle of a patch of felt."""
    surface = pygame.Surface((SIDE * 3, SIDE * 3))
    surface.fill(FELT)
    draw_cube(surface, (SIDE * 1.5, SIDE * 1.5), SIDE, faces)
    return surface


def at(surface: pygame.Surface, side: tuple, a: float, b: float) -> pygame.Color:
    """The colour drawn at (a, b) in a side's own axes (side of size 1, centred on 0)."""
    _, n, u, v = side
    centre = SIDE * 1.5
    x = centre + SIDE * (n[0] / 2 + a * u[0] + b * v[0])
    y = centre + SIDE * (n[1] / 2 + a * u[1] + b * v[1])
    return surface.get_at((round(x), round(y)))


def brightness(colour: pygame.Color) -> int:
    """Sum of the red, green and blue."""
    return colour.r + colour.g + colour.b


def test_the_side_turned_to_the_light_is_brighter_than_the_side_turned_away():
    # Turned 40° about the vertical screen axis: one side faces left (towards the light at the
    # top-left), one faces right (away from it); both are seen.
    faces = turned((0.0, 1.0, 0.0), 40)
    surface = drawn(faces)
    seen = [f for f in faces if f[1][2] < -0.3]
    left = min(seen, key=lambda f: f[1][0])
    right = max(seen, key=lambda f: f[1][0])
    assert left[1][0] < -0.3 and right[1][0] > 0.3
    # A point of each side's flat middle clear of every pip.
    lit, away = at(surface, left, 0.37, 0.37), at(surface, right, 0.37, 0.37)
    assert brightness(lit) > brightness(away) + 30, (lit, away)
    # Never black: the side turned away is still ivory, far from the pips' near-black.
    assert min(away.r, away.g, away.b) > 120, away


def test_no_felt_shows_where_three_rounded_corners_meet():
    # A corner of the die pointing at the viewer: three sides meet in the middle of the picture.
    faces = turned((1 / math.sqrt(2), -1 / math.sqrt(2), 0.0), 54.7356)
    assert sum(1 for f in faces if f[1][2] < -0.3) == 3
    surface = drawn(faces)
    centre = round(SIDE * 1.5)
    around = [surface.get_at((centre + dx, centre + dy))
              for dx in range(-4, 5) for dy in range(-4, 5)]
    assert all(c[:3] != FELT for c in around)


def test_the_outline_of_a_die_in_the_air_is_anti_aliased():
    # Flat, turned 30° on the felt: its outline runs slantwise across the rows of pixels.
    surface = drawn(turned((0.0, 0.0, 1.0), 30))
    pixels = [surface.get_at((x, y)) for x in range(SIDE * 3) for y in range(SIDE * 3)]
    # Felt and ivory blended: lighter than the felt, still greener than red (the ivory, its
    # shaded edges and the pips are all redder than green).
    blends = sum(1 for c in pixels if c.r > FELT[0] + 20 and c.g > c.r + 5)
    assert blends >= SIDE, blends


def reach(shadow: pygame.Surface) -> int:
    """Width of the shadow where it is at least half as dark as at its darkest."""
    alphas = [shadow.get_at((x, shadow.get_height() // 2)).a for x in range(shadow.get_width())]
    return sum(1 for a in alphas if a >= max(alphas) / 2)


def test_the_shadow_of_a_die_high_in_the_air_is_smaller_than_on_the_felt():
    cache = FaceCache()
    on_felt = cache.faded_shadow(80, 0.0, 1.0)
    high = cache.faded_shadow(80, 0.0, 0.35)  # as DiceTray.draw asks for a die a side up
    assert reach(high) < 0.85 * reach(on_felt)
    assert max(high.get_at((x, high.get_height() // 2)).a for x in range(high.get_width())) \
        < max(on_felt.get_at((x, on_felt.get_height() // 2)).a
              for x in range(on_felt.get_width()))


def test_the_shadow_of_a_die_on_the_felt_is_the_full_shadow():
    cache = FaceCache()
    full = cache.shadow(80)
    on_felt = cache.faded_shadow(80, 0.0, 1.0)
    assert reach(on_felt) == reach(full)
