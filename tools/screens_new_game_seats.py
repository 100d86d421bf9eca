"""Screen states of New Game's seat cards for :mod:`tools.render_screens`: 10 000 with four
and five people (short cards in rows of three) and Yams with five (two rows of tall cards);
the other counts are ``new_game_yams`` (two), ``new_game_farkle_six_players`` and the states
of other modules. Every state is also checked by the layout test: few, for the suite's time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.render_screens import open_new_game, register


def _opener(kind: str, humans: int) -> Callable[[Any], None]:
    """A state's build: New Game for ``kind`` with ``humans`` people."""

    def build(app: Any) -> None:
        open_new_game(app, kind, humans)

    return build


for _kind, _humans in (("farkle", 4), ("farkle", 5), ("yams", 5)):
    register(f"new_game_seats_{_kind}_{_humans}")(_opener(_kind, _humans))
