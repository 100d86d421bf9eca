"""The Yams sheet's marker ring, whole or dashed (a part of :mod:`game.widgets.scorecard`,
split out to keep it short).

Critic H72 (round 72): a sacrifice's suggested box, ringed in the marker's orange, was drawn
like a chosen box (the Penta's box after a Penta, the countdown's). A suggestion now reads
as one: its ring's long sides dashed, its corners and short sides whole (the ring still
closes round its figure), breathing as it waits; a box that is the next action keeps the
whole ring."""

from __future__ import annotations

import pygame

from game import theme

DASH = 14
"""A dash's length along the ring's long sides (layout pixels)."""
GAP = 9
"""The paper left between two dashes (layout pixels)."""


def dash_gaps(start: int, end: int, dash: int, gap: int) -> list[tuple[int, int]]:
    """The gaps (x, width) along ``start``..``end`` that leave dashes of ``dash`` between
    gaps of about ``gap``: a gap at either end (next to the whole corners), the gaps spread
    evenly, none when the run has no room for one dash between two gaps."""
    length = end - start
    count = (length - gap) // (dash + gap)  # dashes; one gap more than dashes
    if count < 1:
        return []
    spread = (length - count * dash) / (count + 1)
    return [(start + round(k * (dash + spread)), round(spread)) for k in range(count + 1)]


def draw_marker_ring(surface: pygame.Surface, colour: tuple[int, int, int],
                     rect: pygame.Rect, width: int, radius: int, scale: float,
                     dashed: bool = False) -> None:
    """The marker ring round ``rect`` in ``colour``, ``width`` thick: whole, or (``dashed``:
    a suggestion, not a choice) its top and bottom sides in dashes."""
    if not dashed:
        pygame.draw.rect(surface, colour, rect, width, border_radius=radius)
        return
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), width, border_radius=radius)
    corner = max(radius, width)
    dash, gap = max(6, theme.px(DASH, scale)), max(4, theme.px(GAP, scale))
    for x, w in dash_gaps(corner, rect.w - corner, dash, gap):
        layer.fill((0, 0, 0, 0), (x, 0, w, width))
        layer.fill((0, 0, 0, 0), (x, rect.h - width, w, width))
    surface.blit(layer, rect)
