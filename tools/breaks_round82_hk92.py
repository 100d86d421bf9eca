"""Planted bugs of round 82's helper hK92:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HK92: tuple[Break, ...] = (
    Break("hk92.rules_open_on_the_tabs", "Rules open with the focus on the section index the "
          "arrows move, not on the Yams / 10 000 tabs (S97 3. amended round 82, cC81 #2)",
          "game/scenes/rules.py", "        return self.index\n", "        return self.tabs\n",
          "tests/test_rules_opens_on_the_index_r82.py::"
          "test_rules_from_the_menu_open_on_the_index_the_arrows_move"),
    Break("hk92.key_strip_under_the_help", "the table's key strip is not drawn under a "
          "dialog or a '?' panel (S110 1., cC81 #6)", "game/scenes/table_base.py",
          '        if getattr(top, "lists_keys", False) or getattr(top, "dim_below", False):',
          '        if getattr(top, "lists_keys", False):',
          "tests/test_overlays_own_the_screen_r82.py::"
          "test_no_key_strip_under_a_dialog_or_the_help"),
    Break("hk92.settings_play_green", "'Joacă …' is the same red primary on Setări as on "
          "the other side screens (S110 2., cC81 #11)", "game/scenes/settings.py",
          "            self.offer_play(play, lambda: game or last_game(self.app))\n",
          "            self.offer_play(play, lambda: game or last_game(self.app)).style = "
          "\"secondary\"\n",
          "tests/test_play_one_colour_r82.py::"
          "test_play_is_the_one_red_button_of_every_side_screen"),
    Break("hk92.overwrite_title_a_statement", "the unfinished-game dialog asks its title as "
          "a question, as every asking dialog (S110 3., cC81 #13)",
          "locales/ro/LC_MESSAGES/core.po", 'msgstr "Renunți la partida neterminată?"',
          'msgstr "Partidă neterminată"',
          "tests/test_dialog_titles_one_voice_r82.py::"
          "test_a_dialog_that_asks_says_its_title_as_a_question"),
    Break("hk92.volume_live_while_silent", "with the sound off the Volume row is passed by "
          "Tab and drawn inert (S110 4., cC81 #12)", "game/scenes/settings.py",
          '            if isinstance(widget, Button) or widget.name == "volume":',
          '            if isinstance(widget, Button):',
          "tests/test_settings_volume_inert_r82.py::"
          "test_tab_and_down_pass_the_volume_by_while_the_sound_is_off"),
    Break("hk92.volume_figure_live", "the sound off, the volume's '80 %' is drawn in the "
          "disabled keys' ink (S110 4.)", "game/widgets/forms.py",
          "                  theme.CREAM if self.enabled else theme.KEY_TEXT_DISABLED,",
          "                  theme.CREAM,",
          "tests/test_settings_volume_inert_r82.py::"
          "test_the_volume_is_drawn_inert_while_the_sound_is_off"),
    Break("hk92.farkle_preview_boxes", "the empty 10 000 statistics preview sketches a "
          "banks histogram, not the Yams boxes (S110 5., cC81 #8)", "game/widgets/stats_preview.py",
          '    return FARKLE_SKETCHES if kind == "farkle" else SKETCHES',
          "    return SKETCHES",
          "tests/test_statistics_farkle_preview_r82.py::"
          "test_the_farkle_preview_sketches_banks_and_yams_its_boxes"),
    Break("hk92.rules_hole_over_the_cue", "a Rules view never leaves a hole over 'Continuă "
          "mai jos ↓': the page runs on, in whole lines, to the cue (S97 1. amended round 82, "
          "cC81 #1; S110 amended, hK94)",
          "game/scenes/rules_run_on.py", "    height = cue_top - run_on_air(line) - shown.bottom\n",
          "    height = 0\n",
          "tests/test_rules_no_holes_r82.py::"
          "test_no_hole_over_the_cue_and_the_cue_while_more_follows"),
    Break("hk92.rules_cue_gone_at_a_section_end", "'Continuă mai jos ↓' stands wherever the "
          "page goes on, a section's end too (S97 1. amended round 82, cC81 #3)",
          "game/scenes/rules_foot.py",
          "self.cue_room() and not self.bare_between(",
          "self.cue_room() or not self.bare_between(",
          "tests/test_rules_no_holes_r82.py::"
          "test_no_hole_over_the_cue_and_the_cue_while_more_follows"),
)
