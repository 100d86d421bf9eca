"""The menu's ways out: New Game for a game, the rules, the settings, the scores, the
statistics, and the dialog before leaving (a mixin of :class:`game.scenes.menu.MenuScene`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App


class MenuActions:
    """What the menu's buttons open; each pushes (or puts in place) the screen it names."""

    app: App

    if TYPE_CHECKING:  # (the menu's own: :class:`game.scenes.menu.MenuScene`)
        def chosen_kind(self) -> str:
            """The game whose card is chosen."""

    def new_game(self, kind: str) -> None:
        """Open the New Game window for "yams" or "farkle"."""
        from game.scenes.new_game import NewGameScene

        self.app.manager.push(NewGameScene(self.app, kind))

    def new_game_instead(self, kind: str) -> None:
        """New Game for ``kind`` in place of the screen on top (the rules' "Joacă …": Back
        there returns to the menu, and the game's table takes New Game's place)."""
        from game.scenes.new_game import NewGameScene

        self.app.manager.replace(NewGameScene(self.app, kind))

    def open_rules(self) -> None:
        """Show the rules of the game chosen here (ruling S52)."""
        from game.scenes.rules import RulesScene

        self.app.manager.push(RulesScene(self.app, self.chosen_kind(),
                                         play=self.new_game_instead))

    def open_settings(self) -> None:
        """Show the settings, their "Joacă …" naming the game chosen here (ruling S52)."""
        from game.scenes.settings import SettingsScene

        self.app.manager.push(SettingsScene(self.app, play=self.new_game_instead,
                                            game=self.chosen_kind()))

    def open_scores(self) -> None:
        """Show the high scores."""
        from game.scenes.scores import ScoresScene

        self.app.manager.push(ScoresScene(self.app, play=self.new_game_instead))

    def open_statistics(self) -> None:
        """Show each player's record and the dice's fairness."""
        from game.scenes.statistics import StatisticsScene

        self.app.manager.push(StatisticsScene(self.app))

    def back(self) -> None:
        """Esc (or Ieși): ask before leaving the game."""
        from game.scenes.overlays import quit_confirm

        self.app.manager.push(quit_confirm(self.app, self.app.quit))
