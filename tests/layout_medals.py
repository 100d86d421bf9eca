"""The layout check's rules for drawn marks: nothing lies over a medal (hS51, critic A50), no
letter on a chart's track (hM51, critic A50)."""

from __future__ import annotations

from typing import Any

from game.widgets.layout_record import TextMark

SLACK = 2
"""Pixels a text may pass the medal's square by (antialiasing; as the layout check's)."""


def _ink(rect: Any) -> Any:
    """The part of a line box the letters fill (as :func:`tests.layout_check._ink`)."""
    inset = rect.h // 5
    return type(rect)(rect.x + 1, rect.y + inset, max(0, rect.w - 2), max(0, rect.h - 2 * inset))


def _inside(inner: Any, outer: Any) -> bool:
    return outer.inflate(2 * SLACK, 2 * SLACK).contains(_ink(inner))


def medal_problems(texts: list[TextMark], panels: list[Any]) -> list[str]:
    """A text or a pill over a medal (its disc and its ribbon's tails, the square recorded
    as "medal"), but the medal's own numeral (hS51, critic A50: at 1024x600 the Scores cards'
    ribbons ran into the "NOU" and "=3" pills, which no record held)."""
    found: list[str] = []
    for medal in (p.rect for p in panels if p.role == "medal"):
        for mark in texts:
            if _ink(mark.rect).colliderect(medal) and not _inside(mark.rect, medal):
                found.append(f"a text over a medal {medal}: {mark.text!r} {mark.rect}")
        air = max(2, medal.h // 16)  # (a pill touching a ribbon's tail reads as caught on it)
        for pill in (p.rect for p in panels if p.role == "pill"):
            if pill.colliderect(medal.inflate(2 * air, 2 * air)):
                found.append(f"a pill {pill} over a medal {medal}")
    return found


def track_problems(texts: list[TextMark], panels: list[Any]) -> list[str]:
    """A text on a chart's track (its bar, its mark, a tick, recorded as "track"; hM51, critic
    A50: "locul 3 din 4" stood on one game's bar)."""
    found: list[str] = []
    for track in (p.rect for p in panels if p.role == "track"):
        for mark in texts:
            if _ink(mark.rect).colliderect(track):
                found.append(f"a text on a chart's track {track}: {mark.text!r} {mark.rect}")
    return found
