""""Arată din nou sfaturile" on the two "?" overlays: turning the coach marks on again
(:func:`show_tips_again`) and its button beside the overlay's close button
(:func:`place_again_button`)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.widgets.text import BOLD, text_size


def show_tips_again(app: Any) -> None:
    """Forget which marks were seen and turn them on: the next moments teach again."""
    app.settings = app.settings.with_changes(coach_marks=True, coach_seen=())
    app.save_settings()
    app.notify(app.tr("coach.shown_again"), kind="coach")


def place_again_button(again: Any, close: Any, scale: float, font: int) -> None:
    """Put "Arată din nou sfaturile" beside the overlay's close button: the two centred as a
    pair where the close button was centred, on its row."""
    rect = pygame.Rect(close.rect)
    gap = theme.px(theme.GAP * 2, scale)
    width = text_size(str(again.text), font, BOLD)[0] + theme.px(64, scale)
    left = rect.centerx - (width + gap + rect.w) // 2
    again.place(pygame.Rect(left, rect.y, width, rect.h), scale, font)
    close.place(pygame.Rect(left + width + gap, rect.y, rect.w, rect.h), scale,
                close.font_size)
