"""Screen states of New Game's seat cards for every number of people (1 to 6) in both games,
for :mod:`tools.render_screens`: ``new_game_seats_yams_1`` … ``new_game_seats_farkle_6``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.render_screens import open_new_game, register


def _opener(kind: str, humans: int) -> Callable[[Any], None]:
    """A state's build: New Game for ``kind`` with ``humans`` people."""

    def build(app: Any) -> None:
        open_new_game(app, kind, humans)

    return build


for _kind in ("yams", "farkle"):
    for _humans in range(1, 7):
        register(f"new_game_seats_{_kind}_{_humans}")(_opener(_kind, _humans))
