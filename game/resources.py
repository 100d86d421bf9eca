"""Where the game's data folders are: ``assets/`` and ``locales/``.

An installed wheel carries them inside the package (``game/assets``); a source
checkout keeps them at the top level next to ``game/``; a PyInstaller bundle
(tools/build_bundle.py) unpacks them into its own folder, ``sys._MEIPASS``. Every
layout is looked up from the code's own location, never from the current directory.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


class ResourceError(FileNotFoundError):
    """A data folder or file the game needs is missing from the installation."""


def data_dir(name: str) -> Path:
    """Return the folder ``name`` ("assets" or "locales"), installed or in the source tree."""
    candidates = [_PACKAGE_DIR / name, _PACKAGE_DIR.parent / name]
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's boot loader
    if bundle:
        candidates.append(Path(bundle) / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise ResourceError(f"data folder {name!r} not found next to {_PACKAGE_DIR}")


def asset_path(*parts: str) -> Path:
    """Return the path of a file (or folder) under ``assets/``; raise ResourceError if it is
    missing, or if it is something else than a regular file or a folder (a FIFO would make
    whatever opens it wait for ever)."""
    path = data_dir("assets").joinpath(*parts)
    try:
        mode = os.stat(path).st_mode
    except OSError:
        raise ResourceError(f"asset not found: {path}") from None
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise ResourceError(f"asset is not a regular file: {path}")
    return path


def read_regular_file(path: Path) -> bytes:
    """The bytes of ``path``, which must be a regular file: opened without blocking and
    checked on the open file, so a FIFO or a device in its place raises OSError at once
    instead of waiting for a writer."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def locales_dir() -> Path:
    """Return the folder holding the gettext catalogs."""
    return data_dir("locales")
