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
        """The screen's own line under its title, "Orice scor intră în top 10", said once
        while no board shown is full (hS66, the ruling after critics A62/A65 "said twice at
        once" and A64 "the shared card reads as no one's": the screen's subtitle, no card in
        or under the panels); with one board full, the other named, "Orice scor la Yams
        intră în top 10" (hS69: nothing said it, the felt under the title bare); "" with
        nothing held, both boards full, or the short one empty (critic A71: a board with no
        score beside a full one says so in its own room, never a second and third time)."""
        short = [kind for kind in KINDS if len(self.table(kind)) < MAX_ROWS]
        if self.nothing_held() or not any(self.table(kind) for kind in short):  # (an
            return ""  # empty board beside a full one says so itself, once: critic A71)
            return ""
        return self.tr("scores.any_board" if len(short) == len(KINDS) else SHORT_BOARD[short[0]])

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
        """What the subtitle stands over: the one board it names ("Orice scor la 10 000
        intră în top 10" over the 10 000 panel: round 75, hW77, critics cA75/cB75, centred over
        both it read as the full board's too), else the whole page."""
        short = [kind for kind in KINDS if len(self.table(kind)) < MAX_ROWS and kind in self.panels]
        if len(short) == 1:
            return self.panels[short[0]]
        return self.content
