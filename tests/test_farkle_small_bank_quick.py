"""A small bank passes the turn briskly (round 75, critic cB75: ~1.5 s, ~90 frames, from the
click on "Încasează" to the next player's ribbon for a bank of 100): under the banner's
threshold the "+N" rises and the row counts it in within :data:`SMALL_BANK_SECONDS`, then the
turn's passing band comes; a bank of 1 000 and more keeps its staged moment, no shorter."""

from __future__ import annotations

import pytest

from game import theme
from tests.test_farkle_flow import DT, Table

SMALL_BANK_SECONDS = 0.8
"""The brief's ceiling: click to the next player's ribbon."""


def _click_to_ribbon(table: Table) -> float:
    """Seconds of the fake clock from the bank until the turn's passing band begins."""
    flow = table.flow
    flow.press_bank()
    frames = 0
    while not flow.handoff.active:
        table.run(DT)
        frames += 1
        assert frames < 600, "the turn never passed"
    return frames * DT


@pytest.mark.parametrize("keep, points", [((0,), 100), ((1,), 50), ((0, 1), 150)])
def test_a_small_bank_passes_the_turn_in_under_a_second(keep, points):
    table = Table((1, 5, 2, 3, 4, 4))
    table.throw_and_keep(*keep)
    took = _click_to_ribbon(table)
    assert table.game.totals[0] == points
    assert took <= SMALL_BANK_SECONDS + 2 * DT, took
    assert took >= 0.5, took  # still seen: the "+N" rises and the row counts it in


def test_a_small_banks_count_still_lands_whole_before_the_turn_passes():
    table = Table((1, 5, 2, 3, 4, 4))
    table.throw_and_keep(0, 1)
    flow = table.flow
    flow.press_bank()
    while not flow.handoff.active:
        table.run(DT)
    assert flow.row_totals()[0] == 150  # counted whole as the band comes


def test_a_big_bank_keeps_its_stage():
    table = Table((1, 1, 1, 5, 2, 3))
    table.throw_and_keep(0, 1, 2, 3)  # 1 050: the banner's threshold
    flow = table.flow
    flow.press_bank()
    assert flow.flight is not None and flow.flight.staged
    assert flow.flight.duration == pytest.approx(theme.FARKLE_FLY_TIME)
