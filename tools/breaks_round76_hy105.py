"""Planted bugs of round 76's helper hY105:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HY105: tuple[Break, ...] = (
    Break("hy105.total_takeover_small",
          "a routine card's TOTAL stands 0.06-0.11 of the felt's height while it counts "
          "(S94 3., round 81: was a fifth, a takeover)",
          "game/views/yams_total_plaque.py",  # (re-pointed round 81, hY123)
          "FIGURE = 0.085\n",
          "FIGURE = 0.04\n",
          "tests/test_yams_total_takeover.py::test_the_total_takes_the_felt_big_and_centred"),
    Break("hy105.total_takeover_off_centre",
          "a routine card's TOTAL stands over its player's column (S94 3., round 81: was "
          "centred on the felt)",
          "game/views/yams_total_plaque.py",  # (re-pointed round 81, hY123)
          "    plaque.center = column.center\n",
          "    plaque.midleft = column.midright\n",
          "tests/test_yams_total_takeover.py::test_the_total_takes_the_felt_big_and_centred"),
    Break("hy105.total_key_not_skipping",
          "a key ends the TOTAL's takeover, as a click does",
          "game/scenes/yams_table.py",
          "            if self.flow.moment.active and self.flow.moment.kind in TOTALS:\n",
          "            if event.type == pygame.MOUSEBUTTONDOWN and "
          "self.flow.moment.kind in TOTALS:\n",
          "tests/test_yams_total_takeover.py::test_a_click_or_a_key_ends_the_total"),
    Break("hy105.last_total_skipped_under_the_win",
          "the game's last card's TOTAL plays before the win",
          "game/flow/yams_scoring.py",
          "        self.moment.then(total_kind(card, ending=True), self._factor() * pace,\n",
          "        self.game.finished or self.moment.then(total_kind(card, ending=True), "
          "self._factor() * pace,\n",  # (re-pointed round 78, hY108)
          "tests/test_yams_total_takeover.py::"
          "test_the_last_cards_total_comes_before_the_win_and_its_skip_keeps_the_win"),
    Break("hy105.total_skip_drops_the_win",
          "skipping the last TOTAL's count never skips the win",
          "game/flow/moments.py",
          "            self.queued = [(kind, counter) for kind, counter in self.queued "
          "if kind == \"win\"]\n",
          "            self.queued = []\n",
          "tests/test_yams_total_takeover.py::"
          "test_the_last_cards_total_comes_before_the_win_and_its_skip_keeps_the_win"),
    Break("hy105.total_counts_from_zero",
          "the TOTAL counts up from the figure the sheet said before the last box, never back",
          "game/flow/total_count.py",
          "    return min(end, start + int((end - start) * (1 - (1 - u) ** 3)))\n",
          "    return min(end, int(end * (1 - (1 - u) ** 3)))\n",
          "tests/test_yams_total_takeover.py::test_the_total_counts_up_and_lands_on_the_card"),
)
