"""Parsed catalogs kept on disk (:mod:`game.disk_cache`), so a start reads them instead of
parsing every ``.po`` file with Babel (about a quarter of a second for both languages, as long
as the rest of the start before the first frame).

Each language's parsed messages are kept in one ``marshal`` file (plain strings, tuples and
ints) under a digest of its ``.po`` files' names and bytes: an edited, replaced or damaged
catalog is parsed again. Anything unexpected in a kept file is ignored (parsed again).
"""

from __future__ import annotations

import marshal
from collections.abc import Sequence
from pathlib import Path

from game import disk_cache

FORMAT = 1
"""The layout of a kept catalog; a file of another layout is ignored."""

ParsedCatalog = tuple[dict[str, "str | tuple[str, ...]"], str, int]
"""(key -> text or plural forms, the plural expression, the number of plural forms)."""


def catalog_key(language: str, files: Sequence[Path]) -> str:
    """The digest of ``files`` (names and bytes; OSError when one cannot be read or is not a
    regular file: the caller then parses, and says what is wrong)."""
    parts: list[bytes | str] = [f"catalog {FORMAT} {language}"]
    for path in files:
        parts += [path.name, disk_cache.read_regular(path)]
    return disk_cache.digest(parts)


def load(language: str, key: str) -> ParsedCatalog | None:
    """The parsed catalog kept under ``key``, or None (none kept, or not exactly as written)."""
    raw = disk_cache.read(f"catalog-{language}", key)
    if raw is None:
        return None
    try:
        data = marshal.loads(raw)
    except (EOFError, ValueError, TypeError):
        return None
    if not (isinstance(data, tuple) and len(data) == 4 and data[0] == FORMAT):
        return None
    _, messages, plural_expr, num_plurals = data
    if not (isinstance(messages, dict) and isinstance(plural_expr, str)
            and isinstance(num_plurals, int) and num_plurals >= 1):
        return None
    for name, text in messages.items():
        if not isinstance(name, str) or not (
                isinstance(text, str)
                or (isinstance(text, tuple) and all(isinstance(t, str) for t in text))):
            return None
    return messages, plural_expr, num_plurals


def save(language: str, key: str, parsed: ParsedCatalog) -> None:
    """Keep ``parsed`` under ``key``."""
    messages, plural_expr, num_plurals = parsed
    disk_cache.write(f"catalog-{language}", key,
                     marshal.dumps((FORMAT, dict(messages), plural_expr, num_plurals)))
