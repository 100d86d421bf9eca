"""Planted bugs of round 75's helper hL75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BEATS = "tests/test_farkle_last_round_beats.py::"
_STEADY = "tests/test_farkle_last_round_band_steady.py::"

ROUND75_HL75: tuple[Break, ...] = (
    Break("hl75.plate_says_the_last_round",
          "the goal's plate says the goal alone; the seed's 'Ultima tură!' is the band's, "
          "entering once the plate has gone, never both at once (ruling S6, amended round 75)",
          "game/flow/farkle_goal_words.py",
          "    return \"\" if still_after(flow, player) else flow.tr(\"farkle.goal_reached\")\n",
          "    return flow.tr(\"farkle.last_round\" if still_after(flow, player)\n"
          "                   else \"farkle.goal_reached\")\n",
          _BEATS + "test_the_goal_is_said_first_then_the_last_round_enters_on_its_own"),
    Break("hl75.band_gone_under_the_last_bust",
          "the last round's band stands in its one place through every beat of the last "
          "round, the last bust's too, and leaves as the end is said",
          "game/flow/farkle_reading.py",
          "        return (self.game.in_last_round and not self.shown_finished\n",
          "        return (self.game.in_last_round and not self.game.finished\n",
          _STEADY + "test_the_band_keeps_one_place_through_the_whole_last_round"),
    Break("hl75.game_over_said_over_the_last_bust",
          "a bust on the game's last turn is seen whole first (its stamp, its hold), the end "
          "said only once its beat is over",
          "game/flow/farkle_reading.py",
          "            return None  # (the stamp says it: the line waits quiet)\n",
          "            if game.finished:\n"
          "                return say(\"farkle.game_over\", Tone.CELEBRATE)\n"
          "            return None  # (the stamp says it: the line waits quiet)\n",
          _BEATS + "test_a_last_bust_is_seen_whole_before_the_end_is_said"),
)
