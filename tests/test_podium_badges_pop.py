"""The podium's place badges pop (hR25, critic: "the place badges appear with no pop"): once
the blocks have risen, each badge grows out of its step with a short scale pop, past its
size and back, in rank order (the winner's first, equal places together)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow
from game.widgets import layout_record
from game.widgets.podium import RISE, draw_podium

ROWS = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
        ResultRow(3, "Dan", 190, seat=2)]
TIED = [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
        ResultRow(3, "Dan", 190, seat=2)]
SIZE = (1400, 700)


def _badges(rows: list[ResultRow], rise_time: float | None) -> dict[str, pygame.Rect]:
    """The place badges' figures drawn at ``rise_time`` (by their text)."""
    layout_record.start(SIZE)
    try:
        layout_record.begin(SIZE)
        draw_podium(pygame.Surface(SIZE), pygame.Rect(0, 0, *SIZE), rows, lambda r: r.name,
                    10.0, 1.0, rise_time=rise_time)
        marks = [m for m in layout_record.frame().texts if m.role == "podium_place"]
    finally:
        layout_record.stop()
    found: dict[str, pygame.Rect] = {}
    for mark in marks:
        found.setdefault(mark.text, mark.rect)
    return found


@pytest.mark.parametrize("rows", [ROWS, TIED], ids=["one_two_three", "tied"])
def test_the_badges_pop_in_rank_order_once_the_blocks_have_risen(rows):
    pygame.init()
    final = _badges(rows, None)  # standing: every badge at its size
    assert sorted(final) == sorted({str(row.place) for row in rows})
    # none while the blocks still rise: the badges come once they stand
    for k in range(0, 30):
        assert _badges(rows, RISE * k / 30) == {}, k
    first: dict[str, int] = {}
    tallest: dict[str, int] = {}
    smallest: dict[str, int] = {}
    for frame in range(0, 90):  # 1.5 s after the rise
        for text, rect in _badges(rows, RISE + frame / 60).items():
            first.setdefault(text, frame)
            tallest[text] = max(tallest.get(text, 0), rect.h)
            smallest[text] = min(smallest.get(text, 10_000), rect.h)
    assert sorted(first) == sorted(final)  # every badge came
    assert first["1"] <= 3  # the winner's at once
    places = sorted(first, key=int)
    for better, worse in zip(places, places[1:], strict=False):
        assert first[better] < first[worse], first  # in rank order, one after another
    assert first[places[-1]] <= 30  # all in within half a second
    for text, rect in final.items():
        assert smallest[text] < rect.h, (text, smallest, rect)  # growing in
        assert tallest[text] > rect.h, (text, tallest, rect)  # past its size: a pop
        settled = _badges(rows, RISE + 1.5)[text]
        assert settled.size == rect.size  # then at rest at its size
