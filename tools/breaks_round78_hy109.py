"""Planted bugs of round 78's helper hY109:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COUNT = ("tests/test_yams_roll_count_under_band_hy109.py::"
          "test_the_greyed_count_is_the_ended_turns_until_the_band_goes")

ROUND78_HY109: tuple[Break, ...] = (
    Break("hy109.count_jumps_under_band",
          "the greyed 'Aruncă 2' keeps the ended turn's count under the passing's band and "
          "changes with the next player's contents as the band goes (S13, hY109)",
          "game/scenes/yams_table.py",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next\n",
          "        return self.flow.leaving.active or handoff.pending\n",
          _COUNT),
    Break("hy109.count_late_after_band",
          "the next player's count comes the frame the band stops naming them, never later "
          "(S13, hY109)",
          "game/scenes/yams_table.py",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next\n",
          "        return self.flow.leaving.active or handoff.pending or handoff.active\n",
          _COUNT),
)
