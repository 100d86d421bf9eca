"""Files written so that they are always old or new, and read only when they are files.

The store's plumbing (``game.storage.store`` uses it for every data file): an atomic write
(a temporary file next to the target, flushed, fsynced, renamed over it, the folder fsynced),
the removal of temporary files left by a killed save, and a read that opens nothing but a
regular file (a FIFO in a file's place would otherwise make the start wait for ever).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from game.storage.jsontext import json_text


def atomic_write_json(path: Path, data: Any, *, indent: int | None = None) -> None:
    """Write ``data`` as JSON to ``path`` so that the file is always old or new, never half.

    Compact by default (``game.storage.jsontext``); ``indent`` indents it (for people, never
    for the game's own files). A value strict JSON cannot hold (NaN, a lone surrogate) raises
    :class:`~game.storage.jsontext.UnwritableError` (a ValueError) before the disk is touched.
    """
    if indent is None:
        text = json_text(data)
    else:
        text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False) + "\n"
    atomic_write_text(path, text)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that the file is always old or new, never half.

    The text goes to a temporary file next to ``path``, is flushed and fsynced, and renamed
    over ``path``; the folder is then fsynced where the system allows it. On any error the
    temporary file is removed and the error raised; ``path`` is unchanged.
    """
    payload = text.encode("utf-8")  # a lone surrogate raises here, before the disk is touched
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable; not possible on Windows, harmless to skip there.
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class NotRegularFileError(OSError):
    """A store file's name holds something that is not a regular file (a FIFO, a device)."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """Up to ``limit`` bytes of ``path``, which must be a regular file.

    Opened without blocking (a FIFO opens at once instead of waiting for a writer) and checked
    with ``fstat`` on the open file itself, so nothing but a regular file is ever read. A
    folder raises IsADirectoryError (reported as unreadable, left in place); anything else
    that is not a regular file raises :class:`NotRegularFileError`.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(f"{path} is a folder")
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(f"{path} is not a regular file")
        chunks: list[bytes] = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


STALE_TEMP_SECONDS = 60.0
"""Age after which a temporary file is a leftover of a killed save, not one in progress."""


def _temp_prefix(path: Path) -> str:
    """Temporary files of ``path`` are ``.<name>.<pid>.<random>.tmp``: the writer's process id
    tells, at the next start, whether the save that made it can still be running."""
    return f".{path.name}.{os.getpid()}."


def _writer_gone(leftover: Path) -> bool:
    """True when the process that wrote ``leftover`` has ended (False when unknown)."""
    parts = leftover.name.split(".")
    # ["", "savegame", "json", "<pid>", "<random>", "tmp"]
    if len(parts) < 6 or not parts[-3].isdigit() or os.name != "posix":
        return False
    pid = int(parts[-3])
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)  # signal 0 only asks whether the process exists
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def remove_stale_temps(path: Path) -> int:
    """Remove the temporary files of ``path`` left by killed saves; return how many.

    A leftover goes when its writer's process has ended, or when it is older than
    STALE_TEMP_SECONDS (a writer that is unknown). A young one whose writer still runs may
    be a save happening right now in another copy of the game, so it stays.
    """
    try:
        stale = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return 0
    now = time.time()
    removed = 0
    for leftover in stale:
        with contextlib.suppress(OSError):
            if _writer_gone(leftover) or now - leftover.stat().st_mtime > STALE_TEMP_SECONDS:
                leftover.unlink()
                removed += 1
    return removed
