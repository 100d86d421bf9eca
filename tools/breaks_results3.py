"""Planted bugs of the results screens (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_H = "tests/test_results_hand_over.py::"

RESULTS3_BREAKS: tuple[Break, ...] = (
    Break("results3.last_stage_ends_as_words_leave", "the end's last stage ends as its words "
          "have left: the card enters at once, no empty glow beat (critic round 30)",
          "game/flow/end_stage.py",
          "        end = GONE if self.leave is None else self.leave[1]\n",
          "        end = GONE\n",
          _H + "test_an_ends_last_stage_ends_as_its_words_leave_its_glow_standing"),
    Break("results3.last_glow_stands", "the end's last stage's glow stands to its last frame "
          "(the card enters with it, critic round 30)", "game/flow/end_stage.py",
          "        return 0.0 if self.done else 1.0\n", "        return super().light()\n",
          _H + "test_an_ends_last_stage_ends_as_its_words_leave_its_glow_standing"),
    Break("results3.lit_row_leaves", "an end's last TOTAL's lit row goes back into the dimmed "
          "table with its words: none lit beside the entering card (critic round 30)",
          "game/views/stage.py",
          "    unlit = picture.unlit_row(surface) if leaving > 0 else None",
          "    unlit = None",
          _H + "test_no_lit_row_stands_beside_the_entering_card"),
)

RESULTS3_BREAKS += (
    Break("results3.computer_headline_biggest", "a computer's win's headline is its stage's "
          "biggest words, as wide as a person's win's may be (critic round 30)",
          "game/views/stage_pictures.py",
          "        more[\"stamp_share\"] = STAMP_WIDTH[GRAND]", "        pass",
          "tests/test_computer_win_headline.py::test_the_computers_win_headline_is_the_"
          "biggest_words"),
)
