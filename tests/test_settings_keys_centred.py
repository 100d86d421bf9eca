"""A segmented choice's words (Română / English, Pornit / Oprit, Normală / Rapidă) stand in the
middle of their key's face: the capitals' band centred on the face, never sitting high."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.forms import Choice


def test_a_choice_keys_capitals_are_centred_on_its_face():
    pygame.init()
    for scale, size in ((1.0, 44), (0.56, 25)):
        choice = Choice([(0, "HEN"), (1, "NIH")], 0)
        choice.place(pygame.Rect(20, 20, round(620 * scale), round(66 * scale)), scale, size)
        surface = pygame.Surface((900, 200))
        surface.fill((0, 0, 0))
        choice.draw(surface)
        depth = theme.px(theme.BUTTON_DEPTH * 0.6, scale)
        for i, rect in enumerate(choice.rects):
            face = pygame.Rect(rect.x, rect.y, rect.w, rect.h - depth)
            ink = theme.INK if i == 0 else theme.BUTTON_TEXT
            xs = [(x, y) for x in range(face.x + 8, face.right - 8)
                  for y in range(face.y, face.bottom)
                  if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink,
                                                    strict=True)) < 60]
            top = min(y for _, y in xs)
            bottom = max(y for _, y in xs)
            centre = (top + bottom + 1) / 2
            assert abs(centre - face.centery) <= 1.5, (scale, i, top, bottom, face)
