"""The linters the project promises: ruff on the whole tree, mypy --strict on the rules, the
engines and the computer players."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT,
                          capture_output=True, text=True, check=False)


# ruff (configured in pyproject.toml) finds nothing in the whole tree.
def test_ruff_is_clean() -> None:
    pytest.importorskip("ruff")
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


# mypy --strict (the files listed in pyproject.toml: rules, engines, computer players, flows,
# storage) finds nothing.
def test_mypy_is_clean_on_rules_engines_and_computer_players() -> None:
    pytest.importorskip("mypy")
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
