"""Menu states for tools.render_screens: the hero when a game waits to be continued (one
save, or a save of each game: round 76)."""

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
    """→ from the Yams card: the focus ring on 10 000, chosen with it ("ales", its halo, the
    hero "Joacă 10 000" and unlit: the cards are one radio group, S52)."""
    import pygame

    menu = app.manager.top
    menu.focus.focus(menu.yams_button)
    menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode=""))


@register("settings_from_menu_farkle")
def _settings_from_menu_farkle(app: Any) -> None:
    """10 000 chosen on the menu by the arrow, then "Setări": their red "Joacă 10 000" names
    the menu's chosen game, not the game last set up (S52)."""
    import pygame

    menu = app.manager.top
    menu.skip_entrance()
    menu.focus.focus(menu.yams_button)
    menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode=""))
    menu.open_settings()


@register("table_leave_confirm_tab")
def _table_leave_tab(app: Any) -> None:
    """The leave dialog after Tab: the focus ring on "Părăsește partida", the gold still on
    "Rămâi" (the safe answer)."""
    import pygame

    from tools.render_screens import open_table

    open_table(app, "yams", 1).back()
    app.manager.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                                    unicode=""))


def _save_farkle(app: Any) -> None:
    """A 10 000 game saved after some banks (Bia leads): the newest save."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player

    game = FarkleGame.new([Player("Bia"), Player("Dan"), Player("IA", True)], 5_000)
    game.totals[:] = [1_250, 800, 950]
    game.banks[:] = [[1_250], [800], [950]]
    game.turns_played[:] = [1, 1, 1]
    app.store.save_game("farkle", game.to_dict())


@register("menu_continue_both")
def _menu_continue_both(app: Any) -> None:
    """Both games saved (round 76, a save per game): each card wears its own, "Continuă"
    resumes the newest (the 10 000 game, saved last)."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    _save_farkle(app)
    app.manager.top.enter()
    app.manager.top.skip_entrance()


@register("menu_continue_farkle")
def _menu_continue_farkle(app: Any) -> None:
    """Only a 10 000 game saved: its card wears it, the Yams card opens New Game."""
    _save_farkle(app)
    app.manager.top.enter()
    app.manager.top.skip_entrance()


@register("new_game_yams_both_saved")
def _new_game_both_saved(app: Any) -> None:
    """New Game for Yams while both games are saved (what it says of its own save)."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from tools.render_screens import open_new_game

    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    _save_farkle(app)
    open_new_game(app, "yams", 2)


@register("menu_english")
def _menu_english(app: Any) -> None:
    """The menu in English (round 77, hM80: the menu rendered in both locales)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    app.manager.top.enter()
    app.manager.top.skip_entrance()


@register("menu_continue_both_english")
def _menu_continue_both_english(app: Any) -> None:
    """Both games saved, in English: the two pills one size, the pictures nearly whole."""
    app.apply_settings(app.settings.with_changes(language="en"))
    _menu_continue_both(app)


@register("menu_focus_down")
def _menu_focus_down(app: Any) -> None:
    """↓ from the hero (the arrows by layout, S23 amended round 77): the ring on the button
    under the hero's middle, "Scoruri"."""
    import pygame

    menu = app.manager.top
    menu.skip_entrance()
    menu.focus.focus(menu.hero())
    menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                         unicode=""))


@register("menu_focus_chosen")
def _menu_focus_chosen(app: Any) -> None:
    """Tab twice: the bold focus ring round the gold chosen card (S34), the hero unlit."""
    import pygame

    menu = app.manager.top
    menu.skip_entrance()
    for _ in range(2):
        menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode=""))


def _settings_focus(app: Any, name: str, code: int) -> None:
    """Settings opened by keys, the focus on ``name``, then the arrow ``code``."""
    import pygame

    from game.scenes.settings import SettingsScene

    app.manager.push(SettingsScene(app, play=getattr(app.manager.top, "new_game_instead",
                                                     None)))
    scene = app.manager.top
    scene.focus.focus(next(w for w in scene.focus.widgets if getattr(w, "name", "") == name))
    app.manager.keys_last = True
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


@register("settings_focus_back")
def _settings_focus_back(app: Any) -> None:
    """↓ from "Probă de sunet", the left column's last row: the ring on "Înapoi" under it
    (S34: never the top of the right column)."""
    import pygame

    _settings_focus(app, "sound_test", pygame.K_DOWN)


@register("settings_focus_volume")
def _settings_focus_volume(app: Any) -> None:
    """↓ from "Sunet": the ring on the volume row, in its column (S34)."""
    import pygame

    _settings_focus(app, "muted", pygame.K_DOWN)
