"""The menu's keys (a mixin of :class:`game.scenes.menu.MenuScene`): the arrows move the focus
by layout, to the nearest widget on screen in the arrow's direction (round 77, hM80, ruling S23
amended: ↓ from the hero to the button under it, ↑ from the hero to the card of the game it
names), never round past an edge. The two game cards are one radio group (ruling S52, after
S42 point 2): Tab stops on the chosen card only, and a card the arrows reach is chosen as it
takes the focus, so the focused card is always the chosen one."""

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

        def choose(self, kind: str) -> None:
            """Make ``kind``'s card the chosen one."""

    def cards_passed(self) -> list[Widget]:
        """The game cards Tab passes over: every card but the chosen one (the radio group's
        one stop, ruling S52)."""
        return [c for c in (self.yams_button, self.farkle_button) if not c.tied]

    def tab(self, step: int) -> None:
        """Tab (``step`` 1) or Shift+Tab (-1): the focus to the next control in order, the
        game cards one stop at the chosen card (in at it, out to what follows the group),
        never onto the other card and never changing the choice (ruling S52)."""
        self.focus.move(step, self.cards_passed())

    def land(self, widget: Widget) -> None:
        """Give ``widget`` the focus; a game card the keys land on is chosen with it (the
        focus and the choice move together inside the radio group, ruling S52)."""
        self.focus.focus(widget)
        if widget is self.yams_button:
            self.choose("yams")
        elif widget is self.farkle_button:
            self.choose("farkle")

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
        A card the arrow lands on is chosen with the focus (ruling S52). The first arrow only
        shows the focus, on the hero."""
        focused = self.focus.focused
        if focused is None:
            self.focus.focus(self.hero())
            return
        others = [b for b in self.focusable() if b is not focused]
        named = self.farkle_button if self.hero_kind() == "farkle" else self.yams_button
        preferred = {i for i, b in enumerate(others) if b is named}
        index = nearest(focused.rect, [b.rect for b in others], code, preferred)
        if index is not None:
            self.land(others[index])
