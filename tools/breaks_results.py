"""Planted bugs of the results screens and dialogs:
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

RESULTS_BREAKS: tuple[Break, ...] = (
    # results.podium_two_winner_left retired (hR62): its promise, the winner of two
    # centre-left, is reversed (critic C61: one podium order at every count, the second
    # always left of the winner); the old two-player order is planted by
    # results7.two_second_left.
    # results.badges_pop_in_rank_order and results.badges_pop_past_their_size retired
    # (hR60): the badges no longer pop after the blocks have risen; they ride up on their
    # blocks (critic C51: the podium enters whole), held by results6.badges_ride_*.
    Break("dialogs.close_with_motion", "a dialog closes with a short motion: its panel shrinks "
          "and fades out as the dim lifts (hR25)", "game/scenes/base.py",
          "        leaving = self._leaving_picture(closing) if fade and closing.closes_with_motion "
          "else None\n", "        leaving = None\n",
          "tests/test_dialog_close_motion.py::test_the_quit_dialog_shrinks_and_fades_out_then_"
          "the_menu_stands_alone"),
    Break("dialogs.close_motion_skipped", "a key or a click during a dialog's closing motion "
          "ends it (hR25)", "game/scenes/base.py",
          "            self._fade_left, self._fade_from, self._leaving = 0.0, None, None\n",
          "            pass\n",
          "tests/test_dialog_close_motion.py::test_a_key_during_the_closing_motion_ends_it_and_"
          "reaches_the_screen_below"),
    Break("dialogs.close_motion_input_kept", "a key pressed during a dialog's closing motion "
          "reaches the screen below, never lost (hR25)", "game/scenes/base.py",
          "            self._fade_left, self._fade_from, self._leaving = 0.0, None, None\n",
          "            self._fade_left, self._fade_from, self._leaving = 0.0, None, None\n"
          "            return\n",
          "tests/test_dialog_close_motion.py::test_a_key_during_the_closing_motion_ends_it_and_"
          "reaches_the_screen_below"),
    Break("results.trophy_large_on_a_low_step", "on a low winner's step (seven players, "
          "1024x600) the trophy stands large beside the badge, not a small cup over it (hR25)",
          "game/widgets/podium.py",
          "            if cup >= max(round(least * share), theme.px(28, scale), most,\n"
          "                          0 if shared else small):",  # (re-aimed round 73, hW75)
          "            if cup >= 0:",
          # since round 30 the panel's podium is tall (no low winner's step there): the
          # test draws a podium in a short room. hR41: re-pointed from CUP_LEAST (100 -> 0):
          # the place figures grow with their steps, no cup fits over them on a low step
          # whatever CUP_LEAST says; the bug now lets a tiny cup stand over the badge
          "tests/test_results_low_winner.py::test_a_low_winners_trophy_rides_on_its_step_in_"
          "every_frame_of_the_rise"),
    Break("results.solo_plate_figure", "a game alone: the plate has a figure of its own over "
          "the name, a medallion far taller than a token (hR25)", "game/widgets/podium_plate.py",
          "EMBLEM = 2.1\n", "EMBLEM = 1.0\n",
          "tests/test_results_solo_plate.py::test_the_solo_plate_has_its_figure_i"
          "ts_record_ribbon_and_spaced_figures"),
    Break("results.solo_record_ribbon", "a game alone: a new record's line stands on a gold "
          "ribbon (hR25)", "game/widgets/record_gauge.py",  # (round 74, hY96: re-aimed)
          "    pygame.draw.rect(surface, theme.GOLD, face, border_radius=theme.px(6, scale))",
          "    pygame.draw.rect(surface, theme.TABLE_HEADER, face, border_radius=theme.px(6, "
          "scale))",
          "tests/test_results_solo_plate.py::test_the_solo_plate_has_its_figure_i"
          "ts_record_ribbon_and_spaced_figures"),
    Break("results.solo_figures_spaced", "a game alone: the figures under the total are spaced "
          "to read (hR25)", "game/widgets/podium_figures.py", "STAT_GAP = 10\n", "STAT_GAP = 0\n",
          # since hR28 the plate's figures are icon rows spaced by STAT_GAP (LEAD only spaces
          # text lines under them, which a plate no longer has)
          "tests/test_results_solo_plate.py::test_the_solo_plate_has_its_figure_i"
          "ts_record_ribbon_and_spaced_figures"),
    Break("dialogs.one_button_width", "a dialog's buttons share one width, the widest "
          "label's (hR25)", "game/scenes/overlays.py",
          "        rects.append(pygame.Rect(x, y, bw, bh))",
          "        rects.append(pygame.Rect(x, y, min(bw, _label_room(scene, [button], font)), "
          "bh))",
          "tests/test_dialog_button_width.py::test_each_dialogs_buttons_share_the_widest_labels_"
          "width"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
