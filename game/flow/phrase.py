"""A figure in words, said at draw time: a catalog key, its count, its params (the results'
details, the 10 000's honours and a personal best all say theirs this way)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Phrase:
    """One figure in words: a catalog key, its count (a plural key) or None, its params."""

    key: str
    count: int | None = None
    params: tuple[tuple[str, Any], ...] = field(default=())
