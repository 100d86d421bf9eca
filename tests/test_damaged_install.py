"""Issue 23 §5: a damaged installation says so, in one sentence, with exit status 1.

Each case copies the installation (``game/``, ``assets/``, ``locales/``) to a temporary
folder, breaks one part and starts ``python -m game`` there (headless).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _install(tmp_path: Path) -> Path:
    root = tmp_path / "zaruri"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for part in ("game", "locales"):
        shutil.copytree(ROOT / part, root / part, ignore=ignore)
    # The computer's tables and the sounds are not checked (the game plays without them).
    shutil.copytree(ROOT / "assets", root / "assets",
                    ignore=shutil.ignore_patterns("*.bin", "*.wav"))
    return root


def _truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])


def _fifo(path: Path) -> None:
    """A FIFO in the file's place: opening it for reading would wait for a writer for ever."""
    path.unlink()
    os.mkfifo(path)


BREAKS = {
    "no_assets": (lambda r: shutil.rmtree(r / "assets"), "assets/"),
    "no_font": (lambda r: (r / "assets/fonts/Lato-Bold.ttf").unlink(),
                "assets/fonts/Lato-Bold.ttf"),
    "truncated_font": (lambda r: _truncate(r / "assets/fonts/Lato-Regular.ttf"),
                       "assets/fonts/Lato-Regular.ttf"),
    "garbage_font": (lambda r: (r / "assets/fonts/Lato-Black.ttf").write_bytes(b"\0" * 999),
                     "assets/fonts/Lato-Black.ttf"),
    "no_locales": (lambda r: shutil.rmtree(r / "locales"), "locales/"),
    "no_english": (lambda r: shutil.rmtree(r / "locales/en"), "locales/en/"),
    "truncated_catalog": (lambda r: _truncate(r / "locales/ro/LC_MESSAGES/core.po"),
                          "locales/ro/"),
    "garbage_catalog": (lambda r: (r / "locales/en/LC_MESSAGES/yams.po").write_bytes(
        b"msgid \"\xff\xfe\n\x00"), "locales/en/"),
    "fifo_font": (lambda r: _fifo(r / "assets/fonts/Lato-Bold.ttf"),
                  "assets/fonts/Lato-Bold.ttf"),
    "fifo_catalog": (lambda r: _fifo(r / "locales/ro/LC_MESSAGES/core.po"), "locales/ro/"),
}


def _start(root: Path, data: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ZARURI_DATA_DIR": str(data), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "game", "--windowed"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=60)


CASES = [(case, "ro") for case in sorted(BREAKS)] + [("no_font", "en"), ("no_locales", "en")]
"""Every break in Romanian; English on one file and one catalog case."""


@pytest.mark.parametrize(("case", "language"), CASES)
def test_a_damaged_installation_stops_with_one_sentence(tmp_path: Path, case: str,
                                                        language: str):
    root = _install(tmp_path)
    brk, what = BREAKS[case]
    brk(root)
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps(
        {"version": 1, "settings": {"language": language}}))
    done = _start(root, data)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert what in lines[0]
    expected = "reinstalează Zaruri." if language == "ro" else "reinstall Zaruri."
    assert lines[0].endswith(expected), lines[0]
    assert not done.stdout.strip()
    # The settings file was only read, never set aside (cache/ holds the parsed catalogs).
    assert sorted(p.name for p in data.iterdir() if p.name != "cache") == ["settings.json"]


@pytest.mark.parametrize("part", ["locales/en/LC_MESSAGES/core.po", "assets/fonts/Lato-Bold.ttf"])
def test_the_smoke_test_never_waits_on_a_fifo(tmp_path: Path, part: str):
    # The bundle's check: it fails (exit 1) at once instead of hanging on the FIFO.
    root = _install(tmp_path)
    for table in ("yams", "farkle"):  # the check loads the computer's tables before the fonts
        shutil.rmtree(root / "assets" / table)
        shutil.copytree(ROOT / "assets" / table, root / "assets" / table)
    _fifo(root / part)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    done = subprocess.run([sys.executable, "-m", "game", "--smoke-test"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=90)
    assert done.returncode == 1, done.stderr
    assert "smoke test FAILED" in done.stderr
