"""Planted bugs of round 73's helper hW75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_VERDICT = "tests/test_one_verdict.py::"

ROUND73_HW75: tuple[Break, ...] = (
    Break("hw75.stage_tie_first_only",
          "the win's stage is titled with the one verdict, every tied winner named (critics "
          "L72 #1, #3: the stage and the results in different forms)",
          "game/views/stage_pictures.py",
          "        words = verdict(table.tr, [table.player_label(i) for i in winners])\n",
          "        words = verdict(table.tr, [table.player_label(i) for i in winners[:1]])\n",
          _VERDICT + "test_the_stages_title_and_the_results_headline_are_one_verdict"),
    Break("hw75.alone_named_winner",
          "a game played alone keeps its own line on the results, never a verdict",
          "game/scenes/results_words.py",
          "        if len(self.rows) == 1:\n",
          "        if not self.rows:\n",
          _VERDICT + "test_a_game_alone_keeps_its_own_line"),
    Break("hw75.tie_title_squeezed",
          "a tie's longer title takes the width that sets it at a single winner's size, "
          "still the stage's largest words (its names squeezed under the totals planted)",
          "game/views/stage_held.py",  # (hX76: the title over the results' podium)
          "    wide = round(min(panel.w - 2 * overlay.px(TITLE_INSET), panel.w * TITLE_MEASURE,\n",
          "    wide = round(0.5 * min(panel.w - 2 * overlay.px(TITLE_INSET), panel.w * "
          "TITLE_MEASURE,\n",  # (round 74: re-aimed, hY96's room inside the card, hW76's measure)
          "tests/test_stage_win_podium.py::test_a_tie_names_its_winners_in_its_title_over_"
          "one_shared_step[size0]"),
    Break("hw75.trophy_hole",
          "the winner's trophy on the gold block is raised lit metal, edged dark (critic J72 "
          "#14: dark brown, it read as a hole)",
          "game/widgets/podium.py",
          "    lit = blend(face, (255, 255, 255), RAISED_LIGHT)",
          "    lit = MEDAL_TEXT",
          "tests/test_podium_trophy_reads.py::"
          "test_the_trophy_on_the_gold_block_is_lit_metal_not_a_hole"),
    Break("hw75.tie_one_beside",
          "a tie's shared step stands its trophy over its '1', both on the seam between the "
          "winners (critic L72: the '1' beside the trophy, off the seam)",
          "game/widgets/podium.py",
          "                          0 if shared else small):",
          "                          small):",
          "tests/test_podium_trophy_reads.py::"
          "test_a_ties_trophy_and_one_stand_centred_between_the_winners"),
)
