"""The largest band of bare felt in a stage's picture (critic row "Staged moments": a rare
moment's stage fills the felt, no band of bare felt over ~12 % of its height).

A pixel row is bare when almost nothing on it stands out of the felt's smooth backdrop (its
vignette and the stamp's soft light are gradients: no edge); a word, a die, a plate, a
spark or a slip of confetti is an edge. ``python -m tools.stage_bands PNG...`` prints, for
each picture (say, ``tools.render_screens``'s), the largest bare band's share of its height
and where it lies.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame

EDGE = 28
"""A step (0..255, in any channel) between neighbouring pixels that reads as an edge."""

MARKS = 3
"""A row with fewer edge pixels than this is bare."""


def bare_rows(surface: pygame.Surface) -> list[bool]:
    """Each pixel row of ``surface``: True when it is bare (fewer than :data:`MARKS` edges)."""
    w, h = surface.get_size()
    pixels = pygame.surfarray.array3d(surface).astype(int)  # (w, h, 3)
    across = abs(pixels[2:, :, :] - pixels[:-2, :, :]).max(axis=2)  # (w - 2, h)
    down = abs(pixels[:, 2:, :] - pixels[:, :-2, :]).max(axis=2)  # (w, h - 2)
    rows = []
    for y in range(h):
        edges = int((across[:, y] > EDGE).sum())
        if 0 < y < h - 1:
            edges += int((down[:, y - 1] > EDGE).sum())
        rows.append(edges < MARKS)
    return rows


def largest_bare_band(surface: pygame.Surface, top: int = 0,
                      bottom: int | None = None) -> tuple[int, int]:
    """The largest run of bare rows between ``top`` and ``bottom`` (the felt's): (its first
    row, its height in rows)."""
    rows = bare_rows(surface)
    end = len(rows) if bottom is None else bottom
    best = (top, 0)
    start = None
    for y in range(top, end + 1):
        bare = y < end and rows[y]
        if bare and start is None:
            start = y
        elif not bare and start is not None:
            if y - start > best[1]:
                best = (start, y - start)
            start = None
    return best


def main() -> None:
    """Print each picture's largest bare band."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pictures", nargs="+", type=Path)
    args = parser.parse_args()
    for path in args.pictures:
        surface = pygame.image.load(str(path))
        y, h = largest_bare_band(surface)
        share = h / surface.get_height()
        print(f"{share:6.1%}  rows {y}-{y + h}  {path.name}")


if __name__ == "__main__":
    main()
