"""Scores' words on what gets in (a mixin of :class:`game.scenes.scores.ScoresScene`): "Orice
scor intră în top 10", said once for the page as the screen's subtitle under its title while
no board shown is full (hS66, ruling S4), the short board named when the other is full
(hS69), and the room it takes over the boards."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.scenes.scores_invite import MAX_ROWS
from game.widgets.text import draw_text, fit_size, line_height

SUBTITLE_AIR = 16
"""The felt between the screen's subtitle and the boards under it (reference pixels)."""
KINDS = ("yams", "farkle")
"""The two boards, left to right."""
SHORT_BOARD = {"yams": "scores.any_board_yams", "farkle": "scores.any_board_farkle"}
"""The subtitle naming the one board any score gets into, the other full (hS69)."""
FULL_BOARD = {"yams": "scores.aim_full_yams", "farkle": "scores.aim_full_farkle"}
"""The subtitle naming the one full board's bar, the other empty (hS33, ruling S19b)."""


class PageAim:
    """What the boards ask of the next game, and where it is said."""

    back_button: Any
    content: pygame.Rect
    panels: dict[str, pygame.Rect]
    page_aim_rect: pygame.Rect | None
    font_px: Any
    px: Any
    tr: Any
    table: Any
    nothing_held: Any
    rows: Any
    podium_area: Any

    def page_aim(self) -> str:
        """The screen's own line under its title, said once and always while any board holds
        a score (ruling S19b amended round 77, hS33, critic cC77: missing in one state): with
        no board full "Orice scor intră în top 10"; with one full, the short one named while
        it holds scores ("Orice scor la Yams intră în top 10", hS69), else the full one's bar
        ("La 10 000, întrece locul 10 și intri în top 10": an empty board says its own
        "first score" in its room, critic A71); both full, the bar; "" with nothing held."""
        if self.nothing_held():
            return ""
        short = [kind for kind in KINDS if len(self.table(kind)) < MAX_ROWS]
        if len(short) == len(KINDS):
            key = "scores.any_board"
        elif not short:
            key = "scores.aim_full"
        elif self.table(short[0]):
            key = SHORT_BOARD[short[0]]
        else:
            key = FULL_BOARD[next(kind for kind in KINDS if kind not in short)]
        return str(self.tr(key))

    def page_aim_size(self) -> int:
        """The subtitle's type: the body's, as the menu's subtitle (never under the least)."""
        return max(theme.least_type(), self.font_px(theme.FONT_BODY))

    def page_aim_room(self) -> int:
        """The height the subtitle takes between the title and the boards (0 with nothing
        held): the boards start this much lower, said or not, so the podium keeps one height
        whatever the boards hold (hS63, critic A61)."""
        if self.nothing_held():
            return 0
        return line_height(self.page_aim_size()) + self.px(SUBTITLE_AIR)

    def _draw_page_aim(self, surface: pygame.Surface) -> None:
        """The screen's own line, once, under its title over the boards it speaks of
        (:meth:`aim_over`; cream, a subtitle's voice); :attr:`page_aim_rect` where it stands."""
        self.page_aim_rect = None
        text = self.page_aim()
        if not text:
            return
        top = min(panel.top for panel in self.panels.values())
        over = self.aim_over()
        size = fit_size(text, self.page_aim_size(), over.w)
        y = top - self.px(SUBTITLE_AIR) - line_height(size) // 2
        self.page_aim_rect = draw_text(surface, text, size, theme.CREAM, (over.centerx, y))

    def aim_over(self) -> pygame.Rect:
        """What the subtitle stands over: the whole page, centred under its title whatever it
        names (ruling S19b amended round 77, hS33, critic cC77: it moved between the page's
        centre and one panel's; the page frame's subtitle row, as Statistics' tabs)."""
        return self.content
