"""The Yams table: dice, scorecard and the computer's turns (filled by the Yams table issue)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.table_base import TableScene

if TYPE_CHECKING:
    from game.app import App
    from game.engine.yams import YamsGame


class YamsTableScene(TableScene):
    """A game of Yams in progress; Esc asks before leaving."""

    title_key = "menu.yams"

    def __init__(self, app: App, game: YamsGame) -> None:
        """Sit the players of ``game`` at the table."""
        super().__init__(app, game)
