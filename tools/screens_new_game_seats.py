"""Screen states of New Game's seat cards for :mod:`tools.render_screens`: Yams with one
person (the smallest group), five and seven (the whole grid, no add card), 10 000 with four
and five; the other counts are ``new_game_yams`` (two), ``new_game_farkle_six_players`` and
``new_game_remembered_full_name`` (three). Every state is also checked by the layout test:
few, for the suite's time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.render_screens import open_new_game, register


def _opener(kind: str, humans: int) -> Callable[[Any], None]:
    """A state's build: New Game for ``kind`` with ``humans`` people."""

    def build(app: Any) -> None:
        open_new_game(app, kind, humans)

    return build


for _kind, _humans in (("yams", 1), ("farkle", 4), ("farkle", 5), ("yams", 5), ("yams", 7)):
    register(f"new_game_seats_{_kind}_{_humans}")(_opener(_kind, _humans))
