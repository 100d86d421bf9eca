"""Game ids in the data files: derived ids for old saves, the lists of recorded ids.

``stats.json`` and ``highscores.json`` each keep, under ``"game_ids"``, the ids of the last
:data:`RECORDED_IDS_KEPT` games they recorded, so that recording a game twice is a no-op
(``game.storage.ending``).
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Mapping
from typing import Any

from game.engine.ids import GAME_ID_PATTERN
from game.storage.validators import DamagedFileError

RECORDED_IDS_KEPT = 64
"""Ids of recorded games a file remembers (only the latest game can be pending)."""


def new_game_id() -> str:
    """A fresh game id (random, 32 hex digits): given to each new game."""
    return uuid.uuid4().hex


def derived_game_id(state: Mapping[str, Any]) -> str:
    """The id of a game saved without one: the same saved state always gives the same id."""
    rest = {k: v for k, v in state.items() if k not in ("game_id", "undo")}
    text = json.dumps(rest, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def remember_id(ids: list[str], game_id: str, kept: int) -> list[str]:
    """``ids`` with ``game_id`` added last, the oldest dropped past ``kept``."""
    return [*(i for i in ids if i != game_id), game_id][-kept:]


def check_id_list(raw: Any, kept: int) -> list[str]:
    """A file's list of recorded game ids, checked (at most ``kept`` distinct ids)."""
    if not isinstance(raw, list) or len(raw) > kept:
        raise DamagedFileError("game_ids is not a short list")
    for value in raw:
        if not isinstance(value, str) or GAME_ID_PATTERN.fullmatch(value) is None:
            raise DamagedFileError("game_ids holds something that is not a game id")
    if len(set(raw)) != len(raw):
        raise DamagedFileError("game_ids repeats an id")
    return list(raw)

