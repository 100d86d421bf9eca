"""Settings' captions wrapped evenly (split out of :mod:`game.scenes.settings`, round 77, hM80,
to keep that module under 600 lines): a caption a little too long for its card's line comes
down in lines of sensible lengths, never one word alone under a full line (hS27, hS20)."""

from __future__ import annotations

from game.widgets.text import text_size, wrap

LAST_LINE_LEAST = 0.33
"""A wrapped caption's last line is this share of the card's inner width or more, and two
words or more (never "any time)." or "pașii lui." alone under a full line: hS27)."""
FIRST_LINE_LEAST = 0.5
"""...while its first line still runs across the card, this share of it or more (hS20: two
short lines at half the card's width)."""


def caption_lines(text: str, size: int, width: int) -> tuple[str, ...]:
    """``text`` wrapped at ``width`` in ``size``; when its last line would be one word or
    shorter than :data:`LAST_LINE_LEAST` of ``width``, wrapped a little narrower into as many
    lines (its first line :data:`FIRST_LINE_LEAST` of ``width`` or more) so words come down
    to it."""
    lines = wrap(text, size, width)

    def short(found: list[str]) -> bool:
        last = found[-1].strip()
        return " " not in last or text_size(last, size)[0] < LAST_LINE_LEAST * width

    if len(lines) < 2 or not short(lines):
        return tuple(lines)
    step = max(2, width // 100)
    for narrower in range(width - step, round(width * FIRST_LINE_LEAST), -step):
        tried = wrap(text, size, narrower)
        if len(tried) == len(lines) and not short(tried):
            return tuple(tried)
    return tuple(lines)
