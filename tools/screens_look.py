"""Screen states of the look issue for :mod:`tools.render_screens`: the Yams "?" help, a
computer's calm win, one player against the computer (the anchored sheet), a refused emoji."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.scenes.yams_table import YamsTableScene
from tools.render_screens import open_new_game, register
from tools.screens_yams import table


@register("yams_help")
def _yams_help(app: Any) -> None:
    table(app, ["Ana"]).open_help()


@register("yams_help_en")
def _yams_help_en(app: Any) -> None:
    """The Yams "?" in English (its card 7: "Full house" and "25", "Scored automatically in
    Full house" clear of its badge at 1024x600)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    table(app, ["Ana"]).open_help()


@register("yams_one_player")
def _yams_one_player(app: Any) -> None:
    table(app, ["Ana"])


@register("yams_results_computer_wins")
def _computer_wins(app: Any) -> None:
    full = {box: 0 for box in Box}
    cards = [Scorecard.from_points({**full, Box.CHANCE: 22}),
             Scorecard.from_points({**full, Box.CHANCE: 30, Box.PENTA: 50})]
    scene = YamsTableScene(app, YamsGame([Player("Ana"), Player("IA", is_computer=True)],
                                         cards))
    app.manager.push(scene)
    for _ in range(20):
        app.step(0.1)


@register("new_game_emoji_refused")
def _emoji(app: Any) -> None:
    scene = open_new_game(app, "yams", 1)
    scene.focus.focus(scene.fields[0])
    scene.fields[0].set_text("Ion")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="😀"))
    app.step(0.05)


@register("new_game_refused_first_row")
def _refused_first_row(app: Any) -> None:
    """Four humans and the computer: a full name refused in the first row's second card (its
    bubble under its card, clear of "Ordinea de joc" and of the words of the card below)."""
    scene = open_new_game(app, "farkle", 4)
    scene.focus.focus(scene.fields[1])
    scene.fields[1].set_text("A" * 16)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.step(0.05)


@register("new_game_refused_short_first_row")
def _refused_short_first_row(app: Any) -> None:
    """Six humans and the computer (short cards): a character refused in the first card (its
    bubble between the rows, clear of "Ordinea de joc" and of the row below)."""
    scene = open_new_game(app, "farkle", 6)
    scene.focus.focus(scene.fields[0])
    scene.fields[0].set_text("Ion")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="😀"))
    app.step(0.05)


@register("new_game_yams_seven")
def _yams_seven(app: Any) -> None:
    """Six people and the computer at Yams: two rows 4 + 3, the chip across the wrap joined
    to both its cards (critic I72)."""
    open_new_game(app, "yams", 6)


@register("new_game_refused_last_row")
def _refused_last_row(app: Any) -> None:
    """Six people and the computer: a character refused in the last row's first card (its
    bubble in its own card's head, the mark smaller over it; critic I72)."""
    scene = open_new_game(app, "yams", 6)
    scene.focus.focus(scene.fields[4])
    scene.fields[4].set_text("Radu")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="😀"))
    app.step(0.05)
