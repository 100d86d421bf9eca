"""A test that never ends fails (tests/conftest.py's CPU limit) instead of hanging the suite."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_loop_that_never_ends_fails_with_one_sentence(tmp_path):
    looping = tmp_path / "test_looping.py"
    looping.write_text(textwrap.dedent("""
        def test_waits_for_a_figure_that_never_comes():
            shown = 0
            while shown <= 1.5:
                shown = (shown + 1) % 2
    """))
    env = dict(os.environ, ZARURI_TEST_CPU_LIMIT="1", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "tests.conftest",
         "-q", "--rootdir", str(tmp_path), str(looping)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout[-2000:]
    assert "a loop that never ends?" in done.stdout, done.stdout[-2000:]
