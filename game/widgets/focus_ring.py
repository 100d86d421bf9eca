"""The one keyboard-focus ring of every screen (critic cC77, ruling S34): a thick bright band
between two dark lines, with a soft light outside it, a gap away from what it rings. The dark
lines part it from gold and cream, the bright ring from felt, green and red, so it reads on
everything it surrounds; drawn once per size and kept."""

from __future__ import annotations

import functools

import pygame

from game import theme


def ring_widths(scale: float) -> tuple[int, int, int, int]:
    """The ring's gap (to its bright band; the inner dark line lies in it), dark line, bright
    band and glow, in window pixels at ``scale`` (never thinner than 2 and 3 pixels: the ring
    stays bold at 1024×600)."""
    gap = max(3, theme.px(theme.FOCUS_RING_GAP, scale))
    edge = max(2, theme.px(theme.FOCUS_RING_EDGE_WIDTH, scale))
    band = max(3, theme.px(theme.FOCUS_RING_WIDTH, scale))
    glow = max(3, theme.px(theme.FOCUS_RING_GLOW, scale))
    return gap, edge, band, glow


def ring_room(scale: float) -> int:
    """How far out from its widget a ring's outer dark line stands, plus the ring's gap: the
    room a ringed widget keeps from a border round it (window pixels; ruling S52)."""
    gap, edge, band, _ = ring_widths(scale)
    return 2 * gap + band + edge


def ring_reach(scale: float) -> int:
    """How far the ring and its light reach out from the rect they ring (window pixels)."""
    gap, edge, band, glow = ring_widths(scale)
    return gap + band + edge + glow


def ring_rect(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The ring round ``rect`` to its outer dark line (its light not counted): what must stay
    clear of the words beside a ringed widget (ruling S58)."""
    gap, edge, band, _ = ring_widths(scale)
    out = gap + band + edge
    return pygame.Rect(rect).inflate(2 * out, 2 * out)


@functools.lru_cache(maxsize=64)
def _ring_layer(size: tuple[int, int], radius: int, edge: int, band: int,
                glow: int) -> pygame.Surface:
    """The ring of outer ``size`` (corners of ``radius``) and its light ``glow`` pixels out,
    on a transparent layer ``2 * glow`` larger: nested filled shapes, so no pixel is missed."""
    layer = pygame.Surface((size[0] + 2 * glow, size[1] + 2 * glow), pygame.SRCALPHA)
    outer = pygame.Rect(glow, glow, *size)
    for k in range(glow, 0, -1):  # the light: faint far out, stronger near the ring
        alpha = round(theme.FOCUS_GLOW_ALPHA * (1 - (k - 1) / glow) ** 2)
        pygame.draw.rect(layer, (*theme.FOCUS_RING, alpha), outer.inflate(2 * k, 2 * k),
                         border_radius=radius + k)
    shapes = ((theme.FOCUS_RING_EDGE, 0), (theme.FOCUS_RING, edge),
              (theme.FOCUS_RING_EDGE, edge + band), ((0, 0, 0, 0), 2 * edge + band))
    for colour, inset in shapes:  # dark, bright, dark, then the inside cut clear
        pygame.draw.rect(layer, colour, outer.inflate(-2 * inset, -2 * inset),
                         border_radius=max(0, radius - inset))
    return layer


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Draw the keyboard-focus ring round ``rect``, a gap away: the one focus style of every
    screen (menu, New Game, Settings, Rules, Scores, Statistics, dialogs)."""
    gap, edge, band, glow = ring_widths(scale)  # the bright band from ``gap`` out (as the
    # older thin ring stood), one dark line inside it, in the gap, and one outside it
    out = gap + band + edge
    ring = ring_rect(rect, scale)
    radius = theme.px(theme.BUTTON_RADIUS, scale) + out
    layer = _ring_layer(ring.size, radius, edge, band, glow)
    surface.blit(layer, (ring.x - glow, ring.y - glow))


def draw_tight_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The same ring drawn inside ``rect``, its outer dark line on ``rect``'s edge, with no
    gap and no light outside: a settings row's lit band (ruling S69 1, amended round 80)."""
    _, edge, band, _ = ring_widths(scale)
    if rect.w <= 2 * (2 * edge + band) or rect.h <= 2 * (2 * edge + band):
        return
    radius = theme.px(theme.BUTTON_RADIUS, scale)
    surface.blit(_ring_layer(rect.size, radius, edge, band, 0), rect.topleft)
