"""Planted bugs of round 79's fix helper fixD:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND79_FIXD: tuple[Break, ...] = (
    Break("fixd.bonus_rest_refused_by_scene",
          "a click on Aruncă or Validează tura while the upper bonus's points rest (the pill "
          "still the scored player's) is never refused with 'Este rândul calculatorului': it "
          "ends the rest and the turn's band comes (ruling S13, amended round 79, fixD)",
          "game/scenes/yams_table.py",
          "if self.flow.held_turn() is not None:  # the last turn rests:\n",
          "if False:  # the last turn rests:\n",
          "tests/test_yams_bonus_turn_one_order.py::"
          "test_a_click_in_the_bonus_rest_is_never_refused_and_brings_the_band"),
    Break("fixd.bonus_rest_not_ended",
          "a press in the upper bonus's rest ends the rest at once: the band comes, no wait "
          "under a pill naming the last player (ruling S13, amended round 79, fixD)",
          "game/flow/yams_flow.py",
          "            self.resting = 0.0\n            self._moment_was_busy = False\n",
          "            self._moment_was_busy = False\n",
          "tests/test_yams_bonus_turn_one_order.py::"
          "test_a_click_in_the_bonus_rest_is_never_refused_and_brings_the_band"),
    Break("fixd.glow_holds_the_band",
          "a cell's glow (the Joker's '+100' in Bonus Penta) never holds the turn's band: it "
          "comes the frame the old dice are gone (ruling S13, amended round 79, fixD)",
          "game/flow/yams_reading.py",
          "        return self.moment.busy and (kind in TOTALS or takes_stage(kind))\n",
          "        return self.moment.busy\n",
          "tests/test_yams_joker_bonus_band.py::"
          "test_the_joker_bonus_glow_never_holds_the_turns_band"),
    Break("fixd.rest_crumb_waits",
          "a rest run down to a float's crumb is over: the band never waits a frame more "
          "(ruling S13, amended round 79, fixD)",
          "game/flow/yams_flow.py",
          "        self.resting = left if left > 1e-9 else 0.0\n",
          "        self.resting = max(0.0, left)\n",
          "tests/test_yams_joker_bonus_band.py::"
          "test_the_joker_bonus_glow_never_holds_the_turns_band"),
    # (fixd.hold_card_over_the_fold retired round 80 by hY118: ruling S76 reversed its
    # promise, the hold card no longer docks under the dice over a folded Clasament,
    # critic cA79 #4; it stands in the prompt's place over the rack:
    # hy118.hold_card_folds_the_standings)
)
