"""Planted bugs of the results screens' podium, statistics and entrance:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_results_icon_rows.py::"
_X = "tests/test_results_cross_fade.py::"

RESULTS2_BREAKS: tuple[Break, ...] = (
    Break("results2.panel_centred_on_felt", "the results panel stands under the table's "
          "button row down to the felt's margin, its height the podium's (hR28)",
          "game/scenes/results_layout.py",
          "        band = pygame.Rect(room.x, chrome, room.w, room.bottom - chrome)\n",
          "        band = pygame.Rect(room.x, chrome, room.w, 2 * (room.centery - chrome))\n",
          _T + "test_the_steps_are_real_steps_at_every_size_and_player_count"),
    Break("results2.stat_icons_drawn", "each figure under a step has its drawn icon (hR28)",
          "game/widgets/podium_figures.py",
          "        draw_chip_icon(surface, name, (start + icon // 2, middle), icon)\n",
          "        pass\n",  # hR61: through draw_chip_icon (a zero's icon dimmed)
          _T + "test_at_1024_each_figure_is_a_drawn_icon_a_large_figure_and_its_label"),
    Break("results2.stat_figures_large", "the figures under the steps read at 18 px of em at "
          "1024x600 at least (hR28)", "game/widgets/podium_figures.py",
          "STAT_FIGURE = 52\n", "STAT_FIGURE = 40\n",
          _T + "test_at_1024_each_figure_is_a_drawn_icon_a_large_figure_and_its_label"),
    Break("results2.yams_bonuses_summed", "a Yams card's upper and Penta bonuses are said as "
          "one \"+\" figure (hR28)", "game/flow/results_detail.py",
          "                value += before.value\n", "                pass\n",
          _T + "test_a_games_figures_become_one_icon_row_a_kind_and_no_words_are_lost"),
    Break("results2.cross_fade", "the win's stage fades out round the rising results "
          "panel: a cross-fade, no cut (hR28)", "game/scenes/results_picture.py",
          "CROSS_FADE = 0.45\n", "CROSS_FADE = 0.0\n",
          _X + "test_the_win_hands_over_to_the_results_in_a_cross_fade_on_one_warm_felt"),
    # re-pointed by hR50: the panel no longer scales as it enters (its card stays opaque
    # without solid()); the bug now a fade-in of the sliding card
    Break("results2.rising_panel_solid", "nothing of the win's stage reads through the "
          "rising results panel (hR28)", "game/scenes/results_picture.py",
          "        surface.blit(picture, bounds.move(0, below))",
          "        picture = picture.copy()\n        picture.set_alpha(round(255 * come))\n"
          "        surface.blit(picture, bounds.move(0, below))",
          _X + "test_nothing_of_the_stage_reads_through_the_rising_panel"),
    Break("results2.win_on_warm_felt", "the win's stage plays on the stages' warm lit felt, "
          "not an even grey veil (hR28)", "game/views/stage_table.py",
          # (round 66: re-pointed, an elif after the partial stage's plate)
          # (round 76, hW79: re-pointed, the end's own felt chosen under it)
          "        elif BLURRED[self.rarity]:  # (the end's on the table's own felt: round 76, "
          "hW79)\n",
          "        elif BLURRED[self.rarity] and not self.even:  # (the end's felt)\n",
          _X + "test_the_win_hands_over_to_the_results_in_a_cross_fade_on_one_warm_felt"),
    Break("results2.end_wait_dark", "between the end's stage and the results the 10 000 "
          "table stays on the stage's warm felt, as dark (hR28)",
          "game/scenes/farkle_table.py",
          "            self.hush_ended(surface, self.stage_darkness)",
          "            self.hush_ended(surface, 0)",
          "tests/test_farkle_end_stage.py::test_a_game_alone_ended_by_a_big_bank_stays_dark_"
          "until_its_results"),
    Break("results2.solo_plate_icon_rows", "a game played alone says its figures as icon "
          "rows under its score too (hR28)", "game/scenes/results_picture.py",
          # hR71: re-aimed, the plate's words said by ResultsPicture.plate_said
          " list(self.stats_of(row)),\n", " [],\n",
          "tests/test_results_solo_plate.py::test_the_solo_plate_has_its_figure_its_record_"
          "ribbon_and_spaced_figures"),
    Break("results2.win_words_leave", "the win's words fade out before the results panel "
          "rises, its light still standing: no caption at the panel's sides (hR29)",
          "game/flow/end_stage.py",
          "        return super().stamp_alpha() * (1 - (0.0 if self.words_stay else "
          "self.leaving()))\n",  # (re-aimed hS30: a record alone's words stay)
          "        return super().stamp_alpha()\n",
          "tests/test_stage_exit.py::test_the_wins_words_are_gone_before_the_results_panel_"
          "rises"),
    Break('results2.one_tie_headline',
          "a tie for first is headed with the tie in both games when no stage "
          "said it (hR29; after the win's stage, the standings: round 72) "
          "(re-aimed in round 73, hW75: one verdict with a stage or without)",
          "game/scenes/results_words.py",
          "        return verdict(self.tr, [self.shown_name(row) for row in self.winners])",
          "        if not self.said and len(self.winners) > 1:\n            return self.tr(\""
          "results."
          "new_best\")\n        return verdict(self.tr, [self.shown_name(row) for row in self."
          "winners])",
          "tests/test_results_said_once.py::test_without_a_stage_a_tie_is_still_said_by_the_results"),
    Break("results2.list_icon_rows", "a listed player (4th and below) shows the podium's "
          "icons and figures on one compact row, no grey prose (hR29)",
          "game/scenes/results_picture.py",
          "            chips = self.stats_of(row)\n", "            chips = []\n",
          "tests/test_results_same_figures.py::test_every_player_says_all_four_figures_with_"
          "labels_apart"),
    Break("results2.four_figures_at_four", "four players keep all four icon figures on the "
          "podium (hR29)", "game/scenes/results_words.py",
          # (hR51: re-pointed, every rank now says the same figures)
          "        return chips[:LIST_LINES] if len(self.list_rows) > 1 else chips",
          "        return chips[:LIST_LINES] if self.list_rows else chips",
          "tests/test_results_same_figures.py::test_every_player_says_all_four_figures_with_"
          "labels_apart"),
    Break("results2.trophy_apart", "the winner's trophy stands apart from its \"1\" badge, "
          "a clear gap between them (hR29)", "game/widgets/podium.py",
          # (hR64: re-pointed to the trophy beside the badge: a low step's trophy stands
          # beside it at every window size now, the cup over the "1" no longer drawn there)
          "        at = centre[0] - disc - gap - side // 2",
          "        at = centre[0] - disc - side // 3",
          "tests/test_results_same_figures.py::test_the_trophy_stands_apart_from_the_winners_"
          "badge"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
