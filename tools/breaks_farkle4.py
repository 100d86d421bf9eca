"""Planted bugs of the 10 000 last round and the target reached:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BEST = "tests/test_farkle_alone_best.py::"

FARKLE4_BREAKS: tuple[Break, ...] = (
    Break("farkle4.alone_best_read", "a 10 000 game played alone reads the person's best "
          "before it is recorded", "game/flow/farkle_beats.py",
          "        if len(players) == 1 and not players[0].is_computer:",
          "        if len(players) == 1 and players[0].is_computer:",
          _BEST + "test_a_game_alone_reads_the_persons_best_before_it_is_recorded"),
    Break("farkle4.alone_best_said", "the results of a 10 000 game played alone say the "
          "person's best under the score", "game/scenes/farkle_table.py",
          "                details[0] = (*details[0], (best,))\n",
          "                details[0] = details[0]\n",
          _BEST + "test_the_table_alone_says_the_best_on_the_results"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
