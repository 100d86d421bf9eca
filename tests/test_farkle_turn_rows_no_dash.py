"""The Tura panel's "Zaruri de aruncat" and "Risc" say a figure in every beat of a turn (round
74, hA74, ruling S14's round-74 paragraph): before the first throw the six dice and their
risk, after a throw and a selection the dice left and theirs, while dice fly and under a bust
or a bank the figures the throw (or the bank) was made with, never "—" (a dash row read as a
placeholder in the beats it meant nothing). Driven through the flow with its fake dice and
clock; the rows are the view's own (:func:`game.views.farkle_views.turn_panel`)."""

from __future__ import annotations

from game import theme
from game.i18n import Translator, format_percent
from game.rules.farkle import bust_probability
from game.views.farkle_views import turn_panel
from tests.test_farkle_flow import DT, LAND, Table

TR = Translator.load("ro")
DICE_TO_ROLL = TR("farkle.label.dice_to_roll")
RISK = TR("farkle.label.risk")
BANKED = TR("farkle.label.banked")
BUST = (2, 3, 4, 6, 6, 2)
"""Six dice that score nothing."""


def _values(table: Table) -> tuple[str, str]:
    lines, _, _ = turn_panel(table.flow, TR, table.dice.visible())
    values = {line.label: line.value for line in lines}
    if BANKED in values:  # (round 74, hF87, ruling S14: a bank shown says "Încasat +150",
        return values[BANKED], ""  # the dice and risk rows yield to it)
    return values[DICE_TO_ROLL], values[RISK]


def _every_frame(table: Table, seconds: float, seen: list[tuple[str, str]]) -> None:
    for _ in range(round(seconds / DT)):
        table.run(DT)
        seen.append(_values(table))


def test_a_bust_keeps_the_figures_it_was_thrown_with_never_a_dash():
    table = Table((1, 2, 3, 4, 6, 6) + BUST[:5])
    assert _values(table) == ("6", format_percent(bust_probability(6)))  # before a throw
    table.throw_and_keep(0)
    five = ("5", format_percent(bust_probability(5)))
    assert _values(table) == five  # a selection: the dice left and their risk
    table.flow.press_roll()  # five dice: a bust
    seen = [_values(table)]
    _every_frame(table, LAND + 0.1, seen)
    assert table.flow.hold > 0 and table.said() == ["farkle.bust"]
    under_bust = []
    while table.flow.hold > 0:
        table.run(DT)
        under_bust.append(_values(table))
    assert set(seen) == {five}  # in the air, then landed: the five it was thrown with
    assert under_bust and set(under_bust[:-1]) == {five}  # the stamp lies: still the five
    _every_frame(table, theme.FARKLE_BUST_HOLD, seen)
    assert _values(table) == ("6", format_percent(bust_probability(6)))  # Ion's turn


def test_a_bank_and_the_computers_turn_say_figures_in_every_frame():
    table = Table((1, 5, 2, 3, 4, 4) + (1, 1, 1, 2, 3, 4) * 4, computer=True,
                  names=("Ana",))
    seen: list[tuple[str, str]] = [_values(table)]
    table.throw_and_keep(0, 1)
    seen.append(_values(table))
    table.flow.press_bank()  # Ana banks 150; the computer plays its turn through
    _every_frame(table, 12.0, seen)
    assert not any("—" in value for pair in seen for value in pair), seen
    assert ("+150", "") in seen and ("150", "") in seen, seen  # (Ana's bank said as
    # (round 81, hF107, S96 2.: its "+150" stands whole while her row counts, never "+100")
    assert ("+100", "") not in seen, seen
    # such, hF87; counting into her total, then settled, hA75; its "+150" the flight's to
    # say while it flies, the row waiting: round 75, hA76, ruling S14)
