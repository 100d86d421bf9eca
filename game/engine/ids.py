"""Game ids: each game carries one so that its end is recorded once (issue 23 §4).

An id is 32 lowercase hexadecimal digits. A fresh game gets one from
``game.storage.gameids.new_game_id`` (New Game, the rematch). A game without one (saved
before ids existed, or built directly) has "" and gets, when it ends, the id derived from its
finished state (``game.storage.gameids.derived_game_id``), which the finished save then keeps.
"""

from __future__ import annotations

import re
from typing import Any

GAME_ID_PATTERN = re.compile(r"[0-9a-f]{32}")
"""What a game id looks like (a UUID's hex digits, or the first 32 of a SHA-256)."""


def check_game_id(value: Any) -> str:
    """Return ``value`` if it is a game id or "" (none yet); else raise ValueError."""
    if value == "":
        return ""
    if not isinstance(value, str) or GAME_ID_PATTERN.fullmatch(value) is None:
        raise ValueError(f"not a game id: {str(value)[:40]!r}")
    return value
