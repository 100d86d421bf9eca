"""Planted bugs of round 76's helper hC80:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DOCKED = "tests/test_coach_docked.py::"

ROUND76_HC80: tuple[Break, ...] = (
    Break("hc80.prompt_said_beside_every_10000_card",
          "the 10 000 prompt over the dice is said beside every coach card, none lying on it "
          "(ruling S20, amended round 76 by hC80)",
          "game/views/coach_reads.py",
          "    return covers_prompt(scene)\n",
          "    return coach.card is not None\n",
          _DOCKED + "test_a_10000_card_covers_neither_its_subject_the_prompt_nor_the_red_button"),
    Break("hc80.countdown_docked_off_the_sheet",
          "the countdown's card docks in the header's room, off the sheet (over no other "
          "player's column), its words on two lines at every size (S20, round 76)",
          "game/views/coach_dock.py",
          # (re-aimed round 80, hY118: the hold card docks no more, S76)
          'DOCK_MARKS = ("yams.box", "yams.countdown")\n',
          'DOCK_MARKS = ("yams.box",)\n',
          _DOCKED + "test_the_countdown_card_docks_off_the_sheet_on_two_lines"),
    # (hc80.docked_countdown_has_no_arrow retired round 80, fixE: S62 4., amended round 79,
    # gave the docked countdown card a leader down to its ring; a card with side "none"
    # (no leader clear, or the box card at its lowest) draws no pointer whatever
    # Coach.pointer() answers (draw_card draws from the side), so the planted line changed
    # only what the layout check reads, nothing a player sees)
    Break("hc80.ring_breathes",
          "the light round the countdown's ring breathes while its docked card shows (S20, "
          "round 76)",
          "game/views/coach.py",
          "        self._breath = self._breath + dt if breathes(self.shown, self.side) else 0.0\n",
          "        self._breath = self._breath if breathes(self.shown, self.side) else 0.0\n",
          _DOCKED + "test_the_ring_pulses_while_its_docked_card_shows"),
)
