"""New Game's form strip (a mixin of :class:`game.scenes.new_game.NewGameScene`, which owns
its widgets): the players' stepper after "Jucători umani + 1 IA" and, for 10 000, the target
on the same row where it fits (hS40 ruling: the form a slim strip), else on a second row."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.widgets.text import em_px, text_size

SUMMARY_TYPE = 38
"""The game's line under the title (layout size: ~27 px of em at 1920x1080; critic K72: at the
hints' size, grey, it read as a small subtitle)."""
FORM_GAP = 48
"""Between the players' stepper and 10 000's target on the form's one row (reference
pixels)..."""
TARGET_LEAST = 420
"""...where the target's choice is at least this wide (reference pixels), else it takes a
second row."""


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
        """The panel's controls where the panel shows: the humans' stepper, and for 10 000
        the target: on the same row where it fits (:meth:`form_one_row`: a slim strip,
        hS40), else on a second row, its choice under the stepper's right end."""
        row, pad, field_h = self.form_rows
        body = self.font_px(theme.FONT_BODY)
        inner = self.panel.inflate(-2 * self.px(40), 0)
        stepper_w = self.px(300)
        y = self.panel.y + pad // 2
        self.label_pos["humans"] = (inner.x, y + row // 2)
        one_row = self.form_one_row(inner.w)
        stepper_x = inner.right - stepper_w
        if one_row:  # the stepper after its label, the target at the row's right end
            stepper_x = inner.x + text_size(self.tr("new_game.humans"), body)[0] + self.px(24)
        self.humans.place(pygame.Rect(stepper_x, y + (row - field_h) // 2,
                                      stepper_w, field_h), self.scale, body)
        label_w = text_size(self.tr("new_game.target"), body)[0] + self.px(24)
        if one_row:
            cw = min(self.px(560), inner.right - self.humans.rect.right - self.px(FORM_GAP)
                     - label_w)
            self.label_pos["target"] = (inner.right - cw - label_w, y + row // 2)
        else:
            y += row
            cw = max(self.px(200), min(self.px(560), inner.w - label_w))
            self.label_pos["target"] = (inner.x, y + row // 2)
        self.target.place(pygame.Rect(inner.right - cw, y + (row - field_h) // 2, cw, field_h),
                          self.scale, body)

    def form_one_row(self, inner_w: int) -> bool:
        """True when 10 000's target stands on the players' row of a panel ``inner_w``
        wide (the label, the stepper, :data:`FORM_GAP`, the label and a choice at least
        :data:`TARGET_LEAST` wide): the form a slim strip (hS40 ruling)."""
        if self.kind != "farkle":
            return False
        body = self.font_px(theme.FONT_BODY)
        need = (text_size(self.tr("new_game.humans"), body)[0] + self.px(24) + self.px(300)
                + self.px(FORM_GAP) + text_size(self.tr("new_game.target"), body)[0]
                + self.px(24) + self.px(TARGET_LEAST))
        return need <= inner_w
