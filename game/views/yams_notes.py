"""The Yams table's note: the Joker's or the sacrifice's prompt with what it means, said in
large type in the prompt's place (between the turn line and the held row) where the person
looks when it happens, instead of the small prompt line. It reads the flow's prompt only."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.messages import Message, Tone
from game.widgets.text import BOLD, REGULAR, draw_text, fit_size, line_height, text_size


def shown_note(scene: Any) -> Message | None:
    """The Joker's or the sacrifice's prompt (a warning, with its meaning as a second line)
    while it holds; None when the prompt is an ordinary one or a stage plays."""
    prompt = scene.flow.prompt()
    if prompt is None or prompt.tone is not Tone.WARN or scene.on_stage is not None:
        return None
    return prompt


def lines_height(sizes: list[int], scale: float) -> int:
    """The height of lines at ``sizes``, with the note's gap between them."""
    return sum(line_height(size) for size in sizes) + theme.px(4, scale) * (len(sizes) - 1)


def fitted_lines(lines: list[str], rect: pygame.Rect, floor: int, scale: float) -> list[str]:
    """The note's ``lines`` as they fit ``rect`` at the type ``floor``: when three or more
    would overflow its height (a sacrifice's meaning and its countdown in the lane at
    1024×600), what follows the headline is said on one line ("… · …") if that line fits
    its width: never lines laid over each other."""
    if len(lines) < 3 or lines_height([floor] * len(lines), scale) <= rect.h:
        return lines
    joined = " · ".join(lines[1:])
    if text_size(joined, floor, REGULAR)[0] > rect.w:
        return lines
    return [lines[0], joined]


def kept_lines(lines: list[str], rect: pygame.Rect, floor: int, scale: float) -> list[str]:
    """The note's ``lines`` that fit ``rect``'s height at the type ``floor``, its headline
    first: what follows is left out rather than laid over the countdown's line under it
    (the headline says the news; the sheet's zeros and the countdown say the rest)."""
    kept = list(lines)
    while len(kept) > 1 and lines_height([floor] * len(kept), scale) > rect.h:
        kept.pop()
    return kept


def draw_note(surface: pygame.Surface, note: Message, rect: pygame.Rect, scale: float,
              size: int | None = None, most: int = 3) -> None:
    """The Joker's or the sacrifice's prompt in ``rect``: its headline in the warning colour,
    bold, and under it what it means, as large as ``rect`` allows (a body-sized headline at
    most). Given ``size`` (the message slot's one type size, the countdown's), every line is
    said at it and no more than ``most`` lines (the headline first: by priority). The meaning
    is said at the headline's size where the width allows (bold amber tells them apart)."""
    head = theme.font_px(theme.FONT_BODY, scale) if size is None else size
    floor = theme.font_px(theme.least_type(), scale)
    lines = kept_lines(fitted_lines(note.lines(), rect, floor, scale), rect, floor, scale)
    lines = lines[:max(1, most)]
    while True:  # the meaning stays near the headline's size: read, not a footnote
        # the meaning at the headline's size where the lane's width allows (critic C64: a
        # ninth smaller, the sacrifice's second line read ~13 px at 1024x600)
        sizes = [head] * len(lines) if size is not None else (
            [head] + [max(floor, fit_size(text, head, rect.w, REGULAR)) for text in lines[1:]])
        need = lines_height(sizes, scale)
        if need <= rect.h or head <= floor or size is not None:
            break
        head = max(floor, head - max(1, head // 12))
    y = rect.centery - need // 2
    for k, (text, size_k) in enumerate(zip(lines, sizes, strict=True)):
        first = k == 0
        draw_text(surface, text, size_k, theme.MESSAGE_WARN if first else theme.CREAM,
                  (rect.centerx, y + line_height(size_k) // 2), shadow=theme.px(2, scale),
                  max_width=rect.w, weight=BOLD if first else REGULAR, role="prompt")
        y += line_height(size_k) + theme.px(4, scale)


def draw_prompt_and_aim(surface: pygame.Surface, prompt: str, colour: tuple[int, int, int],
                        aim: str | None, lane: pygame.Rect, scale: float) -> None:
    """The prompt line in the message ``lane`` and, under it, before a turn's first throw,
    what the card can still aim for (:meth:`~game.flow.yams_reading.YamsReading.pre_throw_aim`):
    the pair centred in the lane, the aim in the table's gold, quieter than the red button it
    never competes with (regular weight, the prompt's size)."""
    size = theme.font_px(theme.FONT_SMALL, scale)
    if aim is None:
        draw_text(surface, prompt, size, colour, lane.center, max_width=lane.w, role="prompt")
        return
    need = lines_height([size, size], scale)
    y = lane.centery - need // 2
    draw_text(surface, prompt, size, colour, (lane.centerx, y + line_height(size) // 2),
              max_width=lane.w, role="prompt")
    y += line_height(size) + theme.px(4, scale)
    draw_text(surface, aim, size, theme.GOLD, (lane.centerx, y + line_height(size) // 2),
              shadow=theme.px(2, scale), max_width=lane.w, weight=REGULAR, role="aim")
