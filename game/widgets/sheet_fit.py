"""Fitting words into the Yams sheet's cells and headers (a part of
:mod:`game.widgets.scorecard`, split out to keep it short): a text shrunk, then cut with "…";
a name cut keeping its end ("Juc…l 3")."""

from __future__ import annotations

from game import theme
from game.widgets.text import BOLD, ELLIPSIS, text_size


def fit_text(text: str, size: int, max_width: int, weight: str = BOLD,
             floor: int = theme.FONT_MIN) -> tuple[str, int]:
    """Shrink ``text``'s font (down to ``floor``, FONT_MIN by default), then cut it with "…",
    to fit ``max_width``."""
    floor = min(size, max(theme.least_type(), floor))
    while size > floor and text_size(text, size, weight)[0] > max_width:
        size = max(floor, int(size * 0.92))
    if text_size(text, size, weight)[0] <= max_width:
        return text, size
    cut = text
    while cut and text_size(cut + ELLIPSIS, size, weight)[0] > max_width:
        cut = cut[:-1]
    return (cut.rstrip() + ELLIPSIS if cut else text[:1]), size


def fit_name(text: str, size: int, max_width: int, weight: str = BOLD,
             floor: int = theme.FONT_MIN) -> tuple[str, int]:
    """Like :func:`fit_text`, but a name that must be cut keeps its end ("Juc…l 3").

    Default names differ only at the end ("Jucătorul 1" … "Jucătorul 6"), so cutting the
    tail would make narrow columns indistinguishable.
    """
    fitted, size = fit_text(text, size, max_width, weight, floor)
    if not fitted.endswith(ELLIPSIS) or fitted == text or len(text) < 4:
        return fitted, size
    # The longest tail (up to 3 letters) that still leaves a first letter: "Juc…l 3", "J…3".
    for keep in range(min(3, len(text) // 3), 0, -1):
        tail = text[-keep:]
        head = text[: len(text) - len(tail)]
        while head and text_size(head + ELLIPSIS + tail.lstrip(), size, weight)[0] > max_width:
            head = head[:-1]
        if head:
            return head.rstrip() + ELLIPSIS + tail.lstrip(), size
    return fitted, size
