"""For tests that edit a data file by hand after the game wrote it: sign the edit.

Every data file but the settings carries a keyed digest (``game.storage.digest``); a file
edited by hand in a folder whose secret exists is set aside before any rule check sees it.
A test that means to reach the rule checks (or the code after them) writes its edit with
:func:`write_signed`, as the game itself would have.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.storage.digest import signed


def write_signed(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` to ``path`` (a file of a data folder) with the digest the game would give."""
    payload = signed(path.parent, path.name, data)
    path.write_text(json.dumps(payload, ensure_ascii=False), "utf-8")
