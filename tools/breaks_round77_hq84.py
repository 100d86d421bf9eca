"""Planted bugs of round 77's helper hQ84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ENDS = "tests/test_yams_sums_agree.py::test_an_ends_sums_add_up_in_every_frame"

ROUND77_HQ84: tuple[Break, ...] = (
    Break("hq84.section_sum_early",
          "a full card's Total sus / Total jos wait with its TOTAL's count: the sheet adds up "
          "in every frame (ruling S41; critic cA77: 'Total jos 28' beside 'TOTAL 98')",
          "game/views/stage_hold.py",
          '    rows["upper_total" if event.box.is_upper else "lower_total"] = int(event.points)\n',
          '    rows["upper_total" if event.box.is_upper else "lower_total"] = 0\n',
          f"{_ENDS}[yams_computer-size0]"),
    Break("hq84.bonus_early",
          "the upper bonus a last box earned waits with the TOTAL's count, after its stage "
          "too (ruling S41; critic cA77: 'Total sus 63 … TOTAL 45')",
          "game/views/stage_hold.py",
          '        rows["upper_bonus"] = UPPER_BONUS\n',
          '        rows.setdefault("upper_bonus", 0)\n',
          f"{_ENDS}[yams_bonus_lost-size1]"),
    Break("hq84.sums_late",
          "the sums land with the TOTAL as its takeover leaves, never after it (ruling S41)",
          "game/views/stage_hold.py",
          "        return playing if staged or moment.progress < YAMS_TOTAL_TAKEOVER_EXIT"
          " else None\n",
          "        return playing\n",
          f"{_ENDS}[yams_bonus_lost-size0]"),
)
