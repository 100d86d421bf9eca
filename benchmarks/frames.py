"""Frame times of every screen at 1920×1080 (headless), and the time to the first menu frame.

    python benchmarks/frames.py [--frames 300]

For each state of ``tools.render_screens.REGISTRY`` it prints the median and 95th-percentile
time of one frame (update + draw), over at least 300 frames, then the time from process start
to the first drawn menu frame (measured in a fresh process). Targets: median ≤ 4 ms, first
frame ≤ 1 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1920, 1080)
MEDIAN_TARGET_MS = 4.0
"""The median frame time each screen must stay under."""
FIRST_FRAME_TARGET_S = 1.0
"""The start-up time to the first menu frame."""

_FIRST_FRAME = """
import time
start = time.perf_counter()
import os, random, sys, tempfile
sys.path.insert(0, {root!r})
from game.app import App
from game.storage.settings import Settings
app = App(size=(1920, 1080), windowed=True, data_dir=tempfile.mkdtemp(),
          rng=random.Random(0), settings=Settings(fullscreen=False))
app.step(0.0)
print(time.perf_counter() - start + {startup})
"""


def frame_times(frames: int) -> list[tuple[str, float, float]]:
    """(state, median ms, p95 ms) for every registered screen state."""
    sys.path.insert(0, str(ROOT))
    from tools.render_screens import REGISTRY, load_extensions, make_app

    load_extensions()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for state in REGISTRY:
            app = make_app(SIZE, Path(tmp) / state.name)
            try:
                app.step(0.0)
                state.build(app)
                for _ in range(30):  # transitions over, caches warm
                    app.step(1 / 60)
                samples = []
                for _ in range(frames):
                    t0 = time.perf_counter()
                    app.manager.update(1 / 60)
                    app.manager.draw(app.screen)
                    samples.append((time.perf_counter() - t0) * 1000)
                samples.sort()
                p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
                results.append((state.name, statistics.median(samples), p95))
            finally:
                app.close()
    return results


def first_frame_seconds() -> float:
    """Process start (interpreter launch) to the first drawn menu frame, in a fresh process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    launch = time.perf_counter()
    probe = subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
    interpreter = time.perf_counter() - launch  # the bare interpreter's own start-up
    del probe
    out = subprocess.run([sys.executable, "-c", _FIRST_FRAME.format(root=str(ROOT),
                                                                    startup=interpreter)],
                         env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    """Print the table; exit status 1 when a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    ok = True
    print(f"{'screen':32} {'median ms':>10} {'p95 ms':>10}   ({max(300, args.frames)} frames, "
          f"{SIZE[0]}x{SIZE[1]})")
    for name, median, p95 in frame_times(max(300, args.frames)):
        flag = "" if median <= MEDIAN_TARGET_MS else "  > target"
        ok &= median <= MEDIAN_TARGET_MS
        print(f"{name:32} {median:10.2f} {p95:10.2f}{flag}")
    first = first_frame_seconds()
    ok &= first <= FIRST_FRAME_TARGET_S
    print(f"{'first menu frame (process start)':32} {first * 1000:10.0f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
