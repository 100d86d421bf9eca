"""Build the standalone one-folder bundle ``dist/zaruri/`` with PyInstaller, and its tar.gz.

    python3 tools/build_bundle.py                 # build, prune, pack, print the sizes
    python3 tools/build_bundle.py --smoke-test    # ... then start it off-screen (CI does this)

The bundle is Python, pygame, Babel, platformdirs and the game in one folder: a player
without Python unpacks ``dist/zaruri-linux-<machine>.tar.gz`` and runs ``zaruri/zaruri``.
The game's ``assets/`` and ``locales/`` go next to its code (``game/resources.py`` finds them
in ``sys._MEIPASS``); of Babel's locale data only the languages the game shows (ro, en) and
the root they inherit from are kept (Babel ships about 35 MiB for ~1 000 locales). Needs
PyInstaller: ``pip install ".[bundle]"``.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "zaruri"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "bundle"
BABEL_LOCALES_KEPT = ("root", "en", "ro")
"""Babel locale data files kept: the game's languages and the root locale they inherit from.

The catalogs' ``Language:`` header makes Babel load the locale (``babel.Locale.parse``)."""
EXCLUDED_MODULES = (
    "numpy", "tkinter", "_tkinter", "unittest", "pydoc", "doctest", "xmlrpc", "lib2to3",
    "pytest", "hypothesis", "tools", "tests", "benchmarks", "IPython", "matplotlib",
    "readline", "ssl", "_ssl", "_hashlib",  # no network; hashlib falls back to its own code
)
"""Modules the game never imports (some are optional imports of pygame or the tools)."""
SIZE_AIM_MIB = 70
TAR_AIM_MB = 30
SMOKE_TIMEOUT = 180.0

LAUNCHER = '''"""The bundle's entry point: the ``zaruri`` command."""
from game.cli import run

run()
'''


def _pyinstaller_args(launcher: Path) -> list[str]:
    sep = os.pathsep  # PyInstaller's SOURCE:DEST separator for --add-data
    args = [
        "--noconfirm", "--clean", "--onedir", "--log-level", "WARN",
        "--strip",  # debugging symbols: libpython alone loses about 17 MiB
        "--name", NAME,
        "--distpath", str(DIST), "--workpath", str(WORK), "--specpath", str(WORK),
        "--paths", str(ROOT),
        "--collect-submodules", "game",
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        "--add-data", f"{ROOT / 'locales'}{sep}locales",
    ]
    for module in EXCLUDED_MODULES:
        args += ["--exclude-module", module]
    return [*args, str(launcher)]


def build() -> Path:
    """Run PyInstaller; return the bundle folder (``dist/zaruri``)."""
    try:
        import PyInstaller  # noqa: F401  (only to say clearly when it is missing)
    except ImportError:
        sys.exit('build_bundle: PyInstaller is not installed: pip install ".[bundle]"')
    WORK.mkdir(parents=True, exist_ok=True)
    launcher = WORK / f"{NAME}.py"
    launcher.write_text(LAUNCHER, encoding="utf-8")
    subprocess.run([sys.executable, "-m", "PyInstaller", *_pyinstaller_args(launcher)],
                   check=True, cwd=ROOT)
    return DIST / NAME


def prune_babel(bundle: Path) -> int:
    """Delete Babel's locale data the game never loads; return the bytes freed."""
    freed = 0
    for folder in bundle.rglob("locale-data"):
        if folder.parent.name != "babel":
            continue
        for path in folder.glob("*.dat"):
            if path.stem not in BABEL_LOCALES_KEPT:
                freed += path.stat().st_size
                path.unlink()
    return freed


def folder_size(folder: Path) -> int:
    """Bytes of every file under ``folder`` (symbolic links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def pack(bundle: Path) -> Path:
    """Write ``dist/zaruri-linux-<machine>.tar.gz`` holding the folder ``zaruri/``."""
    system = platform.system().lower() or "unknown"
    archive = bundle.parent / f"{NAME}-{system}-{platform.machine().lower()}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=NAME)
    return archive


def _exec_argument(argument: str) -> str:
    """``argument`` as the desktop entry's ``Exec=`` writes it (game.desktop's quoting)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.desktop import quote_exec_argument

    return quote_exec_argument(argument)


def smoke_test(bundle: Path) -> None:
    """Start the bundle off-screen through the menu and both tables; exit 1 if it fails.

    Run from an empty folder with no PYTHONPATH, so that nothing outside the bundle helps;
    then install its desktop entry into a temporary XDG_DATA_HOME: Exec= is the bundle.
    """
    program = bundle / NAME
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    with tempfile.TemporaryDirectory() as tmp:
        env["XDG_DATA_HOME"] = str(Path(tmp) / "share")
        started = time.monotonic()
        result = subprocess.run([str(program), "--smoke-test"], cwd=tmp, env=env,
                                capture_output=True, text=True, timeout=SMOKE_TIMEOUT)
        took = time.monotonic() - started
        print(result.stdout.strip())
        if result.returncode != 0 or "smoke test passed" not in result.stdout:
            print(result.stderr, file=sys.stderr)
            sys.exit(f"build_bundle: the bundle's smoke test failed (exit {result.returncode})")
        print(f"build_bundle: the bundle started, opened both tables and quit in {took:.1f} s")
        result = subprocess.run([str(program), "--install-desktop-entry"], cwd=tmp, env=env,
                                capture_output=True, text=True, timeout=SMOKE_TIMEOUT)
        entry = Path(env["XDG_DATA_HOME"]) / "applications" / "io.github.zaruri.Zaruri.desktop"
        # Exec= ends with the program it starts (after the check that it is still there)
        expected = " " + _exec_argument(str(program.absolute()))
        if (result.returncode != 0 or not entry.is_file()
                or not any(line.startswith("Exec=") and line.endswith(expected)
                           for line in entry.read_text(encoding="utf-8").splitlines())):
            print(result.stdout, result.stderr, file=sys.stderr)
            sys.exit("build_bundle: the bundle's --install-desktop-entry did not name the bundle")
        print("build_bundle: its --install-desktop-entry starts the bundle itself")


def main(argv: Sequence[str] | None = None) -> int:
    """Build, prune, pack, print the sizes; with ``--smoke-test`` start the bundle too."""
    parser = argparse.ArgumentParser(prog="python3 tools/build_bundle.py",
                                     description="Build the one-folder bundle dist/zaruri/.")
    parser.add_argument("--smoke-test", action="store_true",
                        help="then run the bundle off-screen through the menu and both tables")
    args = parser.parse_args(argv)
    started = time.monotonic()
    bundle = build()
    freed = prune_babel(bundle)
    built = time.monotonic() - started
    archive = pack(bundle)
    packing = time.monotonic() - started - built
    size, packed = folder_size(bundle), archive.stat().st_size
    print(f"build_bundle: {bundle.relative_to(ROOT)}/ built in {built:.0f} s, packed in "
          f"{packing:.0f} s (Babel locale data left out: {freed / 2**20:.1f} MiB)")
    print(f"build_bundle: size on disk {size / 2**20:.1f} MiB (aim < {SIZE_AIM_MIB} MiB); "
          f"{archive.relative_to(ROOT)} {packed / 1e6:.1f} MB (aim < {TAR_AIM_MB} MB)")
    if args.smoke_test:
        smoke_test(bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
