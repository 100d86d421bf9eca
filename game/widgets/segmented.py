"""A small segmented control: a filter's few values joined in one dark track, the chosen one
a cream chip, its words dark and bold (round 75, critic cC75 #4: the lighter green pill read
faint beside the tabs) but never the tabs' gold (hM61, critic A60: the Statistics target
filter, three gold keys beside the gold game tabs, read as a second row of tabs), with its
caption ("Obiectiv:") before it; every value's words on one baseline."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.button import label_text
from game.widgets.focus_ring import draw_focus_ring
from game.widgets.forms import Choice
from game.widgets.text import BOLD, REGULAR, cap_centre_shift, draw_text, fit_size, text_size


class Segmented(Choice):
    """A :class:`Choice` drawn as one control: its options side by side with no gap, the
    chosen one a cream chip (never the tabs' gold), ``caption`` before it."""

    def __init__(self, *args, caption: str = "", **kwargs) -> None:
        """As :class:`Choice`; ``caption`` is set left of the track (its words, translated)."""
        super().__init__(*args, **kwargs)
        self.caption = caption

    def caption_width(self, font_size: int, scale: float) -> int:
        """The caption's width and the gap after it (0 without a caption)."""
        if not self.caption:
            return 0
        return text_size(self.caption, font_size)[0] + theme.px(theme.GAP, scale)

    def place(self, rect: pygame.Rect, scale: float, font_size: int | None = None) -> None:
        """Split ``rect`` into joined segments, one per option."""
        super().place(rect, scale, font_size)
        count = max(1, len(self.options))
        width = self.rect.w // count
        self.rects = [pygame.Rect(self.rect.x + i * width, self.rect.y,
                                  width if i < count - 1 else self.rect.w - i * width,
                                  self.rect.h) for i in range(count)]

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The caption, the track, the chosen segment lit, the options' words."""
        if not self.visible or not self.rects:
            return
        size = self.option_size()
        radius = max(2, self.rect.h // 2)
        if self.caption:
            draw_text(surface, self.caption, size, theme.MUTED,
                      (self.rect.x - theme.px(theme.GAP, self.scale), self.rect.centery
                       + cap_centre_shift(size)), "midright")
        pygame.draw.rect(surface, theme.KEY_CAP, self.rect, border_radius=radius)
        line = max(1, theme.px(2, self.scale))
        for i, (rect, (_, label)) in enumerate(zip(self.rects, self.options, strict=False)):
            chosen = i == self.index
            face = rect.inflate(-2 * line, -2 * line)
            if chosen or i == self.hover:
                colour = theme.SEGMENT_CHOSEN if chosen else theme.BUTTON_SECONDARY
                pygame.draw.rect(surface, colour, face, border_radius=max(2, face.h // 2))
            text = label_text(label)
            weight = BOLD if chosen else REGULAR
            fitted = fit_size(text, size, rect.w - 2 * radius // 2, weight)
            draw_text(surface, text, fitted, theme.INK if chosen else theme.MUTED,
                      (rect.centerx, rect.centery + cap_centre_shift(fitted, weight)),
                      weight=weight)
        pygame.draw.rect(surface, theme.GOLD_DIM, self.rect, line, border_radius=radius)
        if focused:
            draw_focus_ring(surface, self.rect, self.scale)
