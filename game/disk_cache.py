"""What a start would otherwise make again, kept on disk: parsed catalogs, drawn pictures.

The ``zaruri`` command turns it on (:func:`enable`) before its first frame; tests and tools
leave it off and make everything, as before. Each kept thing is a file named after a digest of
everything it was made from (the catalog files' bytes; the drawing code's source and the
picture's parameters), so a changed input is made again and a stale copy is never used. A file
that cannot be read or written only means the thing is made again.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path

_FOLDER: Path | None = None
_WRITABLE = False


def enable(folder: Path | None, *, writable: bool = True) -> None:
    """Keep things in ``folder`` between runs (None: keep nothing, make everything).

    ``writable=False`` only reads what an earlier start kept: the command starts so, and
    :func:`allow_writes` once it holds the data folder's lock, so that a second start (which
    must leave the folder alone) writes nothing there.
    """
    global _FOLDER, _WRITABLE
    _FOLDER = folder
    _WRITABLE = writable


def allow_writes() -> None:
    """Let the enabled cache keep what is made from now on (the data folder is ours)."""
    global _WRITABLE
    _WRITABLE = True


def folder() -> Path | None:
    """The folder things are kept in, or None when the cache is off."""
    return _FOLDER


def default_folder() -> Path:
    """``cache/`` in ``$ZARURI_DATA_DIR`` when that is set, else the user's cache folder
    (``~/.cache/zaruri`` on Linux)."""
    override = os.environ.get("ZARURI_DATA_DIR")
    if override:
        return Path(override) / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir("zaruri", appauthor=False))


def digest(parts: Iterable[bytes | str]) -> str:
    """A short digest of ``parts`` (names, parameters, file contents), in order."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:32]


def read_regular(path: Path) -> bytes:
    """The bytes of ``path``; OSError unless it is a regular file (a FIFO would block)."""
    with open(path, "rb", opener=lambda name, flags: os.open(name, flags | os.O_NONBLOCK)) as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise OSError(f"{path} is not a regular file")
        return f.read()


def read(kind: str, key: str) -> bytes | None:
    """The bytes kept as ``kind`` under ``key``, or None (off, none kept, unreadable)."""
    if _FOLDER is None:
        return None
    try:
        return read_regular(_FOLDER / f"{kind}-{key}.bin")
    except OSError:
        return None


def write(kind: str, key: str, data: bytes) -> None:
    """Keep ``data`` as ``kind`` under ``key`` (atomically; older copies of ``kind`` go)."""
    if _FOLDER is None or not _WRITABLE:
        return
    target = _FOLDER / f"{kind}-{key}.bin"
    try:
        _FOLDER.mkdir(parents=True, exist_ok=True)
        for old in _FOLDER.glob(f"{kind}-*.bin"):
            if old != target:
                old.unlink(missing_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, target)
    except OSError:
        return


def trim(prefix: str, count: int) -> None:
    """Keep only the ``count`` most recently written files whose names start with ``prefix``."""
    if _FOLDER is None or not _WRITABLE:
        return
    try:
        files = sorted(_FOLDER.glob(f"{prefix}*.bin"), key=lambda p: p.stat().st_mtime_ns)
        for old in files[:-count] if count > 0 else files:
            old.unlink(missing_ok=True)
    except OSError:
        return
