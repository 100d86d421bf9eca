"""Pictures the first frame needs, kept on disk (:mod:`game.disk_cache`) once drawn.

The menu's dice, the window's icon and the felt's fibres are drawn pixel by pixel (supersampled
dice, blurred bevels, thousands of fibres): about as long as opening the window itself. Drawn
once, they are kept as raw pixels under a digest of the drawing code's source and the picture's
parameters, so a change to either draws them again. With the cache off (tests, tools), or when
the source cannot be read (a bundle), they are simply drawn.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

import pygame

from game import disk_cache

PICTURES_KEPT = 48
"""At most this many pictures stay on disk (the oldest go first): a few window sizes' worth."""

_MAGIC = b"ZPIC1"


def _sources_digest(modules: Sequence[str]) -> str | None:
    """A digest of the named modules' source files, or None when one cannot be read."""
    parts: list[bytes | str] = []
    for name in modules:
        module = sys.modules.get(name)
        path = getattr(module, "__file__", None)
        if not path or not str(path).endswith(".py"):
            return None
        try:
            with open(path, "rb") as handle:
                parts += [name, handle.read()]
        except OSError:
            return None
    return disk_cache.digest(parts)


def _names(name: str, params: tuple[object, ...],
           modules: Sequence[str]) -> tuple[str, str] | None:
    """(kind, key) of a picture: its name and parameters; the digest of its drawing code."""
    if disk_cache.folder() is None:
        return None
    source = _sources_digest(modules)
    if source is None:
        return None
    drawn_by = f"{pygame.version.ver} {pygame.get_sdl_version()} {source}"  # the pixels' makers
    return f"picture-{name}-{disk_cache.digest([repr(params)])[:12]}", disk_cache.digest(
        [drawn_by])


def kept_bytes(name: str, params: tuple[object, ...], modules: Sequence[str],
               make: Callable[[], bytes],
               check: Callable[[bytes], bool] = lambda data: True) -> bytes:
    """``make()``'s bytes, kept on disk under ``name``, ``params`` and the source of
    ``modules`` (the code that makes them); read back at the next start when ``check``
    accepts them (else made and kept again)."""
    names = _names(name, params, modules)
    if names is None:
        return make()
    kept = disk_cache.read(*names)
    if kept is not None and kept.startswith(_MAGIC) and check(kept[len(_MAGIC):]):
        return kept[len(_MAGIC):]
    data = make()
    disk_cache.write(*names, _MAGIC + data)
    disk_cache.trim("picture-", PICTURES_KEPT)
    return data


def kept_picture(name: str, params: tuple[object, ...], modules: Sequence[str],
                 draw: Callable[[], pygame.Surface]) -> pygame.Surface:
    """``draw()``'s picture (with per-pixel alpha), kept as :func:`kept_bytes` keeps bytes."""
    drawn: list[pygame.Surface] = []

    def pixels() -> bytes:
        image = draw()
        drawn.append(image)
        w, h = image.get_size()
        return (w.to_bytes(4, "little") + h.to_bytes(4, "little")
                + pygame.image.tobytes(image, "RGBA"))

    data = kept_bytes(name, params, modules, pixels, _whole_picture)
    if drawn:
        return drawn[0]
    return pygame.image.frombytes(data[8:], _picture_size(data), "RGBA")


def _picture_size(data: bytes) -> tuple[int, int]:
    return int.from_bytes(data[:4], "little"), int.from_bytes(data[4:8], "little")


def _whole_picture(data: bytes) -> bool:
    """True when ``data`` holds a size and exactly that many RGBA pixels."""
    w, h = _picture_size(data)
    return len(data) >= 8 and w > 0 and h > 0 and len(data) == 8 + 4 * w * h
