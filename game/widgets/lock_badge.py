"""A gold disc with a dark padlock on it: a seat that stays where it is (New Game's computer,
who always plays last; hS51, critic A50: a bare "›" before its card read as an odd glyph)."""

from __future__ import annotations

import pygame

from game import theme


def draw_lock_badge(surface: pygame.Surface, centre: tuple[int, int], diameter: int) -> None:
    """A gold disc ``diameter`` pixels across centred on ``centre`` with a padlock drawn on it
    in the panels' dark ink (its body a rounded block, its shackle an arch over it)."""
    d = max(12, diameter)
    x, y = centre
    pygame.draw.circle(surface, theme.GOLD, centre, d // 2)
    ink = theme.PANEL
    body = pygame.Rect(0, 0, round(d * theme.LOCK_BODY[0]), round(d * theme.LOCK_BODY[1]))
    body.midtop = (x, y - round(d * 0.04))
    pygame.draw.rect(surface, ink, body, border_radius=max(1, d // 14))
    arch_w = round(body.w * 0.66)
    thick = max(2, round(d * 0.07))
    arch = pygame.Rect(0, 0, arch_w, round(arch_w * 1.1))
    arch.midtop = (x, body.y - round(arch.h * 0.5))
    pygame.draw.arc(surface, ink, arch, 0.0, 3.1416, thick)
    for side in (arch.x, arch.right - thick):  # the shackle's legs down into the body
        pygame.draw.rect(surface, ink, pygame.Rect(side, arch.centery, thick,
                                                    body.y - arch.centery + 1))
    hole = max(1, round(d * 0.05))  # the keyhole
    pygame.draw.circle(surface, theme.GOLD, (x, body.y + body.h * 2 // 5), hole)
