"""A banner's bank (1 050) lands in the banker's row as a small bank's does (round 30,
critic row "10 000 table" §2: the banner's "+1 050" flew over a row that still read 0, then
the row jumped): the row keeps its old total while the
points are on their way, then counts up to the new total as they land, never before, never
past it; one figure at a time (the old one never fades out under a stage that does not touch
it). Stepped with the fake clock.

hB31 narrowed this promise to the banner tier (critic round 31 §1): a headline's bank (2 000,
the goal) no longer counts up after its stage; its stage is the count and the table it hands
back says the new total whole (tests/test_farkle_bank_numbers_settled.py)."""

from __future__ import annotations

from game.views.farkle_views import player_lines
from tests.test_farkle_flow import DT, Table


def _shown(table: Table, player: int) -> tuple[int, float]:
    line = player_lines(table.flow, table.app.tr, True)[player]
    return int(line.total.replace("\u00a0", "").replace(" ", "")), line.shown


def test_a_staged_bank_counts_up_in_the_row_as_it_lands():
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)  # 1 050: a banner's bank
    flow.press_bank()
    assert flow.flight is not None and flow.flight.staged
    seen: list[int] = []
    while flow.flight is not None:  # on their way: the old total, whole
        total, shown = _shown(table, 0)
        assert total == 500 and shown == 1.0, (total, shown)
        table.run(DT)
    for _ in range(120):  # landed: it counts up to the new total
        total, shown = _shown(table, 0)
        assert 500 <= total <= 1_550 and shown == 1.0, (total, shown)
        seen.append(total)
        table.run(DT)
    assert seen == sorted(seen), "it only counts up"
    assert any(500 < t < 1_550 for t in seen), "it counts, it does not jump"
    assert seen[-1] == 1_550


def test_the_turn_passes_once_the_staged_bank_has_counted():
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)
    flow.press_bank()
    flow.land_flight()  # the stage's number lands in the row (stage_pictures.landed)
    flow.bank_told()  # and the stage leaves (stage_pictures.after_stage)
    assert flow.counting_up
    assert flow.shown_player == 0, "the banker's turn stays while its row counts"
    for _ in range(600):  # (the flow's own moment clock plays here: no stage overlay)
        if flow.shown_player != 0:
            break
        table.run(DT)
        if flow.counting_up:
            assert flow.shown_player == 0, "the banker's turn stays while its row counts"
    assert flow.shown_player == 1, "then the turn passes"
