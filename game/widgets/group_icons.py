"""The small icons Settings' cards wear in their heading line (hM60, critic A51: "a small icon
per group"), drawn in code in one ink: a screen (language and window), a speaker (sound), a die
(the dice's pace and the tips), a robot's head (the computer)."""

from __future__ import annotations

import pygame

GROUP_ICONS = ("screen", "sound", "pace", "computer")
"""The icons a Settings card may wear, in the cards' order."""


def draw_group_icon(surface: pygame.Surface, kind: str, box: pygame.Rect,
                    ink: tuple[int, int, int]) -> None:
    """Draw the icon ``kind`` (one of :data:`GROUP_ICONS`) in ``ink`` inside the square
    ``box``."""
    n, line = box.w, max(2, box.w // 12)
    if kind == "screen":  # a monitor on its foot
        face = pygame.Rect(box.x, box.y + n // 10, n, n * 3 // 5)
        pygame.draw.rect(surface, ink, face, line, border_radius=max(1, n // 10))
        pygame.draw.line(surface, ink, (box.centerx, face.bottom), (box.centerx,
                                                                    box.bottom - line), line)
        pygame.draw.line(surface, ink, (box.x + n // 4, box.bottom - line),
                         (box.right - n // 4, box.bottom - line), line)
    elif kind == "sound":  # a speaker and two waves
        u = n / 24
        speaker = [(2 * u, 9 * u), (6 * u, 9 * u), (11 * u, 4 * u), (11 * u, 20 * u),
                   (6 * u, 15 * u), (2 * u, 15 * u)]
        pygame.draw.polygon(surface, ink, [(box.x + round(x), box.y + round(y))
                                           for x, y in speaker])
        for r in (5, 9):
            arc = pygame.Rect(0, 0, round(2 * r * u), round(2 * r * u))
            arc.center = (box.x + round(11 * u), box.centery)
            pygame.draw.arc(surface, ink, arc, -0.8, 0.8, line)
    elif kind == "pace":  # a die showing five
        face = box.inflate(-n // 8, -n // 8)
        pygame.draw.rect(surface, ink, face, line, border_radius=max(2, n // 5))
        pip = max(1, n // 12)
        q = face.w // 4
        for dx, dy in ((-q, -q), (q, -q), (0, 0), (-q, q), (q, q)):
            pygame.draw.circle(surface, ink, (face.centerx + dx, face.centery + dy), pip)
    else:  # the computer: a robot's head, an antenna over a face with two eyes
        face = pygame.Rect(box.x, box.y + n // 4, n, n - n // 4)
        pygame.draw.line(surface, ink, (box.centerx, box.y + line), (box.centerx, face.y),
                         line)
        pygame.draw.circle(surface, ink, (box.centerx, box.y + line), line)
        pygame.draw.rect(surface, ink, face, line, border_radius=max(1, face.h // 4))
        eye = max(1, n // 10)
        for dx in (-face.w // 4, face.w // 4):
            pygame.draw.circle(surface, ink, (face.centerx + dx, face.y + face.h * 2 // 5), eye)
        pygame.draw.line(surface, ink, (face.centerx - face.w // 5, face.y + face.h * 3 // 4),
                         (face.centerx + face.w // 5, face.y + face.h * 3 // 4), line)
