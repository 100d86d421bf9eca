"""Finished games still waiting to be recorded, kept apart from the game in progress.

A game that ends writes its *finished save* over ``savegame.json`` (``game.storage.ending``)
and is recorded from it. When that cannot be completed (a full disk at the end of the game),
the finished save waits for the next start. Should a new game be saved before then (New Game,
a rematch), the waiting finished save is first moved, whole and atomically, to its own file
``ended-<game id>.json`` in the same folder, and only then is the new game written: starting a
game never destroys a finished one. Every start completes the waiting files like the finished
save itself, then removes each.

This module works on paths only (the store calls it; it imports nothing of the store).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

ENDED_KEY = "ended"
"""The key that makes a saved game file a finished save (not a game to resume)."""

WAITING_PREFIX = "ended-"
"""Name of a finished game waiting apart: ``ended-<game id>.json``."""

_WAITING_NAME = re.compile(r"ended-[0-9a-f]{32}\.json")


def waiting_name(game_id: str) -> str:
    """The file name of the finished game ``game_id`` waiting apart."""
    return f"{WAITING_PREFIX}{game_id}.json"


def waiting_files(folder: Path) -> list[str]:
    """The names of the finished games waiting apart in ``folder``, in name order.

    Only names of the exact form count; something that is not a regular file under such a
    name is left for the store's reader to set aside.
    """
    try:
        names = sorted(entry.name for entry in os.scandir(folder)
                       if _WAITING_NAME.fullmatch(entry.name))
    except OSError:
        return []
    return names


def finished_save_in(path: Path, limit: int) -> dict[str, Any] | None:
    """The finished save ``path`` holds, or None (missing, a game in progress, unreadable).

    Only a regular file of at most ``limit`` bytes is read, without blocking.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        raw = os.read(fd, limit + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    if len(raw) > limit:
        return None
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) and ENDED_KEY in data else None


def set_waiting_ending_apart(save: Path, next_game_id: str, limit: int) -> str | None:
    """Before ``save`` is overwritten by the game ``next_game_id``: move a finished save of
    another game it holds to its own file; return that file's name (None: nothing moved).

    Raises OSError when the move fails: the caller must not overwrite ``save`` then.
    """
    data = finished_save_in(save, limit)
    if data is None:
        return None
    game_id = data.get("game_id")
    if isinstance(game_id, str) and game_id == next_game_id and game_id:
        return None  # the same game's end written again: nothing of another game is lost
    if not (isinstance(game_id, str) and re.fullmatch(r"[0-9a-f]{32}", game_id)):
        # No usable id: a name from its content; the reader then sets it aside, with notice.
        game_id = hashlib.sha256(json.dumps(data, sort_keys=True, default=str)
                                 .encode("utf-8", "replace")).hexdigest()[:32]
    name = waiting_name(game_id)
    os.replace(save, save.with_name(name))
    return name


def game_id_of_payload(payload: Any) -> str:
    """The game id a saved game file's content names (a finished save's or a state's)."""
    if not isinstance(payload, dict):
        return ""
    found = payload.get("game_id")
    if found is None and isinstance(payload.get("state"), dict):
        found = payload["state"].get("game_id")
    return found if isinstance(found, str) else ""
