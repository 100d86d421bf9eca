"""The Scores screen's invitation to play (a mixin of
:class:`game.scenes.scores.ScoresScene`): an empty board's sentence, a board of few scores'
fourth row inviting any score in, the quiet line of a list's next place, and the one empty
state when no board holds a score."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.scenes.scores_podium import draw_quiet_step, podium_steps
from game.theme_pages import SCORES_GHOST
from game.widgets.empty_state import draw_empty_state, picture_room, place_empty_state
from game.widgets.icons import draw_icon

MAX_ROWS = 10
"""Rows a table has room for (the store keeps ten per game; as :mod:`game.scenes.scores`)."""


GHOST_MARK = "—"
"""A free place's mark where its name will stand (no words: the same in every language)."""
EMPTY_CUP = 110
"""The gold trophy over the empty state's podium (reference pixels)."""
EMPTY_PODIUM = (720, 200)
"""The empty podium of a screen with no score yet, under its trophy: width and height of its
three free steps (reference pixels; hS32, critic S31: "one lonely card on bare felt"; hS51,
critic A50: wide enough that "joacă o partidă" keeps off its cards' borders at 1024x600)."""

class ScoresInvitation:
    """The invitation to play of the Scores screen (a mixin of the Scores screen)."""

    tr: Callable[..., str]
    px: Callable[[float], int]
    target: Any
    font_px: Callable[[int], int]
    scale: float
    heading_row: pygame.Rect
    _cell: Callable[..., None]
    panels: dict[str, pygame.Rect]
    entries: dict[str, list[Any]]
    content: pygame.Rect
    size: tuple[int, int]
    forward_button: Any
    back_button: Any
    empty_panel: pygame.Rect | None = None
    empty_steps: tuple[pygame.Rect, ...] = ()
    """The empty podium's steps as last drawn (the first place's, the second's, the third's)."""

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
                                             self.picture_height())
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
        lead = self.picture_height()
        draw_empty_state(surface, panel, self.scale, self.tr("scores.empty_title"),
                         self.tr("scores.empty_all"), lead)
        room = picture_room(panel, self.scale, lead)
        steps = pygame.Rect(0, 0, min(self.px(EMPTY_PODIUM[0]), panel.w - 2 * self.px(32)),
                            self.px(EMPTY_PODIUM[1]))
        steps.midbottom = room.midbottom
        self.empty_steps = tuple(podium_steps(steps, self.scale))
        medal = min(step.w for step in self.empty_steps) * 2 // 3
        for place, step in enumerate(self.empty_steps, start=1):  # (wordless: the title
            draw_quiet_step(surface, step, place, medal, self.scale)  # says it once, A51)
        cup = self.px(EMPTY_CUP)  # the trophy over the first place, waiting
        draw_icon(surface, "trophy-cup", cup, theme.GOLD,
                  (steps.centerx, self.empty_steps[0].top - cup // 2 - self.px(6)),
                  shadow=self.px(3))

    def picture_height(self) -> int:
        """The empty state's picture: the trophy over its podium of free steps."""
        return self.px(EMPTY_CUP) + self.px(6) + self.px(EMPTY_PODIUM[1])

    def _free_line(self, surface: pygame.Surface, rect: pygame.Rect, i: int,
                   cols: list[tuple[str, str, float, str]], xs: list[tuple[int, int]],
                   size: int, cell_pad: int) -> None:
        """A free place of 4-10 as a ghost row: its number and "—", faint, where its score
        will stand, on a dimmer stripe (ruling S4, hS67, reversing hS28's one "Loc liber"
        line: a board of few scores read half empty)."""
        if i % 2 == 0:
            stripe = pygame.Surface(rect.size, pygame.SRCALPHA)
            stripe.fill((*theme.TABLE_STRIPE, theme.TABLE_STRIPE_ALPHA // 2))
            surface.blit(stripe, rect)
        for (field, _, _, align), (cx, cw) in zip(cols, xs, strict=True):
            if field in ("place", "name"):
                text = f"{i + 1}." if field == "place" else GHOST_MARK
                self._cell(surface, text, size, SCORES_GHOST, cx, cw, rect.centery, align,
                           cell_pad)
