"""Break each promise on purpose and watch its test fail.

Each :class:`tools.breaks.Break` is a realistic one-line bug planted in the code that keeps one of
the game's promises (what the players are shown, when, what is recorded, which files are set
aside), with the test that holds the promise. The tool copies the checkout to a temporary
folder, checks that every named test passes there unbroken, then for each break plants the
bug, runs its test alone and puts the code back. A break whose test still passes is a
promise no test holds; the tool prints it and exits 1.

    python -m tools.break_promises            # every break (about eight minutes on an idle machine)
    python -m tools.break_promises reveal     # the breaks whose name starts with "reveal"
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.break_registry import BREAKS  # every planted bug (tools/breaks_*.py)

ROOT = Path(__file__).resolve().parent.parent


def problems(root: Path = ROOT) -> list[str]:
    """What no longer fits the code in ``root``: a break whose text is not found exactly once
    in its file, or whose test function is not in its test file."""
    found = []
    for item in BREAKS:
        count = (root / item.path).read_text(encoding="utf-8").count(item.old)
        if count != 1:
            found.append(f"{item.name}: its text occurs {count} times in {item.path}")
        test_file, _, test_name = item.test.partition("::")
        function = test_name.partition("[")[0]
        if f"def {function}(" not in (root / test_file).read_text(encoding="utf-8"):
            found.append(f"{item.name}: no {function} in {test_file}")
    return found


def _pytest(copy: Path, tests: list[str]) -> int:
    """Run ``tests`` in ``copy``; pytest's exit code (0 all passed, 1 some failed)."""
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
               "-o", "addopts=", *tests]
    return subprocess.run(command, cwd=copy, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, check=False).returncode


def _copy(into: Path) -> Path:
    """The checkout copied into ``into`` (no git, no caches)."""
    copy = into / "checkout"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(
        ".git", ".venv", "__pycache__", "*.pyc", "build", "dist", "*.egg-info"))
    return copy


def main(argv: list[str]) -> int:
    """Plant each chosen break in a copy of the checkout and run its test; 1 if one passed."""
    unknown = [a for a in argv if not any(b.name.startswith(a) for b in BREAKS)]
    if unknown:  # a mistyped name must not widen the choice to every break
        print(f"no break is named {', '.join(unknown)}")
        return 2
    chosen = [b for b in BREAKS if not argv or any(b.name.startswith(a) for a in argv)]
    stale = problems()
    if stale:
        print("\n".join(stale))
        return 2
    with tempfile.TemporaryDirectory(prefix="zaruri-breaks-") as folder:
        copy = _copy(Path(folder))
        if _pytest(copy, sorted({b.test for b in chosen})) != 0:
            print("the tests fail before any break: nothing to measure")
            return 2
        missed = []
        for item in chosen:
            path = copy / item.path
            original = path.read_text(encoding="utf-8")
            path.write_text(original.replace(item.old, item.new), encoding="utf-8")
            started = time.perf_counter()
            try:
                code = _pytest(copy, [item.test])
            finally:
                path.write_text(original, encoding="utf-8")
            verdict = "caught" if code == 1 else ("MISSED" if code == 0 else f"error {code}")
            if code != 1:
                missed.append(item.name)
            print(f"{verdict:8} {item.name:34} {time.perf_counter() - started:5.1f} s  "
                  f"{item.promise}")
    print(f"{len(chosen) - len(missed)} of {len(chosen)} breaks caught")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
