"""Scores' words on what gets in (a mixin of :class:`game.scenes.scores.ScoresScene`): each
board's aim ("Orice scor urcă pe podium", "Orice scor intră în top 10") in its foot, and a
hint both boards would say said once for the page, under them (hS40, critic A32: said by
both); a board of a few scores beside a list a panel as tall as they are (hS41)."""

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
    aimed: dict[str, str]
    rows: Any
    podium_area: Any

    def aim(self, kind: str) -> str:
        """What a board asks of the next game: while it has free places, that any score gets
        in ("Orice scor intră în top 10"; critic A31: "Următorul loc: 2 — peste X" read as if
        a lower place were shut; hS63, critic A61: one invitation at every count, no more
        "Orice scor urcă pe podium" on free steps); "" when it is empty or full."""
        entries = self.table(kind)[:MAX_ROWS]
        if not entries or len(entries) >= MAX_ROWS:
            return ""
        return self.tr("scores.any_board")  # (hS63: one invitation at every count)

    def page_aim(self) -> str:
        """The screen's own line under its title, "Orice scor intră în top 10", said once
        while no board shown is full (hS66, the ruling after critics A62/A65 "said twice at
        once" and A64 "the shared card reads as no one's": the screen's subtitle, no card in
        or under the panels); "" with nothing held or a full board (the other then says it
        in its foot)."""
        if self.nothing_held() or any(len(self.table(kind)) >= MAX_ROWS for kind in KINDS):
            return ""
        return self.tr("scores.any_board")

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
        """The screen's own line, once, centred under its title over the boards (cream, a
        subtitle's voice); :attr:`page_aim_rect` where it stands."""
        self.page_aim_rect = None
        text = self.page_aim()
        if not text:
            return
        top = min(panel.top for panel in self.panels.values())
        size = fit_size(text, self.page_aim_size(), self.content.w)
        y = top - self.px(SUBTITLE_AIR) - line_height(size) // 2
        self.page_aim_rect = draw_text(surface, text, size, theme.CREAM,
                                       (self.content.centerx, y))
