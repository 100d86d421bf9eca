"""Hot dice' crown of flames: tongues of fire licking up from the top edge of the hot dice'
ribbon (round 69, critic: the middle rungs "the same ribbon in different sizes"), flickering
while it stands, dying down as it folds shut. Drawn behind the ribbon, their roots hidden
under its top edge; pure geometry here (:func:`tongues`), painted by :func:`draw_crown`."""

from __future__ import annotations

import math

import pygame

from game import theme

OUTER = (236, 98, 26)
"""The flames' orange."""
INNER = (255, 206, 84)
"""Their yellow hearts."""
TALL = 0.34
"""A tongue's height at its tallest, against the ribbon's height."""
ROOT = 8
"""Reference pixels of each tongue's root hidden under the ribbon's top edge."""


def tongues(rect: pygame.Rect, scale: float, age: float, heat: float
            ) -> list[list[tuple[int, int]]]:
    """The flames over the ribbon drawn at ``rect`` at ``age`` seconds with ``heat`` (0..1,
    1 while it stands): each a closed outline, its root under the ribbon's top edge, its tip
    above it, swaying and flickering with ``age``; none once the heat is out."""
    if heat <= 0 or rect.h < 4 or rect.w < 4:
        return []
    root = rect.top + theme.px(ROOT, scale)
    width = max(6, round(rect.h * 0.42))
    count = max(3, rect.w // width - 1)
    step = (rect.w - width) / count
    shapes = []
    for i in range(count + 1):
        flicker = 0.7 + 0.3 * math.sin(age * 11 + i * 2.3)
        tall = max(2, round(rect.h * TALL * flicker * heat * (0.8 if i % 2 else 1.0)))
        left = rect.left + round(i * step)
        sway = width * 0.22 * math.sin(age * 7 + i * 1.3)
        shapes.append(_tongue(left + width / 2, root, rect.top - tall, width, sway))
    return shapes


SIDE_POINTS = 8
"""Points up each side of a tongue's outline (a smooth flame, not a spike)."""


def _tongue(centre: float, root: int, tip: int, width: int, sway: float
            ) -> list[tuple[int, int]]:
    """One tongue's outline: up its left side from its root to its tip (leaning ``sway``
    pixels), down its right side: full at its root, swelling a little, narrowing to a point."""
    side: list[tuple[float, float]] = []
    for k in range(SIDE_POINTS):
        t = k / SIDE_POINTS  # 0 at the root, towards 1 at the tip
        half = width / 2 * (1 - t) ** 0.75 * (1 + 0.2 * math.sin(math.pi * t))
        side.append((centre + sway * t * t - half, root + (tip - root) * t))
    left = [(round(x), round(y)) for x, y in side]
    right = [(round(2 * (centre + sway * ((y - root) / (tip - root)) ** 2) - x), round(y))
             for x, y in reversed(side)]
    return [*left, (round(centre + sway), tip), *right]


def draw_crown(surface: pygame.Surface, rect: pygame.Rect, scale: float, age: float,
               heat: float) -> None:
    """The flames over the hot dice' ribbon at ``rect`` (drawn before it: their roots lie
    under its top edge), each an orange tongue round a yellow heart."""
    for outline in tongues(rect, scale, age, heat):
        pygame.draw.polygon(surface, OUTER, outline)
        base_x = (outline[0][0] + outline[-1][0]) / 2
        base_y = outline[0][1]
        heart = [(round(base_x + (x - base_x) * 0.5), round(base_y + (y - base_y) * 0.6))
                 for x, y in outline]  # a smaller flame inside, from the same root
        pygame.draw.polygon(surface, INNER, heart)


def rising(dice: list[pygame.Rect], top: int, age: float, heat: float
           ) -> list[list[tuple[int, int]]]:
    """Flames rising from each hot die in ``dice`` up to ``top`` (the hot dice' ribbon's
    lower edge, round 70, critic B69: bare felt lay between it and its dice): two tongues a
    die, their roots behind its upper half, their tips past ``top`` (hidden under the ribbon),
    swaying and flickering with ``age``; none once the heat is out or the ribbon is down on
    the dice."""
    shapes: list[list[tuple[int, int]]] = []
    if heat <= 0:
        return shapes
    for i, die in enumerate(dice):
        root = die.top + die.h // 3
        if root - top < die.h // 2:  # (the ribbon still rising over them)
            continue
        for k in range(2):
            j = 2 * i + k
            flicker = 0.5 + 0.5 * math.sin(age * 10 + j * 1.9)
            reach = (root - top + die.h * (0.1 + 0.3 * flicker)) * heat
            width = die.w * (0.62 if k else 0.7) * (0.9 + 0.1 * flicker)
            centre = die.left + die.w * (0.33 if k == 0 else 0.67)
            sway = width * 0.25 * math.sin(age * 6.5 + j * 1.3)
            shapes.append(_tongue(centre, root, round(root - reach), round(width), sway))
    return shapes


def draw_rising(surface: pygame.Surface, dice: list[pygame.Rect], top: int, age: float,
                heat: float) -> None:
    """The flames rising from the hot dice to the ribbon's lower edge at ``top`` (drawn
    before the dice and the ribbon: their roots behind the dice, their tips under it)."""
    for outline in rising(dice, top, age, heat):
        pygame.draw.polygon(surface, OUTER, outline)
        base_x = (outline[0][0] + outline[-1][0]) / 2
        base_y = outline[0][1]
        heart = [(round(base_x + (x - base_x) * 0.5), round(base_y + (y - base_y) * 0.72))
                 for x, y in outline]
        pygame.draw.polygon(surface, INNER, heart)
