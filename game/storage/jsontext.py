"""The text of a data file: compact JSON that the game's own reader always takes back.

The game writes every file compact (no indentation: 600 nested lists kept under an unknown
key take 1.2 KB, not 362 KB) and only what JSON can hold strictly: no NaN or Infinity, no lone
surrogate (which UTF-8 cannot encode). The reader (``json.loads``) is more lenient and accepts
both, so what a file keeps from disk as it was (unknown keys of ``highscores.json``) is passed
through :func:`writable_part` when it is read: a part the writer would refuse is dropped there,
and every later write of that file succeeds.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


class UnwritableError(ValueError, TypeError):
    """The data cannot be written as strict JSON (NaN, Infinity, a lone surrogate, a value
    of no JSON type, a cycle, or nesting deeper than the writer can follow); a ValueError and
    a TypeError, as ``json.dumps`` raises either."""


def json_text(data: Any) -> str:
    """``data`` as compact JSON text with a final newline, encodable as UTF-8.

    Raises :class:`UnwritableError` for anything the strict writer refuses, before any file is
    touched.
    """
    try:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"),
                          allow_nan=False) + "\n"
        text.encode("utf-8")  # a lone surrogate is refused here, not halfway through a write
    except (ValueError, TypeError, RecursionError) as error:
        raise UnwritableError(f"not writable as JSON: {error}") from None
    return text


def json_bytes(data: Any) -> int:
    """The size in bytes of ``data`` written by :func:`json_text` (UnwritableError as it)."""
    return len(json_text(data).encode("utf-8"))


def writable_part(extra: Mapping[str, Any]) -> dict[str, Any]:
    """The entries of ``extra`` (a file's unknown keys, kept as read) that can be written:
    an entry whose key or value the strict writer refuses is dropped."""
    kept: dict[str, Any] = {}
    for key, value in extra.items():
        try:
            json_text({key: value})
        except UnwritableError:
            continue
        kept[key] = value
    return kept
