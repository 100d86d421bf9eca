"""A held die wears one clear ring, nothing else (critic round 68: held dice showed a ring, a
second band of glow inside it and a halo around it, and the "Sugestie" outline on top)."""

from __future__ import annotations

import pygame

from game.widgets.dice_render import HELD_COLOUR, Look, canvas_side, margin, render_die

SIZE = 120


def _outside_row(look: Look) -> list[int]:
    """The alphas of the die's picture along its middle row, from the body's right edge out."""
    pygame.init()
    die = render_die(5, SIZE, look)
    side = canvas_side(SIZE)
    assert die.get_width() == side
    y = side // 2
    right = margin(SIZE) + SIZE
    return [die.get_at((x, y)).a for x in range(right + 1, side)]


def test_a_held_die_wears_one_ring_and_no_halo():
    alphas = _outside_row(Look.HELD)
    seen = [i for i, a in enumerate(alphas) if a > 24]
    assert seen, "no ring at all"
    band = alphas[seen[0]:seen[-1] + 1]
    # one solid band (its two edges smoothed), no fading glow in or beyond it
    assert all(a > 200 for a in band[1:-1]), band
    assert len(band) <= round(0.08 * SIZE), len(band)  # a ring, not a halo
    die = render_die(5, SIZE, Look.HELD)
    x = margin(SIZE) + SIZE + 1 + seen[0] + len(band) // 2
    ring = die.get_at((x, canvas_side(SIZE) // 2))
    assert max(abs(a - b) for a, b in zip(ring[:3], HELD_COLOUR, strict=True)) < 40  # gold


def test_a_plain_die_wears_nothing_around_it():
    assert max(_outside_row(Look.NORMAL)) <= 24
