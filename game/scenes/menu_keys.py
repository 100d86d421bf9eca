"""The menu's arrow keys (a mixin of :class:`game.scenes.menu.MenuScene`): the focus moves by
rows (the two games' cards, the hero's row, the row under), ← → along a row and from the hero
sideways to the card on that side, ↑ ↓ in reading order (↑ from the hero's row to the card of
the game the hero names), never round past either end; the
hero follows a game card the focus rests on, as a click on it does."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.widgets.button import Button, FocusGroup
    from game.widgets.game_card import GameCard


class MenuKeys:
    """How the menu's arrows move its keyboard focus."""

    focus: FocusGroup
    yams_button: GameCard
    farkle_button: GameCard
    continue_button: Button
    new_game_button: Button
    play_button: Button
    rules_button: Button
    settings_button: Button
    scores_button: Button
    statistics_button: Button
    quit_button: Button
    pointed_kind: str | None

    if TYPE_CHECKING:  # (the menu's own: :class:`game.scenes.menu.MenuScene`)
        def hero(self) -> Button:
            """The one red button."""

        def choose(self, kind: str) -> None:
            """Make ``kind``'s card the chosen one, the hero naming it."""

        def hero_kind(self) -> str | None:
            """The game the hero names."""

    def rows(self) -> list[list[Button]]:
        """The focusable widgets by rows as they stand: the hero, the cards, the row under."""
        rows = [[self.yams_button, self.farkle_button],
                [self.continue_button, self.new_game_button, self.play_button],
                [self.rules_button, self.settings_button, self.scores_button,
                 self.statistics_button, self.quit_button]]
        return [[b for b in row if b.visible and b.enabled] for row in rows]

    def arrow(self, code: int) -> None:
        """An arrow key: ← → along the focused widget's row, ↑ ↓ in reading order; never
        round past either end (← on the hero went round to "Ieși", critic M30). ← → past the
        end of the hero's row go to the game card on that side, Yams on the left, 10 000 on
        the right (critic K72: they did nothing there, 10 000 only reached with ↑↑): the
        focus ring shows it and the hero follows it (:meth:`follow_focus`). The first arrow
        only shows the focus, on the hero."""
        focused = self.focus.focused
        if focused is None:
            self.focus.focus(self.hero())
            return
        rows = self.rows()
        row = next((r for r in rows if focused in r), [focused])
        shown = [b for r in rows for b in r]
        sideways = code in (pygame.K_LEFT, pygame.K_RIGHT)
        line = row if sideways else shown
        step = 1 if code in (pygame.K_RIGHT, pygame.K_DOWN) else -1
        place = line.index(focused) + step if focused in line else -1
        named = self.farkle_button if self.hero_kind() == "farkle" else self.yams_button
        if code == pygame.K_UP and row is rows[1] and named in rows[0]:
            # ↑ from the hero's row: the card of the game the hero names, so the hero keeps
            # its game (round 76, critic cC76: ↑ from "Joacă Yams" landed on 10 000's card
            # and the hero turned to "Joacă 10 000"; ruling S23)
            self.focus.focus(named)
        elif 0 <= place < len(line):
            self.focus.focus(line[place])
        elif sideways and row is rows[1]:  # the hero's row ends: the card on that side
            card = self.yams_button if code == pygame.K_LEFT else self.farkle_button
            if card in rows[0]:
                self.focus.focus(card)

    def follow_focus(self) -> None:
        """When the keyboard focus rests on a game card, the hero ("Joacă …") and the card's
        glow follow it: the hero names and plays the game focused, never the other one."""
        focused = self.focus.focused
        kinds = {id(self.yams_button): "yams", id(self.farkle_button): "farkle"}
        kind = kinds.get(id(focused))
        if kind is None or kind == self.pointed_kind:
            return
        self.choose(kind)
