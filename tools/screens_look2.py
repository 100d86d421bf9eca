"""Screen states of the look fixes 2 for :mod:`tools.render_screens`: a confirm dialog whose
English text wraps, and New Game opened after a rematch rotated the seats."""

from __future__ import annotations

from typing import Any

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.yams_table import YamsTableScene
from tools.render_screens import open_new_game, open_table, register


@register("table_leave_confirm_english")
def _leave_english(app: Any) -> None:
    """"Leave the game?" in English over a 10 000 table."""
    app.apply_settings(app.settings.with_changes(language="en"))
    open_table(app, "farkle", 2).back()


@register("new_game_after_rematch")
def _after_rematch(app: Any) -> None:
    """A rematch rotated Ana, Bia, computer to Bia, computer, Ana; then New Game opens."""
    seats = [Player("Ana"), Player("Bia"), Player("IA", is_computer=True)]
    app.manager.push(YamsTableScene(app, YamsGame.new(seats)))
    app.manager.top.new_game()
    app.store.clear_game()
    open_new_game(app, "yams", 2)


@register("new_game_lock_tip")
def _lock_tip(app: Any) -> None:
    """Two people and the computer, the pointer on the computer's card: its lock explained."""
    scene = open_new_game(app, "yams", 2)
    scene.layout(app.screen.get_size())
    scene.track_lock_pointer(scene.shown_card_rects()[-1].center)


@register("new_game_lock_tip_two_rows")
def _lock_tip_two_rows(app: Any) -> None:
    """Four people and the computer in two rows, the pointer on the computer's card: its lock
    explained beside the card (round 74)."""
    scene = open_new_game(app, "farkle", 4)
    scene.layout(app.screen.get_size())
    scene.track_lock_pointer(scene.shown_card_rects()[-1].center)


@register("new_game_letters_left")
def _letters_left(app: Any) -> None:
    """Two people and the computer, the second person's name one letter short of full."""
    scene = open_new_game(app, "yams", 2)
    scene.fields[1].set_text("Ștefan Țuțuianu")
    scene.focus.focus(scene.fields[1])


@register("table_pause_leave")
def _pause_leave(app: Any) -> None:
    """Pause → "Părăsește partida": the question in the Pause panel's place (hT78, S23)."""
    open_table(app, "farkle", 1).pause()
    app.manager.top.ask_leave()
