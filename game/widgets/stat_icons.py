"""Small drawn icons of the results' figures: a game's turns, its best turn, its busts, its
hot dice (10 000); the score sheet's upper and lower parts, the bonuses, the Pentas (Yams).

Each is drawn with pygame's shapes in a square ``side`` pixels across, centred on a point,
in a colour of its own (the best gold, the hot dice flame-orange, a bust red): they read at
a glance beside their figure (:mod:`game.widgets.podium_figures`).
"""

from __future__ import annotations

import math

import pygame

from game import theme

Colour = tuple[int, int, int]

FLAME: Colour = (240, 136, 48)
"""The hot dice' flame."""

FLAME_CORE: Colour = (255, 214, 102)
"""The flame's bright heart."""

LOWER_LIT: Colour = (118, 196, 232)
"""The lower part's sheet's lit half: a sky blue of its own, the upper's gold (critic C60:
the two sheets looked alike)."""

BUST: Colour = (214, 84, 72)
"""A bust's cross."""

COLOURS: dict[str, Colour] = {
    "turns": theme.CREAM, "best": theme.GOLD, "busts": BUST, "hot": FLAME,
    "upper": theme.CREAM, "lower": theme.CREAM, "bonus": theme.GOLD, "pentas": theme.GOLD,
}
"""Each icon's colour."""

NAMES = tuple(COLOURS)
"""Every icon this module draws."""


def _star(centre: tuple[float, float], outer: float, inner: float) -> list[tuple[float, float]]:
    """The points of a five-pointed star, one point up."""
    cx, cy = centre
    points = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points


def _pips(surface: pygame.Surface, box: pygame.Rect, colour: Colour, faces: int) -> None:
    """A die face of ``faces`` pips (1..5) inside ``box``."""
    r = max(1, box.w // 9)
    cx, cy, d = box.centerx, box.centery, box.w // 4
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
             5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)]}[faces]
    for x, y in spots:
        pygame.draw.circle(surface, colour, (cx + x * d, cy + y * d), r)


def draw_stat_icon(surface: pygame.Surface, name: str, centre: tuple[int, int],
                   side: int) -> pygame.Rect:
    """Draw the icon ``name`` (one of :data:`NAMES`) ``side`` pixels across centred on
    ``centre``; return its square."""
    side = max(8, side)
    box = pygame.Rect(0, 0, side, side)
    box.center = centre
    colour = COLOURS.get(name, theme.CREAM)
    line = max(2, side // 10)
    cx, cy = box.center
    if name == "turns":  # a round arrow: one turn after another
        ring = box.inflate(-side // 5, -side // 5)
        pygame.draw.arc(surface, colour, ring, math.radians(-40), math.radians(250), line)
        r = ring.w / 2
        tip = (cx + r * math.cos(math.radians(-40)), cy - r * math.sin(math.radians(-40)))
        head = side * 0.22
        pygame.draw.polygon(surface, colour, [(tip[0] - head, tip[1] - head * 0.2),
                                              (tip[0] + head * 0.9, tip[1] - head * 0.5),
                                              (tip[0] + head * 0.1, tip[1] + head)])
    elif name in ("best", "bonus"):  # a star; the bonus's on a round gold badge
        if name == "bonus":
            pygame.draw.circle(surface, colour, (cx, cy), side // 2)
            pygame.draw.circle(surface, theme.INK, (cx, cy), side // 2, line)
            pygame.draw.polygon(surface, theme.INK, _star((cx, cy), side * 0.3, side * 0.13))
        else:
            pygame.draw.polygon(surface, colour, _star((cx, cy + side * 0.04), side * 0.5,
                                                       side * 0.21))
    elif name == "busts":  # a die crossed out
        die = box.inflate(-side // 6, -side // 6)
        pygame.draw.rect(surface, theme.CREAM, die, line, border_radius=side // 6)
        a = die.inflate(-side // 4, -side // 4)
        pygame.draw.line(surface, colour, a.topleft, a.bottomright, line + 1)
        pygame.draw.line(surface, colour, a.topright, a.bottomleft, line + 1)
    elif name == "hot":  # a flame
        w, h = side * 0.36, side * 0.5
        outer = [(cx, cy - h), (cx + w * 0.5, cy - h * 0.3), (cx + w, cy + h * 0.35),
                 (cx + w * 0.6, cy + h * 0.85), (cx, cy + h), (cx - w * 0.6, cy + h * 0.85),
                 (cx - w, cy + h * 0.35), (cx - w * 0.45, cy - h * 0.1)]
        pygame.draw.polygon(surface, colour, outer)
        inner = [(cx, cy - h * 0.15), (cx + w * 0.45, cy + h * 0.5), (cx, cy + h * 0.9),
                 (cx - w * 0.45, cy + h * 0.5)]
        pygame.draw.polygon(surface, FLAME_CORE, inner)
    elif name in ("upper", "lower"):  # a score sheet, its upper half lit gold and an
        # arrow up in it, or its lower half lit blue and an arrow down (critic C60: alike)
        sheet = box.inflate(-side // 4, -side // 10)
        up = name == "upper"
        half = pygame.Rect(sheet.x, sheet.y if up else sheet.centery, sheet.w, sheet.h // 2)
        pygame.draw.rect(surface, theme.GOLD if up else LOWER_LIT, half)
        pygame.draw.rect(surface, colour, sheet, line)
        rule = sheet.centery + (sheet.h // 4 if up else -sheet.h // 4)  # the other half's
        pygame.draw.line(surface, colour, (sheet.x, rule), (sheet.right - 1, rule), 1)
        tip, foot = half.h * 0.22, half.h * 0.78
        y0, y1 = (half.y + tip, half.y + foot) if up else (half.bottom - tip,
                                                            half.bottom - foot)
        w = half.w * 0.3
        pygame.draw.polygon(surface, theme.INK, [(half.centerx, y0), (half.centerx + w, y1),
                                                 (half.centerx - w, y1)])
    elif name == "pentas":  # a die showing five
        die = box.inflate(-side // 8, -side // 8)
        pygame.draw.rect(surface, theme.CREAM, die, border_radius=side // 6)
        pygame.draw.rect(surface, colour, die, line, border_radius=side // 6)
        _pips(surface, die, theme.INK, 5)
    return box
