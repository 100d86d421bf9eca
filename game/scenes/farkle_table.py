"""The 10 000 table: dice, set-aside area, totals (filled by the 10 000 table issue)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.table_base import TableScene

if TYPE_CHECKING:
    from game.app import App
    from game.engine.farkle import FarkleGame


class FarkleTableScene(TableScene):
    """A game of 10 000 in progress; Esc asks before leaving."""

    title_key = "menu.farkle"

    def __init__(self, app: App, game: FarkleGame) -> None:
        """Sit the players of ``game`` at the table."""
        super().__init__(app, game)
