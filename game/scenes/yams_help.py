"""The "?" overlay of the Yams table: how to hold, roll, pick a box, validate, and the Joker.

The 10 000 table has its own (``farkle_help``); both open from the same "?" button next to
"Pauză". Every word comes from the catalog (``look.po``); the dice drawn are the table's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.rules.yams import PENTA_BONUS
from game.scenes.base import Scene
from game.widgets.dice_render import Look, shared_faces
from game.widgets.farkle_panels import draw_dice_row
from game.widgets.felt import dim, draw_panel
from game.widgets.text import BOLD, draw_text, line_height, wrap

if TYPE_CHECKING:
    from game.app import App

STEPS: tuple[tuple[str, tuple[int, ...], frozenset[int]], ...] = (
    ("look.yams_help.roll", (2, 5, 5, 3, 6), frozenset()),
    ("look.yams_help.hold", (2, 5, 5, 3, 6), frozenset({1, 2})),
    ("look.yams_help.pick", (5, 5, 5, 3, 2), frozenset()),
    ("look.yams_help.validate", (), frozenset()),
    ("look.yams_help.timer", (), frozenset()),
    ("look.yams_help.joker", (4, 4, 4, 4, 4), frozenset()),
)
"""(catalog key of the step, dice illustrating it, which of them are held)."""


class YamsHelpOverlay(Scene):
    """How to play at the Yams table, over the table; Esc or "Înapoi" closes it."""

    is_overlay = True

    def __init__(self, app: App) -> None:
        """Make the overlay and its close button."""
        super().__init__(app)
        self.cache = shared_faces()  # one cache for every screen (issue 23 §6)
        self.close_button = self.button("common.back", self.back, "secondary")
        self.focus.widgets = [self.close_button]
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 0, 0)

    def is_animating(self) -> bool:
        """Nothing here moves by itself."""
        return False

    def layout(self, size: tuple[int, int]) -> None:
        """A large panel; the close button at its bottom."""
        super().layout(size)
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - 2 * self.px(70), self.px(1500)),
                                 h - 2 * self.px(44))
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.px(theme.BUTTON_SMALL_SIZE[0]), self.px(theme.BUTTON_SMALL_SIZE[1])
        self.close_button.place(pygame.Rect(self.panel.centerx - bw // 2,
                                            self.panel.bottom - self.px(26) - bh, bw, bh),
                                self.scale, self.font_px(theme.FONT_BUTTON))

    def texts(self) -> list[str]:
        """Every step's text, in order (what the overlay says)."""
        return [self.tr(key, points=PENTA_BONUS) for key, _, _ in STEPS]

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table; the title, then each step with its dice."""
        dim(surface)
        panel = self.panel
        draw_panel(surface, panel, self.scale, alpha=theme.DIALOG_ALPHA)
        draw_text(surface, self.tr("look.yams_help.title"), self.font_px(theme.FONT_HEADING),
                  theme.GOLD, (panel.centerx, panel.y + self.px(54)), shadow=self.px(3),
                  weight=BOLD)
        pad = self.px(50)
        side = self.px(theme.FARKLE_ICON_DIE + 4)
        gap = max(4, side // 3)  # room for the gold ring of a held die
        dice_w = 5 * side + 4 * gap
        text_x = panel.x + pad + dice_w + self.px(30)
        text_w = panel.right - pad - text_x
        size = self.font_px(theme.FONT_SMALL)
        top = panel.y + self.px(110)
        bottom = self.close_button.rect.y - self.px(20)
        step_h = (bottom - top) // len(STEPS)
        for k, (text, (_, dice, held)) in enumerate(zip(self.texts(), STEPS, strict=True)):
            y = top + k * step_h
            lines = wrap(text, size, text_w)[:3]
            block = len(lines) * line_height(size)
            if dice:
                row_y = y + (step_h - side) // 2
                draw_dice_row(surface, self.cache, dice, (panel.x + pad, row_y), side, gap,
                              [Look.HELD if i in held else Look.NORMAL
                               for i in range(len(dice))])
            ty = y + (step_h - block) // 2
            for line in lines:
                draw_text(surface, line, size, theme.CREAM, (text_x, ty), "topleft")
                ty += line_height(size)
        self.draw_widgets(surface)
