"""A coach card's art besides its words (:mod:`game.views.coach_card`): the gentle light
round what it points at, its soft shadow, its pointer's triangle and a pointer's route away
from its target."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme

TIP_PAPER = (255, 246, 218)
"""The note's surface: warm paper, far from the dark side panels and the felt it lies on."""
TIP_RIM = (150, 104, 24)
"""The note's rim, its pointer's edge and its "Nu mai arăta": a deep gold."""
POINTER = 18
"""Length of the card's pointer, reference pixels."""


GLOW = (246, 200, 84)
"""The soft light round what a card points at while it shows (a warm gold)."""
GLOW_STEPS = 3
"""How many rings the light is drawn in (each a little further out and fainter)."""
GLOW_ALPHA = 130
"""The light's alpha right at the edge of what it lights."""
GLOW_STEP = 3
"""The width of each of the light's rings, reference pixels."""
TIP_AIR = 6
"""The felt between a pointer's drawn end and the light round what it points at, reference
pixels (never under 3 window pixels): round 73, critic K72, the bank card's arrowhead lay on
"Scor"'s first letter, ~3 px from the lit ring."""


def glow_step(scale: float) -> int:
    """The width (window pixels) of each of the light's rings: :data:`GLOW_STEP` scaled,
    rounded down (1 px at 1024x600, round 73: so a pointer's tip clears the light there
    too, in the little felt between a Yams card and the kept row)."""
    return max(1, int(GLOW_STEP * scale))


def glow_reach(scale: float) -> int:
    """How far (window pixels) the light round what a card points at reaches out of it."""
    return GLOW_STEPS * glow_step(scale)


def route_casing(scale: float) -> int:
    """The width (window pixels) of the deep gold edge round a pointer's line and head."""
    return max(1, theme.px(2, scale))


def tip_short(scale: float) -> int:
    """How far (window pixels) a pointer's tip stops short of what it points at: past the
    light round it and its own gold edge, with :data:`TIP_AIR` of felt between (so it never
    lands on the ring, nor on the first letter of a lit row's label)."""
    return glow_reach(scale) + route_casing(scale) + max(3, theme.px(TIP_AIR, scale))


def draw_glow(surface: pygame.Surface, target: pygame.Rect, scale: float,
               fade: float, within: pygame.Rect | None = None) -> None:
    """A gentle gold light round ``target`` (rings fading outwards, about 9 reference pixels
    wide), never over it: the eye finds what the tip speaks of; ``within``: the panel that
    holds it, the light never out of its frame (round 74, critic cQ74: a sheet row's glow
    spilled onto the felt)."""
    step = glow_step(scale)
    reach = glow_reach(scale)
    area = target.inflate(2 * reach + 2, 2 * reach + 2)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    inner = target.move(-area.x, -area.y)
    radius = theme.px(10, scale)
    for k in range(GLOW_STEPS):
        alpha = round(GLOW_ALPHA * (GLOW_STEPS - k) / GLOW_STEPS * max(0.0, min(1.0, fade)))
        ring = inner.inflate(2 * (k + 1) * step, 2 * (k + 1) * step)
        pygame.draw.rect(layer, (*GLOW, alpha), ring, step, border_radius=radius + k * step)
    if within is None:
        surface.blit(layer, area)
        return
    kept = surface.get_clip()
    surface.set_clip(kept.clip(within))
    surface.blit(layer, area)
    surface.set_clip(kept)


SHADOW_STEPS = 7
"""How many layers the card's soft shadow is drawn in (each a little wider and fainter)."""
SHADOW_DARKEST = 110
"""The shadow's alpha right under the card's edge."""


def draw_shadow(layer: pygame.Surface, card: pygame.Rect, radius: int, scale: float) -> None:
    """A soft shadow under ``card``: layers growing outwards, each faint, so it is darkest
    under the card's edge and fades out over about 16 reference pixels (a lift, not a
    hard offset copy)."""
    drop, spread = theme.px(5, scale), max(1, theme.px(2.4, scale))
    for k in range(SHADOW_STEPS, 0, -1):
        grow = k * spread
        rect = card.move(0, drop).inflate(2 * grow - 2 * spread, 2 * grow - 2 * spread)
        alpha = round(SHADOW_DARKEST * (SHADOW_STEPS + 1 - k) / SHADOW_STEPS)  # the outer
        # layers first: each inner one is drawn over them, darker (the layer holds no blend)
        pygame.draw.rect(layer, (0, 0, 0, alpha), rect, border_radius=radius + grow)


def pointer_triangle(edge: tuple[int, int], ahead: tuple[int, int], half: int, tip: int,
              inset: int) -> list[tuple[float, float]]:
    """A pointer's triangle: its base ``inset`` inside the card's edge at ``edge``, ``half``
    each side of it, its tip ``tip`` beyond the edge along ``ahead``."""
    ex, ey = edge
    dx, dy = ahead
    bx, by = ex - dx * inset, ey - dy * inset
    return [(bx - dy * half, by + dx * half), (bx + dy * half, by - dx * half),
            (ex + dx * tip, ey + dy * tip)]


def draw_route(surface: pygame.Surface, route: Sequence[tuple[int, int]], scale: float,
                fade: float) -> None:
    """A card's pointer away from its target: a gold line along ``route`` (a leader's two
    points, an elbow's more), an arrowhead at its end (no longer than its last leg)."""
    points = [pygame.Vector2(p) for p in route]
    if len(points) < 2 or points[-2].distance_to(points[-1]) < 2:
        return
    span = pygame.Rect(min(p.x for p in points), min(p.y for p in points), 1, 1)
    span.union_ip(pygame.Rect(max(p.x for p in points), max(p.y for p in points), 1, 1))
    area = span.inflate(4 * theme.px(POINTER, scale), 4 * theme.px(POINTER, scale))
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    points = [p - pygame.Vector2(area.topleft) for p in points]
    width = max(2, theme.px(5, scale))
    a, b = points[-2], points[-1]
    most = theme.px(POINTER * 1.4, scale)
    length = max(min(most, a.distance_to(b) * 0.9), most * 0.8)
    ahead = (b - a).normalize()
    side = pygame.Vector2(-ahead.y, ahead.x) * length * 14 / (POINTER * 1.4)
    back = b - ahead * length
    head = [b, back + side, back - side]
    casing = route_casing(scale)  # a deep gold edge: the paper reads on the sheet too
    for colour, grow in ((TIP_RIM, casing), (TIP_PAPER, 0)):
        pygame.draw.lines(layer, colour, False, points, width + 2 * grow)
        for p in points[1:-1]:  # round bends
            pygame.draw.circle(layer, colour, p, width / 2 + grow)
        pygame.draw.polygon(layer, colour, head, 0)
        if grow:
            pygame.draw.polygon(layer, colour, head, 2 * grow)
    layer.set_alpha(round(255 * max(0.0, min(1.0, fade))))
    surface.blit(layer, area)
