"""Benchmark and contact sheet for the dice widget.

    python benchmarks/dice.py                 # update+draw timings of 6 tumbling dice, 1920×1080
    python benchmarks/dice.py --png out.png   # every face in every look at two sizes + a tumble

Runs headless (dummy SDL video driver) unless a driver is already chosen.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FELT = (21, 96, 62)  # casino-green felt used for the benchmark and the contact sheet
SCREEN = (1920, 1080)
FRAME = 1 / 60


def _felt(surface: object) -> None:
    """Fill with felt and a soft vignette, roughly like the table scenes."""
    import pygame

    assert isinstance(surface, pygame.Surface)
    surface.fill(FELT)


def _tray_for_screen(size: int) -> object:
    import pygame

    from game.widgets.dice import DiceTray

    tray = DiceTray(6, faces=[1, 2, 3, 4, 5, 6])
    w, h = SCREEN
    bounds = pygame.Rect(w * 0.15, h * 0.2, w * 0.7, h * 0.6)
    gap = size * 1.35
    x0 = w / 2 - gap * 2.5
    tray.layout(bounds, [(x0 + gap * i, h * 0.5) for i in range(6)], size)
    return tray


def benchmark(frames: int, size: int) -> None:
    """Print median and 95th percentile of update+draw of 6 tumbling dice."""
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    screen = pygame.Surface(SCREEN)
    background = pygame.Surface(SCREEN)
    _felt(background)
    tray = _tray_for_screen(size)
    tray.warm_up()
    rng = random.Random(7)
    times: list[float] = []
    while len(times) < frames:
        tray.roll(range(6), [rng.randint(1, 6) for _ in range(6)], rng)
        while tray.is_animating and len(times) < frames:
            screen.blit(background, (0, 0))
            t0 = time.perf_counter()
            tray.update(FRAME)
            tray.draw(screen)
            times.append(time.perf_counter() - t0)
    times.sort()
    med = statistics.median(times) * 1000
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    print(f"6 tumbling dice, {size}px, {SCREEN[0]}x{SCREEN[1]}, {len(times)} frames: "
          f"median {med:.3f} ms, p95 {p95:.3f} ms (update+draw, felt blit excluded)")


def contact_sheet(path: str) -> None:
    """Save a PNG: every face in every look at two sizes, then a mid-tumble frame."""
    import pygame

    from game.widgets.dice import DiceTray
    from game.widgets.dice_render import FaceCache, Look

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    cache = FaceCache()
    sizes = (56, 132)
    looks = list(Look)
    width = 1700
    rows_h = [round(s * 1.7) for s in sizes]
    height = 30 + rows_h[1] * len(looks) + 510
    sheet = pygame.Surface((width, height))
    _felt(sheet)
    y = 30
    for look in looks:
        x = 30
        for size in sizes:
            for face in range(1, 7):
                shadow = cache.shadow(size)
                img = cache.face(face, size, look)
                cx, cy = x + size * 0.7, y + size * 0.7
                sheet.blit(shadow, shadow.get_rect(center=(cx + size * 0.05, cy + size * 0.09)))
                sheet.blit(img, img.get_rect(center=(cx, cy)))
                x += round(size * 1.45)
            x += 40
        y += rows_h[1]
    # A mid-tumble frame of a real roll.
    tray = DiceTray(6, faces=[6, 5, 4, 3, 2, 1], cache=cache)
    area = pygame.Rect(30, y + 10, width - 60, 480)
    pygame.draw.rect(sheet, (17, 82, 53), area, width=3, border_radius=12)
    gap = 150
    tray.layout(area, [(area.centerx + (i - 2.5) * gap, area.centery) for i in range(6)], 110)
    tray.set_state(1, held=True)
    tray.roll([0, 2, 3, 4, 5], [3, 6, 1, 5, 2], random.Random(4))
    tray.update(0.22)
    tray.draw(sheet)
    pygame.image.save(sheet, path)
    print(f"wrote {path} ({width}x{height})")


def main() -> None:
    """Command line entry point."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--png", help="write a contact sheet to this PNG instead")
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", type=int, default=128, help="die side in pixels")
    args = parser.parse_args()
    if args.png:
        contact_sheet(args.png)
    else:
        benchmark(max(300, args.frames), args.size)


if __name__ == "__main__":
    main()
