"""One game per data folder: an advisory lock on ``zaruri.lock`` in the folder.

The first start takes an exclusive ``fcntl.flock`` on the file and keeps it open until the
process ends; the kernel releases it then, however the process ends (kill -9 included), so it
never stays stuck. A second start on the same folder finds the lock taken, says in one
sentence that Zaruri is already running, and ends without writing anything in the folder (it
only opens the lock file, which already exists, to ask).

Where ``fcntl`` does not exist (Windows) there is no lock and every start runs. On Linux the
second start also finds which process holds the lock (``/proc/locks``), so that it can ask
that game to bring its window forward.
"""

from __future__ import annotations

import os
from pathlib import Path

LOCK_FILE = "zaruri.lock"
"""The file of the data folder that the running game holds locked (empty)."""

ALREADY_RUNNING = {
    "ro": "Zaruri rulează deja cu dosarul de date {folder}; folosește fereastra deschisă.",
    "en": "Zaruri is already running with the data folder {folder}; use the open window.",
}
"""The sentence a second start prints (stderr) in the player's language."""


class FolderLock:
    """The lock on one data folder, held while this object is open."""

    def __init__(self, fd: int | None) -> None:
        """Hold ``fd`` (the locked file; None where the system has no locks)."""
        self.fd = fd

    def release(self) -> None:
        """Let the lock go (the kernel does it anyway when the process ends)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def lock_data_folder(folder: Path) -> FolderLock | None:
    """Take the data folder's lock; None when another running game holds it.

    The folder is created if missing (a first start). Raises OSError when the lock file
    cannot be opened at all (an unwritable folder): the game then starts as before and the
    store reports what it cannot write.
    """
    try:
        import fcntl
    except ImportError:
        return FolderLock(None)
    path = Path(folder) / LOCK_FILE
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError:
        os.close(fd)
        raise
    return FolderLock(fd)


def lock_holder(folder: Path) -> int | None:
    """The id of the process holding the folder's lock, from ``/proc/locks`` (Linux); None
    when it cannot be told (another system, no lock, the file gone)."""
    try:
        found = os.stat(Path(folder) / LOCK_FILE)
        with open("/proc/locks", encoding="ascii", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return None
    device = f"{os.major(found.st_dev):02x}:{os.minor(found.st_dev):02x}:{found.st_ino}"
    for line in lines:
        fields = line.split()
        # "1: FLOCK  ADVISORY  WRITE 13103 fe:00:2149650 0 EOF"; a waiter's line has "->".
        if len(fields) >= 6 and fields[1] == "FLOCK" and fields[5] == device:
            return int(fields[4]) if fields[4].isdigit() else None
    return None


def already_running_sentence(folder: Path, language: str) -> str:
    """The one sentence that tells a second start the game already runs on ``folder``."""
    return ALREADY_RUNNING.get(language, ALREADY_RUNNING["ro"]).format(folder=folder)
