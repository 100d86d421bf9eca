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
    app.manager.top.skip_entrance()  # at rest: the cards' entrance and hop over


@register("menu_focus_farkle")
def _menu_focus_farkle(app: Any) -> None:
    """→ from the Yams card: the focus ring, the hero's label and the glow on 10 000."""
    import pygame

    menu = app.manager.top
    menu.focus.focus(menu.yams_button)
    menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode=""))


@register("table_leave_confirm_tab")
def _table_leave_tab(app: Any) -> None:
    """The leave dialog after Tab: the focus ring on "Părăsește partida", the gold still on
    "Rămâi" (the safe answer)."""
    import pygame

    from tools.render_screens import open_table

    open_table(app, "yams", 1).back()
    app.manager.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                                    unicode=""))
