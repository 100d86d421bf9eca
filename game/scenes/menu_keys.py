"""The menu's arrow keys (a mixin of :class:`game.scenes.menu.MenuScene`): the focus moves by
layout, to the nearest widget on screen in the arrow's direction (round 77, hM80, ruling S23
amended: ↓ from the hero to the button under it, ↑ from the hero to the card of the game it
names), never round past an edge. The arrows move the focus only: the chosen game (and the hero
naming it) changes with a click, Enter or Space on a card, never with the focus (S34)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.widgets.arrow_focus import nearest

if TYPE_CHECKING:
    from game.widgets.button import Button, FocusGroup, Widget
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

    if TYPE_CHECKING:  # (the menu's own: :class:`game.scenes.menu.MenuScene`)
        def hero(self) -> Button:
            """The one red button."""

        def hero_kind(self) -> str | None:
            """The game the hero names."""

    def focusable(self) -> list[Widget]:
        """The widgets the arrows can reach as they stand: shown, enabled and placed."""
        return [b for b in self.focus.widgets
                if b.visible and b.enabled and b.rect.w > 0 and b.rect.h > 0]

    def arrow(self, code: int) -> None:
        """An arrow key moves the focus by layout (round 77, hM80, ruling S23 amended): to
        the nearest widget on screen in its direction (:func:`game.widgets.arrow_focus.
        nearest`): ← → beside, ↓ to the button or card under the focused one (the hero's
        ↓ to the button under its middle), ↑ to what is above; ↑ from the hero to the card of
        the game it names where both cards stand as near (S23, critic cC76: the hero keeps
        its game); from the hero ← → to the card up on that side only where nothing stands
        beside it ("Partidă nouă" beside "Continuă"); never round past an edge (critic M30).
        The first arrow only shows the focus, on the hero."""
        focused = self.focus.focused
        if focused is None:
            self.focus.focus(self.hero())
            return
        others = [b for b in self.focusable() if b is not focused]
        named = self.farkle_button if self.hero_kind() == "farkle" else self.yams_button
        preferred = {i for i, b in enumerate(others) if b is named}
        index = nearest(focused.rect, [b.rect for b in others], code, preferred)
        if index is not None:
            self.focus.focus(others[index])
