"""Planted bugs of round 74's helper hW76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HW76: tuple[Break, ...] = (
    Break("hw76.tie_target_twice",
          "a 10 000 tie's results say 'Obiectiv atins cu +100' once across the tied winners, "
          "never under each of them",
          "game/widgets/podium.py",
          "            if len(steps) > 1}\n",
          "            if len(steps) > 9}\n",
          "tests/test_results_target_said_once.py::test_a_ties_target_line_is_said_once_a_frame"),
    Break("hw76.results_reburst",
          "the results after a win's stage continue its confetti from above the window's "
          "top, never a second burst in the air at once",
          "game/scenes/results.py",
          "        burst = (celebrates and not self.said  # one win, one burst: after",
          "        burst = (celebrates  # one win, one burst: after",  # (re-pointed hY108, hY123)
          "tests/test_confetti_one_burst.py::"
          "test_the_results_after_a_win_stage_burst_no_confetti_again"),
    Break("hw76.resize_reburst",
          "a window resized over the results throws no second burst of confetti",
          "game/scenes/results.py",
          "                 and not self.confetti_bursts)  # crowned count's too, S94 2.)",
          "                 )  # crowned count's too, S94 2.)",  # (re-pointed, hY108, hY123)
          "tests/test_confetti_one_burst.py::test_a_results_panel_with_no_stage_bursts_once"),
    Break("hw76.medal_cut",
          "a podium's badge is drawn only whole inside its block's risen part, never cut by "
          "the floor in the entrance's first frames",
          "game/widgets/podium.py",
          "    if shown is not None and not shown.contains(marks):",
          "    if shown is not None and not shown.colliderect(marks):",
          "tests/test_podium_medals_whole.py::test_no_medal_is_cut_as_a_results_podium_rises"),
    Break("hw76.tie_title_edge_to_edge",
          "the win's title (the results' headline after it) keeps a measure: 90 % of the "
          "card, at most 80 % of the felt, never past the card's sides",
          "game/views/stage_held.py",
          "    wide = round(min(panel.w - 2 * overlay.px(TITLE_INSET), panel.w * TITLE_MEASURE,\n"
          "                     felt.w * TITLE_FELT))  # inside the card (hY96), a measure "
          "(hW76)\n",
          "    wide = round(felt.w * 0.9)\n",
          "tests/test_tie_title_measure.py::"
          "test_a_ties_title_stands_inside_the_card_with_a_margin"),
    Break("hw76.slam_edge_to_edge",
          "the win's title slams down inside the card's width, never to the felt's edges",
          "game/views/stage_held.py",
          "    return max(1.0, held.room.w / TITLE_FILL / max(1, ink_w))",
          "    return max(9.0, held.room.w / TITLE_FILL / max(1, ink_w))",
          "tests/test_tie_title_measure.py::"
          "test_a_ties_title_slams_down_inside_the_cards_width"),
    Break("hw76.trophy_jumps_to_the_name",
          "while a winner's badge waits to stand whole, its trophy keeps its place on the "
          "block, never set before the name meanwhile",
          "game/widgets/podium.py",
          "        if over is not None:\n            return pygame.Rect(",
          "        if over is None:\n            return pygame.Rect(",
          "tests/test_podium_medals_whole.py::test_no_medal_is_cut_as_a_results_podium_rises"),
    Break("hw76.stage_lower_third_bare",
          "once its podium has risen, the win's stage fades the results' figures in under "
          "its floor: its lower third never bare",
          "game/views/stage_held.py",
          "    held.draw(surface, rise_time(clock), figures_in(clock), cups)",
          "    held.draw(surface, rise_time(clock), 0.0, cups)",
          "tests/test_stage_win_lower_third.py::"
          "test_the_win_stage_fills_its_lower_third_with_the_results_figures"),
    Break("hw76.results_figures_fade_again",
          "the results after a win's stage keep the figures the stage faded in whole from "
          "their first frame, never faded in a second time",
          "game/scenes/results.py",
          "        if self.podium_held():\n            return 1.0\n",
          "        if self.podium_held() and self.time > 9:\n            return 1.0\n",
          "tests/test_stage_win_lower_third.py::"
          "test_the_win_stage_fills_its_lower_third_with_the_results_figures"),
    # hw76.long_tie_one_line retired at its merge (round 74): the title's room is the card's
    # top band (hY96), too short for two lines ever to set it larger; the title on one line.
)
