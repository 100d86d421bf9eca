"""A keyed digest on every data file but the settings: a hand edit is noticed.

Each file of the data folder but ``settings.json`` (which stays plain and hand-editable)
carries, under the top-level key ``"digest"``, an HMAC-SHA256 of its content (the object
without that key, as canonical JSON: sorted keys, ASCII, no spaces), keyed by a secret of
this installation kept apart in :data:`SECRET_FILE` beside the files (32 random bytes from
:mod:`secrets`, written once, mode 0600). The store signs a file when it writes it
(:func:`signed`) and checks it when it reads it (:func:`checked`); a file that fails is set
aside by the store like any damaged file (``<name>.<time>.bak`` and the usual notice).

Files written before the installation had its secret: when the secret is first made, the
files of the folder that carry no digest are *adopted*: the SHA-256 of each one's bytes is
kept in the secret file, and a file whose bytes match is accepted once more (through the rule
checks, like any file) and rewritten at once with its digest. The secret file is written
before any file is rewritten, so a kill between the two loses nothing: the next start finds
the same bytes in the adoption list. Once the secret exists, a file without a valid digest
that was not adopted is set aside.

A secret file that is damaged or unreadable is set aside too (``digest.key.bak``, numbered
past earlier ones) and a new secret is made. A new secret (damaged or deleted) adopts
nothing when some file already carries a digest (the folder had a secret): every signed file
then fails its check and is set aside, its copy kept as ``.bak``. Without that rule,
deleting the secret would reopen every file to hand edits. When the secret cannot be written
(a read-only folder), nothing is signed or checked in that session: the files are read
through the rule checks alone.

What this stops: a hand edit of a file (a score typed in, ``rolls_used`` lowered, dice
chosen). What it cannot stop: someone who reads the code and the secret file can sign any
content; someone who deletes the secret and strips the digest from every file gets the files
read as a first start's (through the rule checks alone).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.storage.validators import DamagedFileError

DIGEST_KEY = "digest"
"""The top-level key of a file that holds its digest (64 hex digits)."""

SECRET_FILE = "digest.key"
"""The installation's secret, beside the data files (never written into them)."""

SECRET_VERSION = 1
"""Format version of the secret file."""

UNSIGNED_FILES = frozenset({"settings.json"})
"""Files that carry no digest: the settings stay plain and hand-editable."""

MAX_SECRET_BYTES = 64 * 1024
"""Largest secret file read (a key and a few adopted files' hashes: a few hundred bytes)."""

MAX_ADOPTED_BYTES = 16 * 2**20
"""Largest file whose hash is taken for adoption (the store's largest readable file)."""


@dataclass
class Secret:
    """The installation's key and the hashes of the files it adopted when it was made."""

    key: bytes
    adopted: dict[str, str] = field(default_factory=dict)
    """File name -> SHA-256 (hex) of its bytes when the secret was made (no digest then)."""


def is_signed_file(file_name: str) -> bool:
    """True for the files that carry a digest (every store file but the settings)."""
    return file_name not in UNSIGNED_FILES


def canonical_bytes(data: Mapping[str, Any]) -> bytes:
    """The bytes a digest is taken over: the object without its digest, canonical JSON.

    A value JSON cannot hold (NaN, a lone surrogate) raises ValueError.
    """
    content = {k: v for k, v in data.items() if k != DIGEST_KEY}
    text = json.dumps(content, sort_keys=True, ensure_ascii=True, separators=(",", ":"),
                      allow_nan=False)
    return text.encode("ascii")


def digest_of(key: bytes, data: Mapping[str, Any]) -> str:
    """The HMAC-SHA256 (hex) of ``data``'s content under ``key``."""
    return hmac.new(key, canonical_bytes(data), hashlib.sha256).hexdigest()


def signed(data_dir: Path, file_name: str, payload: Mapping[str, Any]) -> Mapping[str, Any]:
    """``payload`` with its digest, for writing ``file_name`` (unchanged for the settings,
    or when the secret cannot be had)."""
    if not is_signed_file(file_name):
        return payload
    secret = secret_for(data_dir)
    if secret is None:
        return {k: v for k, v in payload.items() if k != DIGEST_KEY}
    return {**{k: v for k, v in payload.items() if k != DIGEST_KEY},
            DIGEST_KEY: digest_of(secret.key, payload)}


