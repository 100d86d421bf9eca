"""The keyboard's way into the Yams score sheet (issue 24 §5).

:class:`SheetFocus` is the first stop of the table's focus order, before "Aruncă" (round 76,
ruling S21: the key line says "Tab, ↑ ↓: căsuțele", so the first Tab rings a box once a roll
has landed; before it the stop is skipped and "Aruncă" comes first): ↑ / ↓ reach it too,
from anywhere on the table once a roll has landed.
While it has the focus, ↑ / ↓ move a ring between the boxes the current roll may fill in the
current player's column (the engine's ``options()``), Enter picks the ringed box, and Enter
again on the picked box validates the turn ("Validează tura"). ← / → leave the sheet for the
buttons beside it, as on the rest of the table.

The widget decides nothing: the boxes come from the engine through the table, a pick goes
through the table's own ``pick_cell`` (which refuses with the engine's reason) and a
validation through its ``validate``. A table hooks it in with :func:`attach_sheet_focus`
(once, after its buttons exist) and one call in its ``handle_event``::

    if self.sheet_focus.handle_table_key(event):
        return
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import theme
from game.rules.yams import Box
from game.widgets.button import Widget
from game.widgets.scorecard import ScoreSheet

MOVE_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
"""Keys that move the ring one open box up or down (and reach the sheet from elsewhere); not
the keypad's 2 and 8, which hold dice."""

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""Keys that pick the ringed box, or validate the turn when it is the picked one."""


class SheetFocus(Widget):
    """The keyboard focus on the current player's column of a Yams score sheet.

    ``choices()`` gives the boxes that may be picked now, in sheet order (empty: the sheet
    cannot be used, so the focus skips it); ``player()`` the column; ``picked()`` the box
    already picked; ``pick(player, row)`` and ``validate()`` act as a click on the cell and
    "Validează tura" do.
    """

    name = "yams.sheet"
    """What tests and the focus order call this stop."""

    def __init__(self, sheet: ScoreSheet, choices: Callable[[], Sequence[Box]],
                 player: Callable[[], int], picked: Callable[[], Box | None],
                 pick: Callable[[int, int], None], validate: Callable[[], None]) -> None:
        """Follow ``sheet``; the callables read the table's state and act through it."""
        self._choices_of = choices
        self._player_of = player
        self._picked_of = picked
        self._pick = pick
        self._validate = validate
        self.sheet = sheet
        self.box: Box | None = None
        """The ringed box (kept between turns; moved to a legal one when it is not)."""
        self._seen_picked: Box | None = None
        super().__init__()

    # The focus group reads this; it follows the table instead of being set by the scene.

    @property
    def enabled(self) -> bool:
        """True while the sheet can take a pick (a person's landed roll)."""
        return bool(self._choices_of())

    @enabled.setter
    def enabled(self, value: bool) -> None:
        """Ignored: the table's state says whether the sheet can be used."""

    def cell_rect(self) -> pygame.Rect:
        """The ringed cell (an empty rect while the sheet cannot be used). The widget's own
        ``rect`` stays empty: it is no button to lay out, it rides on the sheet's cells."""
        box = self.current_box()
        if box is None:
            return pygame.Rect(0, 0, 0, 0)
        return self.sheet.cell_rect(self._player_of(), box)

    def choices(self) -> list[Box]:
        """The boxes the ring may stop on now, top to bottom."""
        return sorted(self._choices_of(), key=lambda box: box.value)

    def current_box(self) -> Box | None:
        """The ringed box: a pick made with the mouse moves the ring to it; a box that may
        not be taken now gives way to the picked one, else to the first that may."""
        choices = self.choices()
        if not choices:
            return None
        picked = self._picked_of()
        if picked != self._seen_picked:
            self._seen_picked = picked
            if picked in choices:
                self.box = picked
        if self.box not in choices:
            self.box = picked if picked in choices else choices[0]
        return self.box

    def move(self, step: int) -> None:
        """Ring the next (``step`` 1) or previous (-1) box that may be taken, wrapping."""
        choices = self.choices()
        current = self.current_box()
        if current is None:
            return
        self.box = choices[(choices.index(current) + step) % len(choices)]

    # --- keys ------------------------------------------------------------------------------

    def on_key(self, key: int, focused: bool = True) -> bool:
        """↑ / ↓ move the ring; the rest (Tab, ← / →) moves the table's focus."""
        if key in MOVE_KEYS:
            self.move(MOVE_KEYS[key])
            return True
        return False

    def activate(self) -> None:
        """Enter: pick the ringed box; on the picked box, validate the turn."""
        box = self.current_box()
        if box is None:
            return
        if box is self._picked_of():
            self._validate()
        else:
            self._pick(self._player_of(), 1 + box.value)

    def handle_table_key(self, event: pygame.event.Event, group: Any) -> bool:
        """The table's hook, before its own keys: Enter on the sheet picks or validates;
        ↑ / ↓ elsewhere on the table bring the focus to the sheet. ``group`` is the table's
        :class:`~game.widgets.button.FocusGroup`. True when the key was used."""
        if event.type != pygame.KEYDOWN or not self.enabled:
            return False
        if group.focused is self:
            if event.key in ENTER_KEYS:  # Space stays "Aruncă" at the table
                self.activate()
                return True
            return False
        if event.key in MOVE_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            group.focus(self)
            self.current_box()
            return True
        return False

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """When focused, a gold ring edged in ink around the ringed cell: as bold as the
        buttons' focus ring, and readable on the paper and on the current column's gold."""
        cell = self.cell_rect() if focused else pygame.Rect(0, 0, 0, 0)
        if cell.w <= 0:
            return
        scale = self.sheet.scale
        gold = max(3, theme.px(theme.FOCUS_RING_WIDTH + 1, scale))
        edge = max(1, theme.px(2, scale))
        ring = cell.inflate(2 * gold, 2 * gold)
        radius = theme.px(theme.BUTTON_RADIUS * 0.6, scale)
        pygame.draw.rect(surface, theme.INK, ring, gold + 2 * edge, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD, ring.inflate(-2 * edge, -2 * edge), gold,
                         border_radius=max(0, radius - edge))


def attach_sheet_focus(table: Any) -> SheetFocus:
    """Make the sheet's keyboard stop for a Yams ``table`` and put it first in the table's
    focus order, before "Aruncă" (ruling S21); return it.

    The table gives ``sheet``, ``game`` (the engine), ``settled``, ``computer_turn``,
    ``pick_cell(player, row)``, ``validate()`` and ``roll_button``.
    """

    def choices() -> list[Box]:
        game = table.game
        if (game.finished or game.dice is None or table.computer_turn
                or not table.settled):
            return []
        return list(game.options())

    widget = SheetFocus(table.sheet, choices, lambda: int(table.game.current),
                        lambda: table.game.picked, table.pick_cell, table.validate)
    table.focus.widgets.insert(0, widget)  # the boxes first, as the key line says (S21)
    return widget
