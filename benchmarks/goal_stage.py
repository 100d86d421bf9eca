"""Frame cost of the goal's stage (the plate over the hushed table, its foot, ruling S6) at
1920×1080, headless: the median and 95th-percentile milliseconds of one
:func:`game.views.stage_goal.draw_goal` over the stage's whole run at 60 frames a second, and
over its frames at rest (the plate whole, its foot in, nothing coming in or leaving); CPU
time of this process (the machine may be shared: wall time would count the others).

    python benchmarks/goal_stage.py [--runs 1]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1920, 1080)


def _figures(times: list[float]) -> str:
    """``median X ms, p95 Y ms`` of ``times`` (seconds)."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {1000 * statistics.median(ordered):.2f} ms, p95 {1000 * p95:.2f} ms"


def main(argv: list[str]) -> int:
    """Stage the goal once and time its frames ``--runs`` times over."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.app import App
    from game.flow.stage import goal_folded, goal_foot
    from game.storage.settings import Settings
    from game.views.stage_crest import entrance_done
    from game.views.stage_goal import draw_goal
    from tools import screens_farkle

    with tempfile.TemporaryDirectory() as data:
        app = App(size=SIZE, windowed=True, data_dir=Path(data), rng=random.Random(1),
                  settings=Settings(fullscreen=False))
        try:
            screens_farkle._goal_banner(app)
            stage = app.manager.top
            clock, picture = stage.clock, stage.picture
            table = pygame.Surface(SIZE)
            table.fill((20, 70, 40))
            frames = [k / 60 for k in range(round(clock.duration * 60) + 1)]
            whole: list[float] = []
            rest: list[float] = []
            for _ in range(args.runs):
                for age in frames:
                    clock.age = min(clock.duration, age)
                    surface = table.copy()
                    start = time.process_time()
                    draw_goal(surface, picture, clock)
                    spent = time.process_time() - start
                    whole.append(spent)
                    if entrance_done(clock) >= 1 and goal_foot(clock) >= 1 \
                            and goal_folded(clock) >= 1:
                        rest.append(spent)
        finally:
            app.close()
    print(f"goal stage, {SIZE[0]}x{SIZE[1]}, {len(frames)} frames x {args.runs}")
    print(f"  every frame:   {_figures(whole)}")
    print(f"  at rest ({len(rest)}): {_figures(rest)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
