"""Planted bugs of round 71's results panels (hR71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_RESULTS_BREAKS: tuple[Break, ...] = (
    Break("results71.medals_one_size", "every medal on the podium one size, the largest the "
          "lowest step holds (critic C71: the bronze \"3\" smaller than the silver \"2\")",
          "game/widgets/podium_layout.py",
          "    return {place: one for place in found}\n",
          "    return found\n",
          "tests/test_podium_badge_sizes.py::test_every_medal_is_written_at_one_size_and_the_"
          "steps_stand_by_rank"),
)
