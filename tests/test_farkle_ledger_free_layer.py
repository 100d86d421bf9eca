"""The ledger's rows to come (round 50) are one faint rule each, drawn once per size and scale
(review of round 50: ``draw_free_rows`` built a new SRCALPHA layer every frame), in the
theme's colours."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import farkle_ledger


def test_the_rows_to_come_are_drawn_from_one_layer_per_size(monkeypatch):
    pygame.init()
    surface = pygame.Surface((400, 700))
    rect = pygame.Rect(0, 0, 380, 680)
    made: list[tuple] = []
    real = pygame.Surface

    def counting(*args, **kwargs):
        made.append(args)
        return real(*args, **kwargs)

    farkle_ledger.draw_free_rows(surface, rect, 0.61, 80)  # the layer of this size made once
    monkeypatch.setattr(pygame, "Surface", counting)
    for _ in range(5):  # five frames: no new layer
        farkle_ledger.draw_free_rows(surface, rect, 0.61, 80)
    assert made == []
    assert farkle_ledger.free_rows(rect, 0.61, 80)  # (it drew rows)


def test_the_rows_to_come_take_the_theme_colours():
    assert theme.FARKLE_FREE_ROW_FILL == (0, 0, 0, 34)
    assert theme.FARKLE_FREE_ROW_EDGE == (*theme.GOLD, 46)
