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

    def board_aims(self) -> list[tuple[str, pygame.Rect]]:
        """What the boards ask of the next game and over what it is said (ruling S67 2,
        round 79, hK84, amending S19b; critic cC78 #9: a line meaning one board stood
        centred over both): what holds for both ("Orice scor intră în top 10", or both full
        "Întrece locul 10 și intri în top 10") once, centred under the title over both; else
        each board its own line over it, the short one's "Orice scor la Yams intră în top
        10", the full one's bar (an empty board says its own "first score" in its room,
        critic A71); nothing with nothing held."""
        if self.nothing_held():
            return []
        short = {kind: len(self.table(kind)) < MAX_ROWS for kind in KINDS}
        if all(short.values()):
            return [(str(self.tr("scores.any_board")), self.content)]
        if not any(short.values()):
            return [(str(self.tr("scores.aim_full")), self.content)]
        said = []
        for kind in KINDS:
            if not short[kind]:
                said.append((str(self.tr(FULL_BOARD[kind])), self.panels[kind]))
            elif self.table(kind):
                said.append((str(self.tr(SHORT_BOARD[kind])), self.panels[kind]))
        return said

    def page_aim(self) -> str:
        """The first of :meth:`board_aims`' lines (the one over both boards, else the left
        board's own); "" with nothing held."""
        if self.nothing_held():  # the welcome's one sentence (ruling S98 1.)
            return str(self.tr("scores.empty_one"))
        aims = self.board_aims()
        return aims[0][0] if aims else ""

    def page_aim_size(self) -> int:
        """The subtitle's type: the body's, as the menu's subtitle (never under the least)."""
        return max(theme.least_type(), self.font_px(theme.FONT_BODY))

    def page_aim_room(self) -> int:
        """The height the subtitle takes between the title and the boards (0 with nothing
        held): the boards start this much lower, said or not, so the podium keeps one height
        whatever the boards hold (hS63, critic A61)."""
        return line_height(self.page_aim_size()) + self.px(SUBTITLE_AIR)

    def _draw_page_aim(self, surface: pygame.Surface) -> None:
        """The boards' lines under the title (:meth:`board_aims`; cream, a subtitle's voice),
        on one row; :attr:`page_aim_rect` the room they take (their union)."""
        self.page_aim_rect = None
        top = min(panel.top for panel in self.panels.values())
        said = self.board_aims() or ([(self.page_aim(), self.content)]
                                     if self.nothing_held() else [])
        for text, over in said:
            size = fit_size(text, self.page_aim_size(), over.w)
            y = top - self.px(SUBTITLE_AIR) - line_height(self.page_aim_size()) // 2
            rect = draw_text(surface, text, size, theme.CREAM, (over.centerx, y))
            self.page_aim_rect = rect if self.page_aim_rect is None else (
                self.page_aim_rect.union(rect))
