"""Draw time per frame of six tumbling dice, and of six resting ones (the idle table's dice).

    python benchmarks/dice_air.py               # 1920×1080, 128 px dice, 3 throws per round
    python benchmarks/dice_air.py --size 72     # smaller dice (about 1024×600)

Each frame of a few seeded throws is drawn over a felt (its blit not timed): ``draw`` of the
dice in the air (cubes and their shadows) and of the dice at rest (cached pictures). A round
of throws is drawn once to fill the caches (as the first throws of a game do), then timed
``--rounds`` times; the figures are the median and the 95th percentile of the CPU time
spent (the process's, so other programs on the machine count little), in milliseconds.
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

SCREEN = (1920, 1080)
FRAME = 1 / 60
FELT = (21, 96, 62)


def _tray(size: int) -> object:
    """Six dice of ``size`` in a row across the middle of a full-screen felt."""
    import pygame

    from game.widgets.dice import DiceTray

    tray = DiceTray(6, faces=[1, 2, 3, 4, 5, 6])
    w, h = SCREEN
    gap = size * 1.35
    tray.layout(pygame.Rect(w * 0.15, h * 0.2, w * 0.7, h * 0.6),
                [(w / 2 + gap * (i - 2.5), h * 0.5) for i in range(6)], size)
    tray.warm_up()
    return tray


def timed(size: int, throws: int, rounds: int) -> dict[str, list[float]]:
    """Draw times (seconds) per frame: 'air' for the tumbling dice, 'rest' for resting ones."""
    import pygame

    screen = pygame.Surface(SCREEN)
    tray = _tray(size)
    out: dict[str, list[float]] = {"air": [], "rest": []}
    for round_ in range(rounds + 1):
        rng = random.Random(7)
        for _ in range(throws):
            tray.roll(range(6), [rng.randint(1, 6) for _ in range(6)], rng)  # type: ignore[attr-defined]
            while tray.is_animating:  # type: ignore[attr-defined]
                tray.update(FRAME)  # type: ignore[attr-defined]
                screen.fill(FELT)
                t0 = time.process_time()
                tray.draw(screen, tumbling=True)  # type: ignore[attr-defined]
                if round_:
                    out["air"].append(time.process_time() - t0)
            screen.fill(FELT)
            t0 = time.process_time()
            tray.draw(screen)  # type: ignore[attr-defined]
            if round_:
                out["rest"].append(time.process_time() - t0)
    return out


def main() -> None:
    """Command line entry point: print the figures."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=128, help="die side in pixels")
    parser.add_argument("--throws", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    times = timed(args.size, args.throws, args.rounds)
    for name, label in (("air", "6 dice in the air"), ("rest", "6 dice at rest")):
        values = sorted(times[name])
        med = statistics.median(values) * 1000
        p95 = values[int(0.95 * (len(values) - 1))] * 1000
        print(f"{label}, {args.size}px: draw median {med:.3f} ms, p95 {p95:.3f} ms "
              f"({len(values)} frames)")


if __name__ == "__main__":
    main()
