"""Faster ways of drawing give the very pixels of the plain ways they replace."""

from __future__ import annotations

import random

import pygame
import pytest

from game.widgets import felt


@pytest.fixture(scope="module")
def window():
    pygame.display.init()
    yield pygame.display.set_mode((640, 360))


def _noise(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
    """A surface of random pixels (every channel value met), alpha too when it has one."""
    rng = random.Random(7)
    data = bytes(rng.randrange(256) for _ in range(size[0] * size[1] * 4))
    picture = pygame.image.frombytes(data, size, "RGBA")
    return picture.convert_alpha() if flags & pygame.SRCALPHA else picture.convert()


def _multiplied(surface: pygame.Surface, alpha: int) -> bytes:
    """``surface`` darkened the plain way (a multiplying fill), as bytes."""
    keep = 255 - alpha
    plain = surface.copy()
    plain.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    return pygame.image.tobytes(plain, "RGBA")


@pytest.mark.parametrize("alpha", [0, 1, 96, 150, 254, 255])
def test_dimming_a_window_gives_the_pixels_of_a_multiplying_fill(window, alpha):
    frame = _noise((333, 101))  # not a multiple of the strip's rows
    expected = _multiplied(frame, alpha)
    felt.dim(frame, alpha)
    assert pygame.image.tobytes(frame, "RGBA") == expected


def test_dimming_keeps_to_the_clip_and_to_translucent_pixels(window):
    frame = _noise((200, 90))
    frame.set_clip(pygame.Rect(13, 7, 120, 50))
    expected = _multiplied(frame, 150)  # a fill keeps to the clip too
    felt.reset()  # the strip made for this clip: no wider than it
    felt.dim(frame, 150)
    assert pygame.image.tobytes(frame, "RGBA") == expected
    layer = _noise((64, 40), pygame.SRCALPHA)
    expected = _multiplied(layer, 150)
    felt.dim(layer, 150)
    assert pygame.image.tobytes(layer, "RGBA") == expected


def test_dimming_twice_with_two_greys_uses_each_grey(window):
    one, two = _noise((100, 70)), _noise((100, 70))
    expected_one, expected_two = _multiplied(one, 60), _multiplied(two, 200)
    felt.dim(one, 60)
    felt.dim(two, 200)
    assert pygame.image.tobytes(one, "RGBA") == expected_one
    assert pygame.image.tobytes(two, "RGBA") == expected_two
