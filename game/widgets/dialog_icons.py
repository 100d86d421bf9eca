"""The small drawn icon of each dialog's role (hM28: the critic saw dialogs with no icon): a
gold medallion astride the panel's top edge, its sign drawn in ink: two bars for the pause,
a door and an arrow out of it for leaving a game, the power sign for closing the app, an
exclamation mark for any other question that loses something."""

from __future__ import annotations

import math

import pygame

from game import theme

ROLES = ("pause", "leave", "quit", "warning")
"""Every dialog role with its icon."""

MEDALLION = 34
"""The medallion's radius, reference pixels."""
MEDALLION_LEAST = 22
"""Pixels: the medallion's radius at the least (a small window's icon still reads)."""


def icon_rect(panel: pygame.Rect, scale: float) -> pygame.Rect:
    """Where the medallion of a dialog with ``panel`` stands: centred on its top edge."""
    r = max(MEDALLION_LEAST, theme.px(MEDALLION, scale))
    return pygame.Rect(panel.centerx - r, panel.top - r, 2 * r, 2 * r)


def draw_dialog_icon(surface: pygame.Surface, role: str, panel: pygame.Rect,
                     scale: float) -> pygame.Rect:
    """Draw ``role``'s medallion on ``panel``'s top edge; return its rect."""
    if role not in ROLES:
        raise ValueError(f"unknown dialog role {role!r}")
    rect = icon_rect(panel, scale)
    r = rect.w // 2
    c = rect.center
    shade = max(2, theme.px(4, scale))
    pygame.draw.circle(surface, (0, 0, 0), (c[0] + shade // 2, c[1] + shade), r)
    pygame.draw.circle(surface, theme.GOLD, c, r)
    pygame.draw.circle(surface, theme.GOLD_DARK, c, r, max(2, theme.px(3, scale)))
    line = max(2, round(r * 0.16))
    ink = theme.INK
    x, y = c
    if role == "pause":
        for dx in (-r * 0.22, r * 0.22):
            bar = pygame.Rect(0, 0, round(r * 0.24), round(r * 0.9))
            bar.center = (round(x + dx), y)
            pygame.draw.rect(surface, ink, bar, border_radius=max(1, bar.w // 3))
    elif role == "leave":
        door = pygame.Rect(0, 0, round(r * 0.62), round(r * 1.0))
        door.center = (round(x - r * 0.2), y)
        pygame.draw.rect(surface, ink, door, line, border_radius=max(1, line // 2))
        pygame.draw.circle(surface, ink, (door.right - round(r * 0.17), y), max(1, line // 2))
        tip = (round(x + r * 0.62), y)
        pygame.draw.line(surface, ink, (round(x - r * 0.05), y), tip, line)
        head = round(r * 0.24)
        pygame.draw.polygon(surface, ink, [(tip[0] + line // 2, y), (tip[0] - head, y - head),
                                           (tip[0] - head, y + head)])
    elif role == "quit":
        ring = round(r * 0.52)
        box = pygame.Rect(0, 0, 2 * ring, 2 * ring)
        box.center = (x, round(y + r * 0.06))
        pygame.draw.arc(surface, ink, box, math.radians(125), math.radians(415), line)
        pygame.draw.line(surface, ink, (x, round(y - r * 0.62)), (x, round(y + r * 0.02)),
                         line)
    else:  # "warning": an exclamation mark
        stem = pygame.Rect(0, 0, round(r * 0.22), round(r * 0.7))
        stem.midtop = (x, round(y - r * 0.58))
        pygame.draw.rect(surface, ink, stem, border_radius=max(1, stem.w // 2))
        pygame.draw.circle(surface, ink, (x, round(y + r * 0.45)), max(2, round(r * 0.13)))
    return rect
