"""The wheel carries the code, the assets and the locale catalogs (a non-editable install works)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tracked(folder: str) -> list[str]:
    """Files under ``folder`` that belong to the project (not caches)."""
    return sorted(
        str(p.relative_to(ROOT)).replace("\\", "/")
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.name != ".keep"
    )


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """Build the wheel once (no build isolation: hatchling comes with the test extra)."""
    pytest.importorskip("hatchling")
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation",
         "--outdir", str(out), str(ROOT)],
        check=True, capture_output=True, text=True,
    )
    (wheel,) = out.glob("zaruri-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


# Every asset file ships as game/assets/...
def test_wheel_contains_every_asset(wheel_names: set[str]) -> None:
    assets = _tracked("assets")
    assert assets, "the assets folder is empty"
    missing = [name for name in assets if f"game/{name}" not in wheel_names]
    assert not missing


# Every catalog ships as game/locales/<lang>/LC_MESSAGES/*.po
def test_wheel_contains_every_catalog(wheel_names: set[str]) -> None:
    catalogs = [name for name in _tracked("locales") if name.endswith(".po")]
    assert any("/ro/" in name for name in catalogs) and any("/en/" in name for name in catalogs)
    missing = [name for name in catalogs if f"game/{name}" not in wheel_names]
    assert not missing


# The code and the console script entry point are in the wheel.
def test_wheel_contains_code_and_entry_point(wheel_names: set[str]) -> None:
    assert "game/__main__.py" in wheel_names
    assert "game/rules/yams.py" in wheel_names and "game/rules/farkle.py" in wheel_names
    entry = [name for name in wheel_names if name.endswith("entry_points.txt")]
    assert entry, "no entry_points.txt"


def _readme_commands() -> list[str]:
    """The indented command lines of the README's "Set-up" section, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = text.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in setup.splitlines() if line.startswith("    ")]


# The README's first three lines say what the game is and how to start it, `zaruri` first.
def test_readme_opens_with_what_and_how() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    top = "\n".join(lines[:3])
    assert "dice" in top and "Yams" in top and "10 000" in top
    first = text.split("`")[1]  # the first code span of the README
    assert first == "zaruri", f"the first documented command is {first!r}"
    assert "`zaruri`" in lines[2]


# Both set-up commands are one line each and make their own virtual environment, so the
# externally managed python3 of Debian and Ubuntu (PEP 668) never has to install anything.
def test_readme_setup_commands_use_a_venv() -> None:
    play, test = _readme_commands()[:2]
    for command in (play, test):
        assert command.startswith("python3 -m venv .venv && .venv/bin/python -m pip install ")
        assert "python3 -m pip" not in command and "--break-system-packages" not in command
    assert play.endswith("&& .venv/bin/zaruri")
    assert ".[test]" in test and test.endswith("&& .venv/bin/python -m pytest")


# .ci/run runs the README's test command verbatim, on a line of its own.
def test_ci_runs_the_readme_test_command() -> None:
    test = _readme_commands()[1]
    ci_lines = [line.strip() for line in
                (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert test in ci_lines
