"""The goal's crest counts the reacher's total up from where the flow says (hK63: the
views worked the range out, parsing its last figure back out of the formatted words): from
the goal (never under it beneath "Obiectiv atins!"), or from the total before the bank when
that was over it already, to the new total."""

from __future__ import annotations

from tests.test_farkle_flow import LAND, Table


def _bank_to(totals: tuple[int, ...], names: tuple[str, ...] = ("Ana", "Ion")) -> Table:
    table = Table((1, 1, 1, 5, 2, 3), totals=totals, names=names)  # three 1s and a 5: 1 050
    table.flow.press_roll()
    table.run(LAND + 0.1)
    for i in range(4):
        table.flow.press_die(i)
    table.flow.press_bank()
    return table


def test_the_crest_counts_from_the_goal_to_the_new_total():
    table = _bank_to((9_400, 6_150))
    crest = table.flow.goal_crest(0, 1_050)
    assert crest.words[2].replace("\u00a0", " ") == "10 450"
    assert (crest.start, crest.end) == (10_000, 10_450)


def test_a_crest_over_the_goal_already_counts_from_the_total_before_the_bank():
    table = _bank_to((9_400, 6_150))
    assert (table.flow.goal_crest(0, 300).start, table.flow.goal_crest(0, 300).end) \
        == (10_150, 10_450)  # (as if only 300 were banked: the total was over the goal)


def test_a_goal_reached_alone_has_no_crest_words():
    table = _bank_to((9_400,), names=("Ana",))
    assert table.flow.goal_crest(0, 1_050).words == ()
