"""Planted bugs of round 75's helper hA75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DRAINS = "tests/test_farkle_bank_drains_into_total.py::"

ROUND75_HA75: tuple[Break, ...] = (
    Break("ha75.bank_bar_risk_red",
          "under a bank the Tura panel's second row ('Zaruri puse deoparte') draws its bar in "
          "the bank's gold, never the risk row's red (red on this table means a bust)",
          "game/views/farkle_views.py",
          "                           bar_colour=theme.GOLD)]  # bank's gold: never the "
          "risk's red)\n",
          "                           bar_colour=None)]  # bank's gold: never the risk's red)\n",
          _DRAINS + "test_the_banks_second_row_bar_is_gold_never_the_risks_red"),
    # (ha75.bank_figure_never_counts retired round 81 by hF107: ruling S96 2. reversed its
    # promise, the "Încasat +N" no longer counts down but stands whole while the row counts
    # up, critic cB80 #5; hf107.bank_figure_counts_down holds the new promise)
    Break("ha75.settled_says_plus_zero",
          "once counted whole the 'Încasat' row says the bank settled in cream ('150'), "
          "never '+0'",
          "game/views/farkle_views.py",
          # (round 76, hA77: the row's own voice decides; the line's words re-aimed)
          # (round 81, hF107, S96 2.: the figure the whole bank's; the test renamed)
          "        figure, tone = (\"+\" + format_int(whole), theme.GOLD) if flow.bank_on_row() "
          "else (\n",
          "        figure, tone = (\"+\" + format_int(whole), theme.GOLD) if whole >= 0 else (\n",
          _DRAINS + "test_a_small_banks_figure_stands_whole_as_the_row_counts_up"),
    Break("ha75.plus_n_before_the_plate",
          "a staged bank's row never says its plate's '+2 000', from the press (before the "
          "plate has come down too; amended round 76 by hA77: it says the bank settled)",
          "game/flow/farkle_beats.py",
          # (round 75, hA76: the line re-aimed, a small bank's flight waits too; round 76,
          # hA77: the flow's, which bank counts on the row)
          "        staged = flight.staged if flight is not None else not self.count_fades\n",
          "        staged = flight is not None and flight.staged and flight.chips > 0\n",
          _DRAINS + "test_a_staged_banks_row_says_the_bank_settled_under_its_plate"),
    # (ha75.staged_figure_blank_while_counting retired round 76 by hA77: its promise, the
    # figure counting down under a staged bank's plate, was reversed by ruling S14's round-76
    # amendment, the row the bank settled under the plate; ha75.plus_n_before_the_plate and
    # mine74.banked_figure_under_its_plate hold the new one)
)
