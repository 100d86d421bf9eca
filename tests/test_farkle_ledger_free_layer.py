"""The ledger's rows to come (round 50) are one faint rule each, drawn once per size and scale
(review of round 50: ``draw_free_rows`` built a new SRCALPHA layer every frame), in the
theme's edge colour, their inside bare (hF72; review round 70: the test pinned the old inset's
colours)."""

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


def test_the_rows_to_come_are_a_faint_rule_each_in_the_theme_edge_colour():
    """An empty row is one rule along its foot in :data:`theme.FARKLE_FREE_ROW_EDGE`, its
    inside left bare (no inset fill: critic B69, empty boxes read as dead input fields)."""
    pygame.init()
    layer = farkle_ledger.rule_layer(120, 1.0)
    assert layer.get_height() == theme.px(2, 1.0)
    assert tuple(layer.get_at((60, 0))) == theme.FARKLE_FREE_ROW_EDGE
    surface = pygame.Surface((400, 700))
    surface.fill(theme.PANEL)
    rect = pygame.Rect(0, 0, 380, 680)
    farkle_ledger.draw_free_rows(surface, rect, 1.0, 80)
    places = farkle_ledger.free_rows(rect, 1.0, 80)
    assert len(places) > 1
    place = places[0]
    assert tuple(surface.get_at((place.centerx, place.bottom - 1)))[:3] != theme.PANEL[:3]
    assert tuple(surface.get_at(place.center))[:3] == theme.PANEL[:3]  # its inside bare
