"""Under the 10 000's passing card no row of the players list says "urmează": the card names
the incoming player, whose row said "urmează" under it (critic cB77 #1, stale); the marks
change with the rest as the card goes (round 78, hF94, ruling S48; S13 amended round 77: the
ended turn greyed under the card, no row lit). Amended round 80 (hF100, ruling S79 1., critic
cB79 #4: the list blinked for the whole card): the light and "urmează" move to the next
player and the one after him as the card enters, and stay as it goes."""

from __future__ import annotations

from game.views.farkle_views import player_lines
from tests.test_farkle_flow import DT, Table


def test_no_row_says_next_under_the_card_then_the_marks_change_as_it_goes():
    table = Table((1, 2, 3, 4, 6, 6, 5, 2, 3, 4, 6, 6), names=("Ana", "Ion", "Dan"))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()  # Ana banks 100: the card names Ion
    under_card = after_card = 0
    for _ in range(round(8 / DT)):
        table.run(DT)
        lines = player_lines(flow, table.app.tr, True)
        tags = [i for i, line in enumerate(lines) if line.next_tag or line.next_up]
        if flow.handoff.names_next:
            under_card += 1  # (amended round 80, hF100, ruling S79 1.: the marks move to
            # Ion and Dan as the card enters, never gone under it; was: no mark, no light)
            assert tags == [2], (tags, flow.handoff.player)
            assert [i for i, line in enumerate(lines) if line.current] == [1]
        elif under_card:
            after_card += 1  # the card has gone: Ion on turn, Dan next
            assert [i for i, line in enumerate(lines) if line.current] == [1]
            assert tags == [2], tags
            if after_card > 5:
                break
    assert under_card > 10 and after_card > 5