def checked(data_dir: Path, file_name: str, data: dict[str, Any],
            raw: bytes) -> tuple[dict[str, Any], bool]:
    """Check a read file's digest; return ``(content without the digest, adopted)``.

    ``adopted`` is True for a file written before the secret existed (its bytes ``raw`` are
    in the adoption list): the caller accepts it through the rule checks and rewrites it
    signed. A file whose digest is missing or wrong raises DamagedFileError.
    """
    if not is_signed_file(file_name):
        return data, False
    secret = secret_for(data_dir)
    content = {k: v for k, v in data.items() if k != DIGEST_KEY}
    if secret is None:
        return content, False
    found = data.get(DIGEST_KEY)
    if found is None:
        if secret.adopted.get(file_name) == hashlib.sha256(raw).hexdigest():
            return content, True
        raise DamagedFileError("no digest, and not a file from before the secret")
    if not isinstance(found, str) or not hmac.compare_digest(
            found, digest_of(secret.key, content)):
        raise DamagedFileError("the digest does not match the content")
    return content, False


def secret_path(data_dir: Path) -> Path:
    """Where the installation's secret lives for the data folder ``data_dir``."""
    return Path(data_dir) / SECRET_FILE


def secret_for(data_dir: Path) -> Secret | None:
    """The secret of ``data_dir``: read, or made now (adopting the unsigned files); None when
    it can neither be read nor written (nothing is signed or checked then)."""
    path = secret_path(data_dir)
    try:
        raw = _read_small(path)
    except FileNotFoundError:
        return _make_secret(Path(data_dir), set_aside=False)
    except OSError:
        raw = None
    if raw is not None:
        secret = _parse_secret(raw)
        if secret is not None:
            return secret
    return _make_secret(Path(data_dir), set_aside=True)


def _parse_secret(raw: bytes) -> Secret | None:
    try:
        data = json.loads(raw.decode("ascii"))
        key = bytes.fromhex(data["key"])
        adopted = data.get("adopted", {})
        if (data.get("version") != SECRET_VERSION or len(key) != 32
                or not isinstance(adopted, dict)
                or not all(isinstance(k, str) and isinstance(v, str)
                           for k, v in adopted.items())):
            return None
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return Secret(key, dict(adopted))


def _make_secret(data_dir: Path, *, set_aside: bool) -> Secret | None:
    """A new secret, written before any file is rewritten with it."""
    path = secret_path(data_dir)
    if set_aside:
        with contextlib.suppress(OSError):
            os.replace(path, _free_backup(path))
    adopted = _unsigned_files(data_dir)
    secret = Secret(secrets.token_bytes(32), adopted or {})
    text = json.dumps({"version": SECRET_VERSION, "key": secret.key.hex(),
                       "adopted": secret.adopted}, sort_keys=True) + "\n"
    try:
        _write_private(path, text.encode("ascii"))
    except FileExistsError:  # another copy of the game made it first: use that one
        try:
            return _parse_secret(_read_small(path))
        except OSError:
            return None
    except OSError:
        return None
    return secret


def _unsigned_files(data_dir: Path) -> dict[str, str] | None:
    """The hashes of the folder's signed-kind files, all written before any secret; empty
    when some file already carries a digest (the folder had a secret, now lost)."""
    adopted: dict[str, str] = {}
    try:
        names = sorted(p.name for p in data_dir.glob("*.json"))
    except OSError:
        return {}
    for name in names:
        if not is_signed_file(name):
            continue
        try:
            raw = _read_small(data_dir / name, MAX_ADOPTED_BYTES)
        except OSError:
            continue
        if _carries_digest(raw):
            return {}
        adopted[name] = hashlib.sha256(raw).hexdigest()
    return adopted


def _carries_digest(raw: bytes) -> bool:
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and DIGEST_KEY in data


def _read_small(path: Path, limit: int = MAX_SECRET_BYTES) -> bytes:
    """The bytes of a regular file (a FIFO or a folder in its place raises OSError)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        data = os.read(fd, limit + 1)
        if len(data) > limit:
            raise OSError(f"{path} is too large")
        return data
    finally:
        os.close(fd)


def _write_private(path: Path, data: bytes) -> None:
    """Create ``path`` (it must not exist), readable by its owner only (mode 0600).

    Created in place rather than renamed over: a second copy of the game making its own
    secret at the same moment fails here (FileExistsError) instead of replacing the first's.
    A kill while writing leaves a short file, read as damaged and made again at the next
    start, before any file was signed with it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the new file's name durable where the system allows it."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _free_backup(path: Path) -> Path:
    """``<name>.bak``, numbered past any earlier one."""
    backup = path.with_name(f"{path.name}.bak")
    number = 1
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.name}.{number}.bak")
    return backup
