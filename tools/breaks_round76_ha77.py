"""Planted bugs of round 76's helper hA77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HA77: tuple[Break, ...] = (
    Break("ha77.row_blank_under_the_plate",
          "the Tura panel's 'Încasat' row is never blank through a bank: under a staged bank's "
          "plate it says the bank settled (ruling S14, amended round 76 by hA77)",
          "game/views/farkle_views.py",
          "            format_int(whole), theme.CREAM)\n",
          "            format_int(whole) if flow.flight is None else \"\", theme.CREAM)\n",
          "tests/test_farkle_bank_row_never_blank.py::"
          "test_a_big_banks_row_is_never_blank_under_its_plate"),
    Break("ha77.row_never_settles",
          "a small bank's '+150' on the 'Încasat' row counts down as the total counts up, "
          "then says the bank settled ('150'), never '+0' (ruling S14, round 76, hA77)",
          "game/flow/farkle_beats.py",
          "        return self.bank_left() > 0 and not staged\n",
          "        return not staged\n",
          "tests/test_farkle_bank_row_never_blank.py::"
          "test_a_small_banks_row_is_never_blank_and_only_coins_fly"),
    Break("ha77.coins_carry_the_figure",
          "what flies from the mat to the total is coins, no second copy of the row's '+150' "
          "(ruling S14, round 76, hA77)",
          "game/views/farkle_flight.py",
          "            layout_record.text(surface, box, \"\", \"flight\")\n",
          "            layout_record.text(surface, box, f\"+{flow.flight.points}\", \"flight\")\n",
          "tests/test_farkle_bank_row_never_blank.py::"
          "test_a_small_banks_row_is_never_blank_and_only_coins_fly"),
)
