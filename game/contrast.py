"""WCAG 2 contrast between two colours (the text-on-background pairs of ``game.theme``).

``contrast_ratio(fg, bg)`` is (L1 + 0.05) / (L2 + 0.05) of the relative luminances; AA asks
4.5:1 for body text and 3:1 for large text (bold from about 19 px, any from 24 px).
"""

from __future__ import annotations

from collections.abc import Sequence

AA_BODY = 4.5
"""WCAG AA minimum for body text."""
AA_LARGE = 3.0
"""WCAG AA minimum for large (or large bold) text."""


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: Sequence[int]) -> float:
    """Return the WCAG relative luminance of an sRGB ``colour`` (0 black … 1 white)."""
    r, g, b = (_channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: Sequence[int], second: Sequence[int]) -> float:
    """Return the contrast ratio (1 … 21) between two sRGB colours, in either order."""
    a, b = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def blend(top: Sequence[int], bottom: Sequence[int], alpha: int) -> tuple[int, int, int]:
    """Return ``top`` drawn with opacity ``alpha`` (0…255) over ``bottom``."""
    a = alpha / 255
    return (round(top[0] * a + bottom[0] * (1 - a)), round(top[1] * a + bottom[1] * (1 - a)),
            round(top[2] * a + bottom[2] * (1 - a)))


def readable_tint(colour: Sequence[int], paper: Sequence[int], inks: Sequence[Sequence[int]],
                  most: int = 150, ratio: float = AA_BODY) -> tuple[int, int, int]:
    """``colour`` laid over ``paper`` as strongly as it may (at most opacity ``most``) while
    every one of ``inks`` keeps ``ratio`` on it: a player's colour tinting the paper their
    numbers are written on, the numbers still readable."""
    for alpha in range(most, -1, -5):
        tint = blend(colour, paper, alpha)
        if all(contrast_ratio(ink, tint) >= ratio for ink in inks):
            return tint
    return blend(paper, paper, 255)
