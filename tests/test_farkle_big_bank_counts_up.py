"""(Amended round 80, hF104, ruling S87 1.: a banner's bank's plaque stands alone; amended
round 81, hF107, ruling S96 2.: its row counts in as the plaque lands, whole by 40 %.)

A banner's bank (1 050) holds the banker's new total in their row once its chips have
landed (round 70, critic B70: round 40's "from the banner's first frame" read the new total
beside a "+1 050" still flying; the row counts in as the chips land,
tests/test_farkle_banner_bank_counts_with_chips.py), whole, through the rest of the stage and
after it (no count, no step back); the turn passes once the stage has left. Stepped with
the fake clock.

History: round 30 (critic "10 000 table" §2) had the row keep its old total while the points
flew, then count up as they landed; hB31 narrowed that to the banner tier; round 40 reverses
it for every staged bank (tests/test_farkle_bank_stage_dice.py)."""

from __future__ import annotations

from game.views.farkle_views import player_lines
from tests.test_farkle_flow import DT, Table


def _shown(table: Table, player: int) -> tuple[int, float]:
    line = player_lines(table.flow, table.app.tr, True)[player]
    return int(line.total.replace("\u00a0", "").replace(" ", "")), line.shown


def test_a_banners_bank_counts_in_as_its_plaque_lands_never_after_it():
    # (amended round 80, hF104, ruling S87 1., critic cB79 #7: was "holds the new total once
    # its chips have landed", under the plaque; round 70's chips counting it in are retired;
    # amended round 81, hF107, ruling S87 amended round 81 / S96 2., critic cF80: the row
    # kept 0 beside the plaque's "+1 050"; now it counts in as the plaque lands, whole from
    # 40 % of its stage, never a second count after it)
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)  # 1 050: a banner's bank
    flow.press_bank()
    assert flow.flight is not None and flow.flight.staged
    under = []
    for step in range(101):  # its plaque up: the row counts in as it lands
        flow.stage_aged("bank_banner", step / 100)
        under.append(_shown(table, 0)[0])
    assert under[0] == 500 and under[40] == under[-1] == 1_550, under
    assert under == sorted(under) and sum(500 < s < 1_550 for s in under) >= 3, under
    flow.land_flight()  # the plaque gone (stage_pictures.landed)
    flow.bank_told()
    shown = []
    for _ in range(240):
        shown.append(_shown(table, 0)[0])
        if flow.shown_player != 0:
            break
        table.run(DT)
    assert set(shown) == {1_550}, shown[:5]  # whole, no step back, no second count


def test_the_turn_passes_once_the_staged_bank_has_landed_and_counted():
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)
    flow.press_bank()
    assert flow.shown_player == 0, "the banker's turn stays while its banner is up"
    flow.land_flight()  # the stage's number lands in the row (stage_pictures.landed)
    flow.bank_told()  # and the stage leaves (stage_pictures.after_stage)
    assert flow.counting_up  # (S87 1.: a banner's bank counts in after its plaque)
    for _ in range(600):  # (the flow's own moment clock plays here: no stage overlay)
        if flow.shown_player != 0:
            break
        if flow.counting_up:
            assert flow.shown_player == 0, "the banker's turn stays while its row counts"
        table.run(DT)
    assert flow.shown_player == 1, "then the turn passes"
    assert _shown(table, 0)[0] == 1_550


def test_a_small_bank_counts_up_and_the_turn_passes_once_it_has_counted():
    # a bank under 1 000 takes no stage: its "+150" flies, lands, and the row counts up;
    # the banker's turn stays until it has counted (hF30), then the turn passes
    table = Table((1, 5, 2, 3, 4, 4), totals=(500, 0))
    flow = table.flow
    table.throw_and_keep(0, 1)  # 150
    flow.press_bank()
    assert flow.flight is not None and not flow.flight.staged
    flow.land_flight()
    flow.bank_told()
    assert flow.counting_up
    assert flow.shown_player == 0, "the banker's turn stays while its row counts"
    for _ in range(600):
        if flow.shown_player != 0:
            break
        table.run(DT)
        if flow.counting_up:
            assert flow.shown_player == 0, "the banker's turn stays while its row counts"
    assert flow.shown_player == 1, "then the turn passes"
