"""Every figure on the 10 000 table says the state its players list says, at every frame of a
bank (round 71, critic B71: under a big bank's stage, its row at 2 000 already, the Tura panel
still said "Până la obiectiv: 10 000"): the turn panel's "Până la obiectiv" and its score
("Scor"; "După încasare" until round 72) count in with the row, figure for figure (round 72,
critics E71 and G71: at 84 % of a big bank's stage the row counted 650 beside "Scor 0" and
"Până la obiectiv: 10 000", which then jumped)."""

from __future__ import annotations

from game.i18n import Translator, format_int
from game.views.farkle_views import bank_fact, player_lines, turn_panel
from tests.test_farkle_flow import DT, Table

TR = Translator.load("ro")


def _to_go(table: Table) -> list[str]:
    """The Tura panel's "Până la obiectiv: …" notes now."""
    head = TR("farkle.turn.to_go", points="@").split("@")[0]
    notes = turn_panel(table.flow, TR, table.dice.visible())[1]
    return [text for text, _ in notes if text.startswith(head)]


def _watch_the_bank(table: Table, seconds: float) -> set[int]:
    """Step the bank's frames while its banker's turn shows; every frame, the panel's figures
    agree with the row's; return the row's figures seen."""
    flow = table.flow
    banker = flow.shown_player
    target = table.game.target
    rows: set[int] = set()
    for _ in range(round(seconds / DT)):
        table.run(DT)
        if flow.shown_player != banker:
            break
        said = player_lines(flow, TR, table.dice.visible())[banker].total  # (the list's)
        row = int(said.replace("\u00a0", "").replace(" ", ""))
        rows.add(row)
        assert _to_go(table) == [TR("farkle.turn.to_go", points=format_int(target - row))], (
            row, _to_go(table))
        fact = bank_fact(flow, TR, table.dice.visible())
        assert fact is not None and fact.value == format_int(row), (row, fact)
    return rows


def test_under_a_big_banks_stage_the_panel_says_the_rows_new_total():
    table = Table((1, 1, 1, 2, 3, 4, 1, 1, 1))  # three 1s, then three 1s more: 2 000
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.flow.press_bank()
    rows = _watch_the_bank(table, 12.0)
    assert 2_000 in rows, rows  # the row said its new total while the banker's turn showed


def test_while_a_small_bank_counts_in_the_panel_follows_the_row():
    table = Table((1, 5, 2, 3, 4, 6), totals=(2_000, 0))
    table.throw_and_keep(0, 1)
    table.flow.press_bank()
    rows = _watch_the_bank(table, 8.0)
    assert 2_000 in rows, rows
