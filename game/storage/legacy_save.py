"""The one ``savegame.json`` of the versions before round 76, moved to its game's own slot
(``game.storage.save_slots``): never lost, never trusted unchecked.

The old file is read like any save (a regular file, its digest, every part checked by the
rules: a game to resume, or a finished save that replays to its ending). A bad one is set aside
as ``savegame.json.<time>.bak`` with the damaged-save notice. A good game in progress is
renamed, atomically and unchanged, to its game's slot; when that slot already holds a save
(a newer version wrote it), the old file is kept aside as a ``.bak`` with the notice
``storage.older_save_kept``. A finished save goes to its own waiting file
(``ended-<game id>.json``), which every start completes and counts once.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from game.storage.save_slots import SAVEGAME_FILE, SAVEGAME_VERSION, parse_slot, save_file
from game.storage.validators import GAME_KINDS, DamagedFileError

if TYPE_CHECKING:
    from game.storage.store import Storage

MSG_OLDER_KEPT = "storage.older_save_kept"
"""The notice for an old save kept aside because its game's slot already holds one."""


def _parse_old(data: dict[str, Any]) -> tuple[str, bool]:
    """``(kind, finished)`` of a checked old save; DamagedFileError when any part is bad."""
    if "ended" in data:
        from game.storage.ending import validate_ended_save

        return validate_ended_save(data)[0], True
    kind = data.get("kind")
    if kind not in GAME_KINDS:
        raise DamagedFileError("unknown game kind")
    parse_slot(str(kind))(data)
    return str(kind), False


def migrate_single_save(store: Storage) -> bool:
    """Move ``savegame.json`` to where it belongs now (see the module); False when the disk
    refused a step (reported; the file stays for the next start), True otherwise."""
    read = store._read(SAVEGAME_FILE, SAVEGAME_VERSION, _parse_old)
    old = store.path(SAVEGAME_FILE)
    if read is None:  # missing, or set aside with its notice
        return not old.exists() or not old.is_file()
    kind, finished = read
    try:
        if finished:
            from game.storage.waiting import set_waiting_ending_apart

            set_waiting_ending_apart(old, "", 256 * 1024)
        elif os.path.lexists(store.path(save_file(kind))):
            store._move_aside(SAVEGAME_FILE, MSG_OLDER_KEPT)
        else:
            os.replace(old, store.path(save_file(kind)))
    except OSError:
        store.write_failed(SAVEGAME_FILE)
        return False
    return not os.path.lexists(old)
