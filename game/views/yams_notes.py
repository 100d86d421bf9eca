"""The Yams table's note: the Joker's or the sacrifice's prompt with what it means, said in
large type in the prompt's place (between the turn line and the held row) where the person
looks when it happens, instead of the small prompt line. It reads the flow's prompt only."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.messages import Message, Tone
from game.widgets.text import BOLD, REGULAR, draw_text, line_height


def shown_note(scene: Any) -> Message | None:
    """The Joker's or the sacrifice's prompt (a warning, with its meaning as a second line)
    while it holds; None when the prompt is an ordinary one or a stage plays."""
    prompt = scene.flow.prompt()
    if prompt is None or prompt.tone is not Tone.WARN or scene.on_stage is not None:
        return None
    return prompt


def draw_note(surface: pygame.Surface, note: Message, rect: pygame.Rect, scale: float) -> None:
    """The Joker's or the sacrifice's prompt in ``rect``: its headline in the warning colour,
    bold, and under it what it means, both as large as ``rect`` allows (a body-sized headline
    at most)."""
    lines = note.lines()
    head = theme.font_px(theme.FONT_BODY, scale)
    floor = theme.font_px(theme.least_type(), scale)
    while True:  # the meaning stays near the headline's size: read, not a footnote
        sizes = [head] + [max(floor, head * 9 // 10)] * (len(lines) - 1)
        need = sum(line_height(size) for size in sizes) + theme.px(4, scale) * (len(lines) - 1)
        if need <= rect.h or head <= floor:
            break
        head = max(floor, head - max(1, head // 12))
    y = rect.centery - need // 2
    for k, (text, size) in enumerate(zip(lines, sizes, strict=True)):
        first = k == 0
        draw_text(surface, text, size, theme.MESSAGE_WARN if first else theme.CREAM,
                  (rect.centerx, y + line_height(size) // 2), shadow=theme.px(2, scale),
                  max_width=rect.w, weight=BOLD if first else REGULAR, role="prompt")
        y += line_height(size) + theme.px(4, scale)
