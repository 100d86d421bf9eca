"""The Scores screen's invitation to play (a mixin of
:class:`game.scenes.scores.ScoresScene`): an empty board's sentence, and the one empty state
when no board holds a score."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.i18n import format_int
from game.widgets.empty_state import draw_empty_state, picture_room, place_empty_state
from game.widgets.icons import draw_icon

MAX_ROWS = 10
"""Rows a table has room for (the store keeps ten per game; as :mod:`game.scenes.scores`)."""


EMPTY_CUP = 130
"""The gold trophy over the empty state of a screen with no score yet (reference pixels)."""

class ScoresInvitation:
    """The invitation to play of the Scores screen (a mixin of the Scores screen)."""

    tr: Callable[..., str]
    px: Callable[[float], int]
    target: Any
    invited: dict[str, str]
    aimed: dict[str, str]
    aim: Callable[[str], str]
    font_px: Callable[[int], int]
    scale: float
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

    def invitation(self, kind: str = "yams") -> str:
        """An empty board's sentence in its foot, naming its game (so two empty boards never
        say the same thing): the ten numbered free places above it say the rest."""
        if kind == "yams":
            return self.tr("scores.empty_yams")
        return self.tr("scores.empty_farkle", target=format_int(int(self.target.value)))
