"""The Scores screen's invitation to play (a mixin of
:class:`game.scenes.scores.ScoresScene`): the line in a board's free places, said once on the
screen, and the boards fitted to their rows and that one invitation, centred in the room."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.i18n import format_int
from game.widgets.empty_state import draw_empty_state, picture_room, place_empty_state
from game.widgets.icons import draw_icon
from game.widgets.text import line_height

MAX_ROWS = 10
"""Rows a table has room for (the store keeps ten per game; as :mod:`game.scenes.scores`)."""


EMPTY_CUP = 130
"""The gold trophy over the empty state of a screen with no score yet (reference pixels)."""

INVITE_LINES = 3.5
"""The lines of the rows' words a board of a few scores keeps under them for its invitation
to play and the score to beat (a half line apart) with a little air."""


class ScoresInvitation:
    """The invitation to play in a board's free places (a mixin of the Scores screen)."""

    tr: Callable[..., str]
    px: Callable[[float], int]
    target: Any
    said: set[str]
    invited: dict[str, str]
    aimed: dict[str, str]
    aim: Callable[[str], str]
    board_room: Callable[[], int]
    shown_rows: Callable[[], int]
    row_height: Callable[[], int]
    podium_height: Callable[[], int]
    podium_rows: Callable[[], int]
    text_size: Callable[[], int]
    font_px: Callable[[int], int]
    scale: float
    boards_dy: int
    heading_row: pygame.Rect
    panels: dict[str, pygame.Rect]
    entries: dict[str, list[Any]]
    content: pygame.Rect
    size: tuple[int, int]
    forward_button: Any
    back_button: Any
    empty_panel: pygame.Rect | None = None

    def nothing_held(self) -> bool:
        """True when no board holds any score (Yams, 10 000 at every target)."""
        return not any(self.entries.values())

    def place_nothing_yet(self) -> None:
        """With no score anywhere: one empty state in the content's middle, the red "Joacă …"
        in its foot, Back alone centred under it, no target to choose (hS22: two panels of a
        ghost trophy each); else the boards' places as laid out."""
        self.target.visible = not self.nothing_held()
        if not self.nothing_held():
            self.empty_panel = None
            return
        forward = self.forward_button
        self.empty_panel = place_empty_state(self.content, self.scale,
                                             self.tr("scores.empty_all"), forward,
                                             self.px(EMPTY_CUP))
        back = self.back_button
        rect = back.rect.copy()
        rect.centerx = self.size[0] // 2
        back.place(rect, self.scale, self.font_px(theme.FONT_BUTTON))

    def draw_nothing_yet(self, surface: pygame.Surface) -> None:
        """The empty state of :meth:`place_nothing_yet`: a gold trophy over the title and
        what to do (the button is drawn with the screen's widgets)."""
        if self.empty_panel is None:
            self.place_nothing_yet()
        panel = self.empty_panel
        if panel is None:
            return
        lead = self.px(EMPTY_CUP)
        draw_empty_state(surface, panel, self.scale, self.tr("scores.empty_title"),
                         self.tr("scores.empty_all"), lead)
        draw_icon(surface, "trophy-cup", lead, theme.GOLD,
                  picture_room(panel, self.scale, lead).center, shadow=self.px(3))

    def invitation(self, held: int, kind: str = "yams") -> str:
        """The line in a board's free places: the empty board's sentence, naming its game (so
        two empty boards never say the same thing), or which places are still free."""
        if held == 0:
            if kind == "yams":
                return self.tr("scores.empty_yams")
            return self.tr("scores.empty_farkle", target=format_int(int(self.target.value)))
        if held == MAX_ROWS - 1:
            return self.tr("scores.free_place", place=MAX_ROWS)
        return self.tr("scores.free_places", first=held + 1, last=MAX_ROWS)

    def said_once(self, held: int, kind: str) -> str:
        """The board's invitation, or, when the board drawn before it already said the same
        sentence, only which places are free (the call to play said once on the screen)."""
        text = self.invitation(held, kind)
        if text not in self.said:
            self.said.add(text)
            return text
        if held == MAX_ROWS - 1:
            return self.tr("scores.free_place_short", place=MAX_ROWS)
        return self.tr("scores.free_places_short", first=held + 1, last=MAX_ROWS)

    def fitted_room(self) -> int:
        """The boards' height under their names as drawn, both alike: a board of a few
        scores fits its rows, its empty medal steps and one invitation to play
        (:data:`INVITE_LINES` lines of its words), never taller than ten places
        (:meth:`board_room`); an empty or a full board keeps the ten places' height."""
        full = self.board_room()
        shown = min(self.shown_rows(), MAX_ROWS)
        if shown in (0, MAX_ROWS):
            return full
        row_h, podium_h = self.row_height(), self.podium_height()
        medals = min(shown, self.podium_rows())
        used = round(row_h * 1.1) + (shown - medals) * row_h + medals * podium_h
        invite = round(line_height(self.text_size()) * INVITE_LINES)
        return min(full, used + invite)

    def _centre_boards(self) -> None:
        """The boards' panels, their names and the target's choice moved down so the boards
        (fitted to what they hold, :meth:`fitted_room`) stand centred in the room."""
        dy = (self.board_room() - self.fitted_room()) // 2
        moved = dy - self.boards_dy
        if not moved:
            return
        self.boards_dy = dy
        self.heading_row.move_ip(0, moved)
        for panel in self.panels.values():
            panel.move_ip(0, moved)
        self.target.place(self.target.rect.move(0, moved), self.scale,
                          self.font_px(theme.FONT_SMALL))
