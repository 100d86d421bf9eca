"""A big bank tells one story (critic B62: after "Încasare mare!" the banker's row counted up
790 -> 1 600 -> 1 980 while the lead already read "Jucătorul 1 · 2 000", and a line
"Jucătorul 1 încasează" repeated what the plate had said). Every figure agrees at every frame:
the row takes the new total as the "+2 000" lands in it (the flying figure was the count),
the lead names it from that same frame; the plate said who banks: no line says it again.
Decided by the flow (fake clock)."""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table


def _big_bank() -> Table:
    table = Table((1, 1, 1, 2, 3, 4, 1, 1, 1))  # three 1s, then three 1s more: 2 000
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.flow.press_bank()
    table.run(DT)
    assert table.flow.moment.kind == "bank_big"
    return table


def _lead_figure(line: str) -> int:
    return int(line.rsplit("·", 1)[1].replace(" ", "")) if "·" in line else 0


def test_the_row_and_the_lead_say_the_same_total_at_every_frame():
    table = _big_bank()
    flow = table.flow
    seen = set()
    for _ in range(round(6.0 / DT)):
        row = flow.game.totals[0] - flow.row_left(0)
        assert row == _lead_figure(flow.leader_line()), (row, flow.leader_line())
        seen.add(row)
        table.run(DT)
    assert seen == {0, 2_000}, seen  # the old total, then the new one: no running figure


def test_no_line_repeats_the_big_bank_plate():
    table = _big_bank()
    flow = table.flow
    for _ in range(round(6.0 / DT)):
        said = flow.prompt()
        assert said is None or said.key != "farkle.banked", said.text
        table.run(DT)


def test_the_line_is_quiet_while_the_panels_show_the_banker():
    # (nor does it speak of the next player's throw over the banker's turn: "Aruncă cele 6
    # zaruri ca să începi tura" under Jucătorul 1's glowing row, seen in hL63's frames)
    table = _big_bank()
    flow = table.flow
    shown = 0
    for _ in range(round(6.0 / DT)):
        if flow.frozen is not None and flow.frozen is flow.banked_view:
            shown += 1
            assert flow.prompt() is None, flow.prompt().text
        table.run(DT)
    assert shown > 0
