"""A full card's TOTAL says one figure (critic C69: "the count says 313, the cell says 287, and
the ranking says „2. Ion 287”"; then the list was swapped for „Ion trece pe primul loc”): while
the big figure counts up, the lifted TOTAL box and the player's standings row say the figure it
says; once the count goes past the total ahead of it the rows glide to their new order, and the
list stays, the lead line said beside it, never in its place."""

from __future__ import annotations

import pytest

from game.flow.stage import (
    COUNT,
    RERANK_SECONDS,
    StageClock,
    count_landed,
    counted_figure,
    overtakes_at,
    reranked,
)

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_glide_starts_as_the_count_goes_past_the_total_ahead():
    clock = StageClock("card_total_rare")
    start, end, ahead = 287, 313, 305
    begin = overtakes_at(clock, start, end, ahead)
    assert COUNT[0] * clock.duration < begin < count_landed(clock)
    clock.age = begin - 0.02  # a frame before: the count has not gone past, nothing moves
    assert counted_figure(clock, start, end) <= ahead
    assert reranked(clock, start, end, ahead) == 0.0
    clock.age = begin + 0.001  # past it: the count says more, the glide under way
    assert counted_figure(clock, start, end) > ahead
    clock.age = begin + RERANK_SECONDS / 2
    assert 0.0 < reranked(clock, start, end, ahead) < 1.0
    clock.age = begin + RERANK_SECONDS
    assert reranked(clock, start, end, ahead) == 1.0
    clock.age = begin  # nobody passed: it waits for the count to land
    assert reranked(clock, start, end, None) == 0.0
    clock.age = count_landed(clock) + RERANK_SECONDS
    assert reranked(clock, start, end, None) == 1.0

