"""Planted bugs of the results screens (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RIDE = ("tests/test_podium_badges_pop.py::test_the_badges_rise_on_their_blocks_and_land_"
         "with_them")

RESULTS6_BREAKS: tuple[Break, ...] = (
    Break("results6.badges_ride_with_block", "each place badge (the winner's trophy) rides up "
          "on its block as it rises: the podium enters whole (critic C51)",
          "game/widgets/podium.py", "    step = step.move(0, sunk)\n",
          "    step = step.move(0, 0)\n", _RIDE),
    Break("results6.badges_ride_cut_at_floor", "a badge still under the floor is cut there, "
          "never drawn over the floor or the figures under it (critic C51)",
          "game/widgets/podium.py",  # (hW76: re-aimed, the marks drawn only whole as well)
          "    surface.set_clip(block.clip(kept_clip))  # the face's marks never over the floor"
          "\n    try:\n        return _draw_face(surface, step, place, scale, seat, least, "
          "figure,\n                          step.h - risen_h, shared, block)",
          "    surface.set_clip(kept_clip)  # the face's marks never over the floor"
          "\n    try:\n        return _draw_face(surface, step, place, scale, seat, least, "
          "figure,\n                          step.h - risen_h, shared, None)", _RIDE),
    Break("results6.tall_panel_wide", "with four players or more at 1024 the tall panel "
          "takes the felt's width: no label under the podium wraps (critic C51)",
          "game/scenes/results_layout.py",
          "        tall_w = pw  #", "        tall_w = pw * 2 // 3  #",
          "tests/test_results_labels_whole_1024.py::test_every_label_stands_whole_on_one_line_"
          "at_1024[farkle7-ro]"),
    Break("results6.entrance_no_cut_words", "the win's stage fading round the entering "
          "results panel is softened: no word stands cut by the panel's edge (critic C51)",
          "game/scenes/results_picture.py",
          "                self._before = softened(self._before, kept)  # (once: made "
          "with the\n",  # (re-pointed in round 77, hW80, S29; round 78, hY111, S57)
          "                self._before = self._before  # (once: made with the\n",
          "tests/test_results_entrance_clean.py::test_the_stage_fading_round_the_entering_panel_"
          "shows_no_cut_words"),
    Break("results6.entrance_card_once", "the entering panel's card (still) is made once, "
          "only what moves on it drawn each frame (hR60, review)",
          "game/scenes/results_picture.py",
          "        if kept is None or kept[0].get_size() != size or kept[2] != bounds:",
          "        if True:",
          "tests/test_results_entrance_still_once.py::test_the_entering_cards_still_parts_are_"
          "drawn_once"),
    Break("results6.list_labels_podium_size", "the list's column labels are as large as the "
          "podium's labels at 1024 (one label type, critic C51: ~11-12 px)",
          "game/widgets/podium_figures.py", "HEAD_LABEL_PX = STAT_LABEL_LEAST_PX\n",
          "HEAD_LABEL_PX = 15\n",
          "tests/test_results_labels_whole_1024.py::test_every_label_stands_whole_on_one_line_"
          "at_1024[farkle7-ro]"),
    Break("results6.entrance_layers_dropped", "the entrance's window-sized layers and the "
          "picture before the panel are let go once spent, never kept while the panel is "
          "open (review, round 60: 24 MB at 1920x1080)",
          "game/scenes/results_picture.py",
          "        if entrance(self.time) >= 1:\n            self._entrance = None\n",
          "        if entrance(self.time) >= 1:\n            pass\n",
          "tests/test_results_memory_freed.py::test_the_entrance_layers_and_the_picture_before_"
          "are_dropped_once_spent"),
    Break("results6.before_picture_dropped", "the picture before the panel (the win's stage) "
          "is let go once it has faded out round the panel (review, round 60)",
          "game/scenes/results_picture.py",
          "        if self.handed_over() >= 1:\n            self._before = None\n",
          "        if self.handed_over() >= 1:\n            pass\n",
          "tests/test_results_memory_freed.py::test_the_entrance_layers_and_the_picture_before_"
          "are_dropped_once_spent"),
    Break("results6.list_compact_centred", "places 4-7 stand in a compact table centred "
          "under the podium, the names near their figures (critic C60, defect 6)",
          "game/scenes/results_layout.py",
          "        wide = self.list_width(inner.w)  #", "        wide = inner.w  #",
          "tests/test_results_list_compact.py::test_the_listed_places_stand_in_a_compact_"
          "centred_table[size0]"),
    Break("results6.twinkles_on_trophy", "the winner's twinkles glint on the winner's "
          "trophy, never beside the total like stray '+' signs (critic C60)",
          "game/scenes/results_picture.py",
          "self.podium_rise_time(),\n                                             "
          "self.figures_light(), self.winner_cups)",  # (hR62, hW72, hX76:
          "self.podium_rise_time(),\n                                             "
          "self.figures_light(), None)",  # re-pointed)
          "tests/test_results_twinkles_apart.py::test_the_winners_twinkles_glint_on_the_trophy_"
          "never_beside_the_total[False-size0]"),
    Break("results6.zero_dimmed_podium", "a figure of nothing under the podium is in the "
          "figures' cream, its label read whole (critic C60 had it dimmed; round 69; "
          "round 72, hW73: re-aimed, a zero"
          " reads as every figure, critics D71, G71: the bug the zero greyed again)",
          "game/widgets/podium_figures.py",
          '        ink = theme.CREAM  # a zero too (round 72, '
          'D71, G71: grey read as off)\n',
          '        ink = theme.MUTED if figure == "0" else theme.CREAM  # a zero too (round 72, '
          'D71, G71: grey read as off)\n',
          "tests/test_results_zero_figures.py::test_a_zero_under_the_podium_is_in_the_"
          "figures_cream[1.0]"),
    Break("results6.zero_dimmed_list_icon", "a figure of nothing in the list reads as every "
          "figure, its icon with it (critic C60 had them dimmed; round 72, hW73: "
          "re-aimed, a zero"
          " reads as every figure, critics D71, G71)",
          "game/widgets/podium_figures.py",
          '        draw_text(surface, figure, size, theme.CREAM,  '
          '# (a zero as every figure: round 72)',
          '        draw_text(surface, figure, size, theme.MUTED if figure == "0" else '
          'theme.CREAM,  '
          '# (a zero as every figure: round 72)',
          "tests/test_results_zero_figures.py::test_a_zero_in_the_list_reads_as_any_figure_"
          "icon_and_all"),
    Break("results6.sheets_told_apart", "the 'Partea de sus' and 'Partea de jos' icons are "
          "told apart, the lower no mirror of the upper (critic C60)",
          "game/widgets/stat_icons.py",
          "pygame.draw.rect(surface, theme.GOLD if up else LOWER_LIT, half)",
          "pygame.draw.rect(surface, theme.GOLD, half)",
          "tests/test_results_sheet_icons_distinct.py::test_the_upper_and_lower_parts_icons_"
          "are_no_mirror_of_each_other[40]"),
    Break("results6.foot_air_over_buttons", "the last line said under the podium keeps "
          "clear air over the buttons (critic C60: the consoling line touched them at 1024)",
          "game/scenes/results_layout.py", "FOOT_AIR = 58\n", "FOOT_AIR = 50\n",
          "tests/test_results_foot_air.py::test_the_consoling_line_keeps_air_over_the_"
          "buttons[size0]"),
    Break("results6.tie_no_dwarfed_third", "after a tie for first the next player stands "
          "on the second's step, no dwarfed third (critic C60)", "game/widgets/podium_layout.py",
          "        share = STEP_HEIGHTS.get(min(ranks.index(row.place) + 1, 3), lowest)",
          "        share = STEP_HEIGHTS.get(min(row.place, 3), lowest)",
          "tests/test_podium_tie_heights.py::test_after_a_tie_for_first_the_next_player_"
          "stands_on_the_second_step[1.0]"),
    Break("results6.none_dimmed", "a figure of none ('—': no turn banked) reads as a zero "
          "does (critic C60 had both dimmed; round 72, hW73: re-aimed, a zero"
          " reads as every figure, critics D71, G71)",
          "game/widgets/podium_figures.py",
          '        ink = theme.CREAM  # a zero too (round 72, '
          'D71, G71: grey read as off)\n',
          '        ink = theme.MUTED if figure == "—" else theme.CREAM  # a zero too (round 72, '
          'D71, G71: grey read as off)\n',
          "tests/test_results_zero_figures.py::test_a_figure_of_none_reads_as_any_figure"),
)
