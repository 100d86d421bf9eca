"""Round 75, critic cA75 (zoom_penta.png): the display face's outline and drop shadow were
stair-stepped at 1366: sixteen copies of the dark ink were laid over each other, their soft
edges summed into near-opaque pixels. The copies are now merged by their brighter pixel (a
pixel of each ring's circumference): a stamp's outer edge stays soft at every size."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.views.stage_paint import outline_offsets, stamp_lettering


@pytest.fixture(autouse=True, scope="module")
def display():
    """A small window: the letters are converted to the display's format."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    yield


def stair_share(image: pygame.Surface) -> float:
    """The share of the lettering's outer edge pixels (drawn, beside a transparent one)
    that are the end of a stair's tread: nearly opaque, and along their edge a neighbour
    that is not (a straight edge's run goes on; a soft curve fades before its step)."""
    alpha = pygame.surfarray.array_alpha(image).astype(int)
    pad = numpy.pad(alpha, 1)
    left, right, up, down = pad[:-2, 1:-1], pad[2:, 1:-1], pad[1:-1, :-2], pad[1:-1, 2:]
    flat = (up == 0) | (down == 0)
    upright = (left == 0) | (right == 0)
    edge = (alpha > 0) & (flat | upright)
    hard = alpha >= 230
    stairs = hard & ((flat & ((left < 230) | (right < 230)))
                     | (upright & ((up < 230) | (down < 230))))
    return float(stairs.sum() / max(1, edge.sum()))


@pytest.mark.parametrize("size", [60, 110, 160, 240])
@pytest.mark.parametrize("words", ["Penta", "Joker Penta!", "+2 550"])
def test_a_stamps_outer_edge_is_soft_at_every_size(words, size):
    # (sizes: a small counter at 1024 to a Penta's stamp at 1920; 110-160 is 1366's stamp)
    image = stamp_lettering(words, size, True)
    assert stair_share(image) < 0.03, (words, size, stair_share(image))


def test_the_outline_goes_all_round_without_gaps():
    # every pixel round its outer ring is copied: no notch between two far-apart copies
    for edge in (3, 6, 9, 13):
        offsets = outline_offsets(edge)
        outer = sorted({round(numpy.degrees(numpy.arctan2(dy, dx))) % 360
                        for dx, dy in offsets if abs(numpy.hypot(dx, dy) - edge) < 0.75})
        gaps = [b - a for a, b in zip(outer, outer[1:] + [outer[0] + 360], strict=True)]
        assert max(gaps) <= 360 / (2 * numpy.pi * edge) * 2 + 1, (edge, max(gaps))
