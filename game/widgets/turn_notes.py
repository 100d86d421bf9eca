"""How the 10 000 turn panel's notes (the first row, the computer's reasoning) are set in
the room the panel has: whole, no word alone on a last line, smaller or closer only when they
must be (:func:`fit_notes`)."""

from __future__ import annotations

from collections.abc import Sequence

from game import theme
from game.widgets.text import wrap_without_widow

Colour = tuple[int, int, int]


def fit_notes(notes: Sequence[tuple[str, Colour]], scale: float, width: int,
              room: int) -> tuple[int, int, int, list[list[str]]]:
    """How the turn panel's notes are set in ``room`` pixels (from the first note's middle
    down) at ``width``: the size, the line step, the gap after a note, and each note's lines
    (wrapped without a widow). The notes' own size and spacing where they fit; else smaller
    (never under the type floor), then closer: a note is cut only when nothing fits."""
    small = theme.font_px(theme.FONT_SMALL, scale)
    tries = []
    for size in range(small, theme.font_floor(scale) - 1, -1):
        step = size + theme.px(8, scale) * size // small
        tries.append((size, step, theme.px(44, scale) * size // small - step))
    floor = tries[-1][0]
    tries.append((floor, floor + max(1, theme.px(2, scale)), 0))  # (lines close, whole)
    for size, step, gap in tries:
        parts = [wrap_without_widow(text, size, width) for text, _colour in notes]
        lines = sum(len(said) for said in parts)
        need = (lines - 1) * step + max(0, len(parts) - 1) * gap + size // 2
        if need <= room:
            return size, step, gap, parts
    return size, step, gap, parts



def notes_fit(size: int, step: int, gap: int, parts: Sequence[Sequence[str]], room: int) -> bool:
    """True when notes set as :func:`fit_notes` gave them stand whole in ``room``."""
    lines = sum(len(said) for said in parts)
    return (lines - 1) * step + max(0, len(parts) - 1) * gap + size // 2 <= room
