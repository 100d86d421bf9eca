"""One takeover per event: a turn whose throw had its headline ("Cinci de 1!") banks those
points with at most the banner, never a second full stage a few seconds later (critic B28:
sheet_bank2000b), and just those points with no stage at all (hL62, critic B61: "staged
twice"); a turn without one keeps the bank's headline."""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table


def test_a_bank_after_its_throws_headline_is_not_staged_again():
    # hL62 (critic B61: "a 2 000 bank of five 1s is staged twice"): the bank of just what
    # its headline said takes no stage at all (was: the banner), its "+2 000" flies home
    table = Table((1, 1, 1, 1, 1, 2))
    table.flow.press_roll()
    table.run(4.0)
    for index in range(5):
        table.flow.press_die(index)
    table.flow.press_bank()
    table.run(DT)
    assert not table.flow.moment.busy and not table.flow.flight.staged


def test_a_bank_of_more_than_its_headline_said_is_a_banner():
    table = Table((1, 1, 1, 1, 1, 2, 5))  # five 1s said, then a 5 more: 2 050
    table.flow.press_roll()
    table.run(4.0)
    for index in range(5):
        table.flow.press_die(index)
    table.flow.press_roll()
    table.run(4.0)
    table.flow.press_die(0)
    table.flow.press_bank()
    table.run(DT)
    assert table.flow.moment.kind == "bank_banner"


def test_a_big_bank_without_a_headline_keeps_its_own():
    table = Table((1, 1, 1, 2, 3, 4, 1, 1, 1))  # three 1s, then three 1s more: 2 000
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.flow.press_bank()
    table.run(DT)
    assert table.flow.moment.kind == "bank_big"
