"""Where the game's data folders are: ``assets/`` and ``locales/``.

An installed wheel carries them inside the package (``game/assets``); a source
checkout keeps them at the top level next to ``game/``; a PyInstaller bundle
(tools/build_bundle.py) unpacks them into its own folder, ``sys._MEIPASS``. Every
layout is looked up from the code's own location, never from the current directory.
"""

from __future__ import annotations

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
    """Return the path of a file under ``assets/``; raise ResourceError if it is missing."""
    path = data_dir("assets").joinpath(*parts)
    if not path.exists():
        raise ResourceError(f"asset not found: {path}")
    return path


def locales_dir() -> Path:
    """Return the folder holding the gettext catalogs."""
    return data_dir("locales")
