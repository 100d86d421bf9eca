"""New Game's form strip (a mixin of :class:`game.scenes.new_game.NewGameScene`, which owns
its widgets): for 10 000 the target on one row (hS40 ruling: the form a slim strip); since
round 74 (critic #3) no players' stepper: the seat cards add and take away people."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.widgets.text import em_px, text_size

SUMMARY_TYPE = 38
"""The game's line under the title (layout size: ~27 px of em at 1920x1080; critic K72: at the
hints' size, grey, it read as a small subtitle)."""
TARGET_WIDE = 560
"""10 000's target's choice this wide (reference pixels), alone in the form's panel."""


class FormStrip:
    """Where the form's controls go in its panel."""

    kind: str
    panel: pygame.Rect
    form_rows: tuple[int, int, int]
    label_pos: dict[str, tuple[int, int]]
    humans: Any
    target: Any
    scale: float
    px: Any
    font_px: Any
    tr: Any

    def caption_px(self) -> int:
        """The type of the game's line: :data:`SUMMARY_TYPE`, never under
        :data:`theme.NEW_GAME_CAPTION_EM` px of em (hS51, critic A50: ~15 px at 1024x600)."""
        size = self.font_px(SUMMARY_TYPE)
        while em_px(size) < theme.NEW_GAME_CAPTION_EM:
            size += 1
        return size

    def _place_form(self) -> None:
        """The panel's controls where the panel shows: for 10 000 its target, "Obiectiv"
        and its choice on one row (round 74, critic #3: the players' stepper gone, the cards
        add and take away people; the count is said over them). The hidden stepper keeps a
        place in the panel (the count's model only)."""
        row, pad, field_h = self.form_rows
        body = self.font_px(theme.FONT_BODY)
        inner = self.panel.inflate(-2 * self.px(40), 0)
        y = self.panel.y + pad // 2
        self.humans.place(pygame.Rect(inner.x, y, 0, 0), self.scale, body)
        label_w = text_size(self.tr("new_game.target"), body)[0] + self.px(24)
        self.label_pos["target"] = (inner.x, y + row // 2)
        cw = max(self.px(200), min(self.px(560), inner.w - label_w))
        self.target.place(pygame.Rect(inner.right - cw, y + (row - field_h) // 2, cw, field_h),
                          self.scale, body)

    def form_width(self) -> int:
        """The panel's width round what it holds: 10 000's "Obiectiv" and its choice of
        :data:`TARGET_WIDE` (Yams: none, no panel)."""
        if self.kind != "farkle":
            return 0
        body = self.font_px(theme.FONT_BODY)
        return (2 * self.px(40) + text_size(self.tr("new_game.target"), body)[0]
                + self.px(24) + self.px(TARGET_WIDE))
