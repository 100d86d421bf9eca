"""Menu states for tools.render_screens: the hero when a game waits to be continued."""

from __future__ import annotations

from typing import Any

from tools.render_screens import register


@register("menu_continue")
def _menu_continue(app: Any) -> None:
    """A Yams game saved: "Continuă" is the one red button, the game it resumes under it."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    app.manager.top.enter()
