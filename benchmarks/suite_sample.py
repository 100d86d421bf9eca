"""The test suite's time on a sample, and the per-test cost of an app's start and of a frame.

    python -m benchmarks.suite_sample [--every 10] [--tree PATH] [--out FILE.tsv]
    python -m benchmarks.suite_sample --compare BEFORE.tsv AFTER.tsv
    python -m benchmarks.suite_sample --units [--tree PATH]

1. The sample: every ``--every``-th test file of ``tests/`` (sorted by name; the two layout
   files and any file given with ``--skip`` left out: they have budgets of their own), run in
   one pytest process of ``--tree`` (a worktree, or ``git archive`` of a commit unpacked: the
   "before"), niced. What is timed is each test's own CPU time (``time.process_time`` around
   its set-up, call and tear-down: the main process only), not wall time: on the shared
   machine the load makes wall time two to four times the CPU and varies from run to run.
   Collection is left out (given several files, pytest walks the folder once a file). The
   per-test times go to ``--out``; the summary prints the tests, their CPU, its spread
   (tests under 0.05 s, to 0.2 s, to 1 s, over) and the heaviest files, and an estimate for
   the whole suite (the sample's CPU times ``--every``).
2. ``--compare``: two such files side by side, file by file, and in all.
3. ``--units``: within the tree's own test set-up (tests/conftest.py's fixtures), the CPU
   of one ``tests.uihelpers.make_app`` and its close (the default: menu owed), and of one
   frame of a 10 000 table at 1280x720: its throw in the air stepped undrawn
   (``tools.unseen_frames``), then the landed throw stepped drawn.
"""

from __future__ import annotations

import argparse
import collections
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SKIPPED = ("test_layout.py", "test_layout_collisions.py")
"""Files left out of the sample: their budgets are set apart (benchmarks/suite_time.md)."""

_PLUGIN = '''
import os, time, pytest
_out = open(os.environ["SUITE_SAMPLE_OUT"], "w")
@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    t = time.process_time(); yield
    _out.write(f"{item.nodeid}\\t{time.process_time() - t:.4f}\\n"); _out.flush()
'''

_UNITS = '''
import time
import pygame
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

def test_units(tmp_path):
    apps = 20
    make_app(tmp_path / "warm").close()
    t = time.process_time()
    for i in range(apps):
        make_app(tmp_path / str(i)).close()
    start = (time.process_time() - t) / apps
    app = make_app(tmp_path / "table")
    try:
        table = table_with(app, 2, 1, 5, 2, 3, 4, 6)
        table.press_roll()
        frames = 40
        t = time.process_time()
        with unseen_frames(app, last_drawn=False):  # the throw in the air
            for _ in range(frames):
                app.step(FRAME)
        undrawn = (time.process_time() - t) / frames
        play(app, 30)
        t = time.process_time()
        for _ in range(frames):  # the landed throw, each frame drawn
            app.step(FRAME)
        drawn = (time.process_time() - t) / frames
    finally:
        app.close()
    print(f"\\nUNITS app start {start * 1e3:.1f} ms; table frame drawn {drawn * 1e3:.2f} ms, "
          f"undrawn (a throw in the air) {undrawn * 1e3:.2f} ms")
'''


def sample(tree: Path, every: int, skip: tuple[str, ...] = ()) -> list[str]:
    """Every ``every``-th test file of ``tree`` (sorted), the skipped ones left out."""
    files = sorted(p.name for p in (tree / "tests").glob("test_*.py"))
    return [f"tests/{name}" for i, name in enumerate(files, 1)
            if i % every == 0 and name not in SKIPPED + skip]


def run(tree: Path, files: list[str], out: Path) -> None:
    """Run ``files`` in one niced pytest process of ``tree``, each test's CPU to ``out``."""
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "suite_sample_cpu.py").write_text(_PLUGIN)
        env = dict(os.environ, SUITE_SAMPLE_OUT=str(out),
                   PYTHONPATH=os.pathsep.join([folder, os.environ.get("PYTHONPATH", "")]))
        subprocess.run(["nice", "-n", "5", sys.executable, "-m", "pytest", "-q",
                        "-p", "no:cacheprovider", "-p", "suite_sample_cpu", *files],
                       cwd=tree, env=env, check=False)


def read(path: Path) -> dict[str, float]:
    """Each test's CPU seconds of a ``--out`` file."""
    times: dict[str, float] = {}
    for line in path.read_text().splitlines():
        name, _, value = line.rpartition("\t")
        if name:
            times[name] = float(value)
    return times


def summary(times: dict[str, float], every: int) -> None:
    """Print the sample's tests, CPU, spread, heaviest files and the whole suite's estimate."""
    total = sum(times.values())
    spread: dict[str, float] = collections.defaultdict(float)
    counts: collections.Counter[str] = collections.Counter()
    files: dict[str, float] = collections.defaultdict(float)
    for name, value in times.items():
        band = ("<0.05 s" if value < 0.05 else "0.05-0.2 s" if value < 0.2
                else "0.2-1 s" if value < 1 else ">1 s")
        spread[band] += value
        counts[band] += 1
        files[name.split("::")[0]] += value
    print(f"{len(times)} tests, {total:.1f} s of CPU (the suite, estimated: {total * every:.0f} s"
          " besides the layout files and collection)")
    for band in ("<0.05 s", "0.05-0.2 s", "0.2-1 s", ">1 s"):
        print(f"  {band:>10}: {counts[band]:5d} tests {spread[band]:7.1f} s")
    for name, value in sorted(files.items(), key=lambda item: -item[1])[:12]:
        print(f"  {value:7.2f} s  {name}")


def compare(before: dict[str, float], after: dict[str, float]) -> None:
    """Print two runs' CPU file by file (the tests both ran) and in all."""
    common = before.keys() & after.keys()
    files: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0])
    for name in common:
        files[name.split("::")[0]][0] += before[name]
        files[name.split("::")[0]][1] += after[name]
    for name, (b, a) in sorted(files.items(), key=lambda item: item[1][1] - item[1][0]):
        print(f"  {b:7.2f} {a:7.2f}  {name}")
    b = sum(before[n] for n in common)
    a = sum(after[n] for n in common)
    print(f"{len(common)} tests in both: {b:.1f} s before, {a:.1f} s after "
          f"({100 * (a - b) / b:+.1f} %)")


def units(tree: Path) -> None:
    """Print the CPU of an app's start and of a table's frame, drawn and undrawn."""
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "test_suite_units.py").write_text(_UNITS)
        subprocess.run(["nice", "-n", "5", sys.executable, "-m", "pytest", "-q", "-s",
                        "-p", "no:cacheprovider", "-p", "tests.conftest", "--rootdir", folder,
                        str(Path(folder, "test_suite_units.py"))], cwd=tree, check=False)


def main() -> None:
    """Parse the arguments; run the sample, compare two runs, or time the units."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--tree", type=Path, default=ROOT)
    parser.add_argument("--out", type=Path, default=Path("/tmp/suite_sample.tsv"))
    parser.add_argument("--skip", nargs="*", default=[])
    parser.add_argument("--compare", nargs=2, type=Path)
    parser.add_argument("--units", action="store_true")
    args = parser.parse_args()
    if args.compare:
        compare(read(args.compare[0]), read(args.compare[1]))
    elif args.units:
        units(args.tree.resolve())
    else:
        run(args.tree.resolve(), sample(args.tree, args.every, tuple(args.skip)), args.out)
        summary(read(args.out), args.every)


if __name__ == "__main__":
    main()
