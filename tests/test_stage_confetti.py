"""A grand stage's confetti has depth: far pieces small, near ones large and out of focus,
every piece turning in the plane as it falls (critic hB25: flat, same-size rectangles)."""

from __future__ import annotations

import pygame

from game.views import stage_confetti


def test_confetti_pieces_come_in_depths_some_near_and_soft():
    shares = [stage_confetti.size_share(k) for k in range(110)]
    assert max(shares) >= 3 * min(shares)  # far and near
    soft = [k for k in range(110) if stage_confetti.soft(k)]
    assert 0.08 * 110 <= len(soft) <= 0.3 * 110  # a few out of focus, most sharp


def test_confetti_pieces_turn_as_they_fall():
    turns = {round(stage_confetti.turn(k, 4.0, 0.5)) % 90 for k in range(40)}
    assert len(turns) > 10  # every which way, not all square to the window
    first, later = stage_confetti.turn(3, 4.0, 0.2), stage_confetti.turn(3, 4.0, 0.6)
    assert first != later  # and turning


def test_a_near_piece_is_soft_a_sharp_piece_is_not():
    pygame.init()
    near = next(k for k in range(110) if stage_confetti.soft(k))
    sharp = next(k for k in range(110) if not stage_confetti.soft(k)
                 and stage_confetti.depth(k) > stage_confetti.FAR)
    alphas = []
    for k in (near, sharp):
        slip = stage_confetti.piece(k, (230, 90, 80), 40, 1.0, 0.0, 0.0, 1.0)
        alphas.append(max(slip.get_at((x, y))[3] for x in range(slip.get_width())
                          for y in range(slip.get_height())))
    assert alphas[0] < alphas[1] * 0.8, alphas  # the near one see-through, blurred
