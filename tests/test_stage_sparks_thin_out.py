"""A lesser stage's sparks thin out as its burst fades (round 74, hX86: stepped every 50 ms,
the "Nou record!" and "Bonus!" stages kept every spark whole as their words faded, and all of
them vanished in one frame as the burst ended, or the results card cut in over them): as many
sparks are drawn as the burst has left (:meth:`game.flow.stage.StageClock.burst`), the
fewer the later, none once it has gone."""

from __future__ import annotations

import math

import pygame

from game.flow.stage import BIG, StageClock
from game.views import stage as stage_view
from game.views.stage_picture import StagePicture


def _sparks(monkeypatch, progress: float) -> tuple[int, int, float]:
    """How many sparks a Bonus stage draws at ``progress``, of how many, and its burst."""
    picture = StagePicture(kind="upper_bonus", rarity=BIG, felt=pygame.Rect(0, 0, 1366, 700),
                           scale=0.7, stamp="Bonus!")
    clock = StageClock("upper_bonus")
    clock.age = clock.duration * progress
    drawn: list[tuple[int, int]] = []
    monkeypatch.setattr(stage_view, "draw_sparkle",
                        lambda surface, colour, centre, radius: drawn.append(centre))
    surface = pygame.Surface((1366, 768))
    stage_view._draw_burst(surface, picture, clock, (683, 300), (500, 200))
    return len(drawn), len(picture.particles), clock.burst()


def test_the_sparks_thin_out_with_the_burst_none_left_whole_to_vanish_at_once(monkeypatch):
    whole, count, burst = _sparks(monkeypatch, 0.5)
    assert burst == 1.0 and whole == count  # the burst whole: every spark
    seen = []
    for progress in (0.72, 0.76, 0.8, 0.84, 0.87):
        drawn, count, burst = _sparks(monkeypatch, progress)
        assert 0 < burst < 1
        assert drawn <= math.ceil(burst * count), (progress, drawn, burst, count)
        seen.append(drawn)
    assert seen == sorted(seen, reverse=True) and seen[0] > seen[-1], seen  # fewer and fewer
    assert _sparks(monkeypatch, 0.89)[0] == 0  # gone with the burst
