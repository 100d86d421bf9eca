"""How the 10 000 turn panel's notes (the first row, the slot under it that holds the
computer's reasoning) are set in the room the panel has: smaller only when they must be
(:func:`fit_slot`)."""

from __future__ import annotations

from game import theme


def fit_slot(scale: float, room: int, most: int) -> tuple[int, int, int, int]:
    """The Tura panel's fixed note rows in ``room`` pixels (from the first note's middle down
    to the last line's foot): the first row (one line) and under it the slot that holds the
    computer's reason or a person's note, the same for everyone at a size (round 62, critic
    B61: the reason pushed "După încasare" out). Return the size, the line step, the gap
    after the first row and the slot's lines: ``most`` where they fit at the notes' size or
    smaller (never under the type floor), else fewer (at least one, at the floor)."""
    small = theme.font_px(theme.FONT_SMALL, scale)
    sizes = range(small, theme.font_floor(scale) - 1, -1)
    for lines in range(most, 0, -1):
        for size in sizes:
            step = size + theme.px(8, scale) * size // small
            gap = max(0, theme.px(44, scale) * size // small - step)
            if lines * step + gap + size // 2 <= room:
                return size, step, gap, lines
    size = theme.font_floor(scale)
    return size, size + max(1, theme.px(2, scale)), 0, 1
