"""One takeover per event: a turn whose throw had its headline ("Cinci de 1!") banks those
points with at most the banner, never a second full stage a few seconds later (critic B28:
sheet_bank2000b); a turn without one keeps the bank's headline."""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table


def _bank_after(dice: tuple[int, ...]) -> str | None:
    """The moment staged by banking the first five dice of a throw of ``dice``."""
    table = Table(dice)
    table.flow.press_roll()
    table.run(4.0)  # the dice seen, the throw's moment (if any) played to its end
    for index in range(5):
        table.flow.press_die(index)
    table.flow.press_bank()
    table.run(DT)
    return table.flow.moment.kind


def test_a_bank_after_its_throws_headline_is_a_banner():
    assert _bank_after((1, 1, 1, 1, 1, 2)) == "bank_banner"  # five 1s: said on the throw


def test_a_big_bank_without_a_headline_keeps_its_own():
    table = Table((1, 1, 1, 2, 3, 4, 1, 1, 1))  # three 1s, then three 1s more: 2 000
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.flow.press_bank()
    table.run(DT)
    assert table.flow.moment.kind == "bank_big"
