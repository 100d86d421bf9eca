"""Which table plays which game: the one place that knows both table scenes.

Both tables start a rematch through :func:`game.scenes.game_setup.start_game`, handing it
their own class, so neither imports the other and ``game_setup`` imports neither (no import
circle, issue 21). The screens that start any game (New Game, "Continuă") ask here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App


def table_for(app: App, kind: str, game: Any) -> Any:
    """The table scene that plays ``game`` ("yams" or "farkle")."""
    if kind == "yams":
        from game.scenes.yams_table import YamsTableScene

        return YamsTableScene(app, game)
    if kind == "farkle":
        from game.scenes.farkle_table import FarkleTableScene

        return FarkleTableScene(app, game)
    raise ValueError(f"unknown game {kind!r}")


def table_for_saved_game(app: App, kind: str, state: dict[str, Any]) -> Any:
    """Rebuild the engine of a saved game and return its table scene (ValueError if unknown)."""
    if kind == "yams":
        from game.engine.yams import YamsGame

        return table_for(app, kind, YamsGame.from_dict(state))
    if kind == "farkle":
        from game.engine.farkle import FarkleGame

        return table_for(app, kind, FarkleGame.from_dict(state))
    raise ValueError(f"unknown saved game kind {kind!r}")
