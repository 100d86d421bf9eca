"""The tallest band of bare felt in a frame: rows of the felt where nothing is drawn but the
felt (its soft light and vignette), no edge of a word, a block, a button or a slip of
confetti (critic cB75: "the win's first beat is 35 % bare felt, rows 704-1080 empty at
1920"). Pure pixels, what a player sees.

    python -m tools.bare_band shot.png [more.png ...]
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import pygame

EDGE = 36
"""The least jump (the three channels' sum) between two pixels ``STEP`` apart along a row
that is an edge of something drawn: the felt's fibres, its vignette and a stage's soft rays
stay under it."""

STEP = 3
"""Pixels apart the two pixels of an edge are read."""

LEAST = 3
"""Edges a row needs to hold something (one stray pixel of noise is not a thing)."""


def bare_rows(surface: pygame.Surface, area: pygame.Rect) -> list[bool]:
    """For each row of ``area`` in ``surface``, True when it holds nothing but felt."""
    import numpy as np

    pixels = pygame.surfarray.pixels3d(surface)
    block = np.asarray(pixels[area.left:area.right, area.top:area.bottom, :], dtype=np.int32)
    del pixels
    jump = np.abs(block[STEP:, :, :] - block[:-STEP, :, :]).sum(axis=2)
    edges = (jump >= EDGE).sum(axis=0)
    return [int(n) < LEAST for n in edges]


def tallest_bare(surface: pygame.Surface, area: pygame.Rect) -> tuple[int, int]:
    """The tallest run of bare rows in ``area``: (its height in pixels, its first row's y)."""
    best, start, run, top = 0, area.top, 0, area.top
    for k, bare in enumerate(bare_rows(surface, area)):
        if bare:
            if run == 0:
                top = area.top + k
            run += 1
            if run > best:
                best, start = run, top
        else:
            run = 0
    return best, start


def main(argv: Sequence[str] | None = None) -> int:
    """Print each picture's tallest bare band (its height, share of the picture, first row)."""
    from game.widgets.felt import felt_area

    for name in (sys.argv[1:] if argv is None else argv):
        image = pygame.image.load(name)
        area = felt_area(image.get_size())
        height, top = tallest_bare(image, area)
        print(f"{name}: {height} px ({height / image.get_height():.1%}) from y {top}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
