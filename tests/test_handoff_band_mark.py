"""The hand-off band's seat token is the seat's own mark (round 72, critic E71: the ribbon's
token was a disc for every seat, "○" read for the second player's "■"): on the band, the
mark as the players' panel and the "La rând" pill draw it
(:func:`game.widgets.seats.mark_image`: its shape in the seat's colour, a dark rim round it),
on both tables' bands."""

from __future__ import annotations

import numpy as np
import pygame
import pygame.surfarray  # the game imports pygame without numpy (game.lean_import)

from game.flow.turn_handoff import Handoff
from game.views.turn_handoff import band_colour, draw_handoff
from game.widgets import layout_record
from game.widgets.seats import SEATS, mark_image

SIDE = 32
"""Side of the squares the shapes are compared in."""


def _shape(mask: np.ndarray) -> np.ndarray:
    """``mask`` (x, y booleans) cropped to what it covers, scaled to SIDE × SIDE."""
    xs, ys = np.nonzero(mask)
    assert len(xs), "no mark on the band"
    crop = mask[xs.min():xs.max() + 1, ys.min():ys.max() + 1]
    picture = pygame.surfarray.make_surface(np.stack([crop * 255] * 3, axis=-1).astype(
        np.uint8))
    scaled = pygame.surfarray.array3d(pygame.transform.smoothscale(picture, (SIDE, SIDE)))
    return scaled[:, :, 0] > 127


def _own_mark(style: int) -> np.ndarray:
    """The shape of seat ``style``'s mark as the players' panel draws it."""
    alpha = pygame.surfarray.array_alpha(mark_image(style, SIDE * 4))
    return _shape(alpha > 127)


def _likeness(a: np.ndarray, b: np.ndarray) -> float:
    """How alike two shapes are: their overlap over their union, less twice the gap between
    how much of its box each fills (a disc and a square overlap much: the square fills its
    box, the disc 0.79 of it)."""
    return float((a & b).sum()) / max(1, int((a | b).sum())) - 2 * abs(a.mean() - b.mean())


def test_the_bands_token_is_the_seats_own_mark():
    # (the Yams band; the 10 000's notched ribbon case retired in round 75 at hG79's merge:
    # its passing is a seat card, whose mark tests/test_farkle_seat_card.py checks)
    size = (1920, 1080)
    felt = pygame.Rect(420, 140, 1080, 700)
    marks = [_own_mark(style) for style in range(SEATS)]
    for style in range(SEATS):
        handoff = Handoff()
        handoff.due(1, "Constantinos e la rând")
        assert handoff.begin_if(True, 1.0)
        handoff.update(0.3)
        assert handoff.active and handoff.settle <= 0
        surface = pygame.Surface(size)
        surface.fill((20, 90, 50))
        layout_record.start(size)
        try:
            rect = draw_handoff(surface, handoff, style, felt, felt.centery, 1.0)
            words = next(t for t in layout_record.frame().texts if t.role == "handoff")
        finally:
            layout_record.stop()
        assert rect is not None
        # the mark: what is not the band's ground just before the words
        side = round(words.rect.h * 1.2)
        lane = pygame.Rect(words.rect.x - side - 4, words.rect.centery - side // 2, side,
                           side)
        assert rect.contains(lane)
        pixels = pygame.surfarray.array3d(surface.subsurface(lane)).astype(float)
        ground = pygame.surfarray.array3d(surface.subsurface(lane.move(-side, 0)))[:1].astype(
            float)  # (each row's band ground, left of the mark: the ribbon's trim lines)
        assert np.abs(ground - np.array(band_colour(style), float)).max(axis=2).mean() < 60
        seen = _shape(np.abs(pixels - ground).max(axis=2) > 40)
        likeness = [_likeness(seen, mark) for mark in marks]
        best = max(range(SEATS), key=likeness.__getitem__)
        assert best == style, (style, [round(v, 2) for v in likeness])
        assert likeness[style] >= 0.5, (style, likeness[style])
