"""Planted bugs of both results screens (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SEQ = "tests/test_results_podium_sequence.py::"

RESULTS7_BREAKS: tuple[Break, ...] = (
    # results7.two_second_left retired (critic C62 reversed it: of two, the winner on the
    # right read as second; the winner stands left again, held by mend2.two_winner_left).
    # It stood:
    # Break("results7.two_second_left", "of two players the second stands left of the winner "
    #       "(the podium's 2-1, one order at every count: critic C61)",
    #       "game/widgets/podium_layout.py",
    #       "    if len(first) >= 2 and first[0].place < first[1].place:",
    #       "    if len(first) == 3 and first[0].place < first[1].place:",
    #       _SEQ + "test_the_second_stands_left_of_the_winner_and_the_third_right_at_every_"
    #       "count[2]"),
    # results7.figures_after_rise, results7.figures_drawn_faded and
    # results7.list_fades_with_figures retired by hR67 (critic C66 reversed them: the
    # panel entered with its foot blank ~0.5 s; the figures, the list and the buttons now
    # fade in with the panel's rise, held by results10.figures_with_panel). They stood:
    # Break("results7.figures_after_rise", "the figures under the podium fade in only once "
    #       "the blocks have risen (critic C61: they showed before the blocks)",
    #       "game/widgets/podium_motion.py",
    #       "FIGURES_AFTER = RISE + 0.08", "FIGURES_AFTER = 0.0",
    #       _SEQ + "test_the_figures_fade_in_only_once_the_blocks_have_risen[True]"),
    # Break("results7.figures_drawn_faded", "the podium's figures are drawn at the entrance's "
    #       "light (none while the blocks rise)", "game/scenes/results_picture.py",
    #       "                                figures_in=self.figures_light())",
    #       "                                figures_in=1.0)",
    #       _SEQ + "test_the_figures_fade_in_only_once_the_blocks_have_risen[False]"),
    # Break("results7.list_fades_with_figures", "the list from the fourth place fades in with "
    #       "the podium's figures", "game/scenes/results_picture.py",
    #       "            draw_fading(surface, band, self.figures_light(), lambda: self._draw_"
    #       "list(surface))",
    #       "            self._draw_list(surface)",
    #       _SEQ + "test_the_figures_fade_in_only_once_the_blocks_have_risen[False]"),
    Break("results7.entrance_lands_at_a_key", "a key during the podium's entrance lands it "
          "whole, only a second one acts", "game/scenes/results.py",
          # (hR64: re-pointed; the buttons not yet in also land a key, so both go)
          "        busy = self.counting() or self.entering() or moment or hidden",
          "        busy = self.counting() or moment",
          _SEQ + "test_a_key_lands_the_whole_entrance_and_only_a_second_one_acts"),
    Break("results7.zero_readable", "a figure of nothing reads on the card as bright as any "
          "figure (critic C61 had it quieter, 4.5:1; round 72, hW73: re-aimed, a "
          "zero"
          " reads as every figure, critics D71, G71)",
          "game/widgets/podium_figures.py",
          '        ink = theme.CREAM  # a zero too (round 72, '
          'D71, G71: grey read as off)\n',
          '        ink = (172, 190, 168) if figure == "0" else theme.CREAM  # a zero too '
          '(round 72, '
          'D71, G71: grey read as off)\n',
          # (round 81, hF105: on Yams' icon rows; the 10 000's podium draws its quiet row
          # since S86, its zeros held by the farkle cases)
          _SEQ + "test_a_zero_reads_on_the_card_as_bright_as_any_figure[size0-yams]"),
    Break("results7.token_is_seats", "each block carries its own seat's New Game token "
          "(the computer its own: critic C61, no avatars)", "game/widgets/podium_pieces.py",
          "        return draw_seat_token(surface, centre, side, seat)",
          "        return draw_seat_token(surface, centre, side, 0)",
          "tests/test_results_seat_tokens.py::test_every_block_carries_its_seats_new_game_"
          "token[1.0]"),
    Break("results7.token_large", "a block's token is an avatar, large enough to find "
          "oneself at a glance", "game/widgets/podium_layout.py", "TOKEN = 0.92", "TOKEN = 0.75",
          "tests/test_results_seat_tokens.py::test_every_block_carries_its_seats_new_game_"
          "token[1.0]"),
    Break("results7.tie_in_list_order", "players sharing the first place stand side by "
          "side in the list's (the headline's) order", "game/widgets/podium_layout.py",
          "    return list(enumerate(first))\n", "    return list(enumerate(reversed(first)))\n",
          _SEQ + "test_a_tie_for_first_stands_in_the_lists_order_a_lone_winner_always_"
          "between[places0-order0]"),
    Break("results7.token_ringed", "a block's token is ringed in ink, standing off its "
          "step's stripe of its own colour", "game/widgets/podium_pieces.py",
          "        pygame.draw.circle(surface, theme.INK, centre, r + max(2, side // 24))\n",
          "", "tests/test_results_seat_tokens.py::test_each_token_is_ringed_in_ink_off_its_"
          "stripe"),
)
