"""Planted bugs of the results screens (round 50): each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_H = "tests/test_results_headline_names.py::"
_L = "tests/test_results_labels_say.py::"
_S = "tests/test_results_one_stat_set.py::"

RESULTS5_BREAKS: tuple[Break, ...] = (
    Break('results5.headline_names_winner',
          "the results' headline is the verdict with the winner's name (\"Ana "
          "câștigă!\"; the lead's ruling, critic C41) (re-aimed in round 73, hW75: "
          "the verdict's one module)",
          "game/flow/verdict.py",
          "        return str(tr(\"results.winner\", name=winners[0]))",
          "        return str(tr(\"results.winner\", name=\"\"))",
          "tests/test_results_headline_names.py::test_the_headline_is_the_verdict_with_the_winners_name"),
    Break('results5.tie_names_all',
          "a tie's headline names every player tied for first (\"Egalitate: Ana, "
          "Ion și Dan\") (re-aimed in round 73, hW75: the verdict's one module)",
          "game/flow/verdict.py",
          "names=tr(\"results.names_sep\").join(names[:-1]),",
          "names=names[0],",
          "tests/test_results_headline_names.py::test_the_headline_is_the_verdict_with_the_winners_name"),
    Break("results5.busts_label_says", "the 10 000 figures' label for lost turns says what it "
          "counts: \"Ture pierdute\" (critic C41: \"pierdute\" read cryptic)",
          "locales/ro/LC_MESSAGES/results.po",
          "msgstr \"Ture pierdute\"", "msgstr \"pierdute\"",
          _L + "test_each_figure_is_labelled_by_what_it_counts"),
    Break("results5.hot_label_says", "the 10 000 figures' label for hot dice says what it "
          "counts: \"Zaruri fierbinți\" (critic C41: \"fierbinți\" read cryptic)",
          "locales/ro/LC_MESSAGES/results.po",
          "msgstr \"Zaruri fierbinți\"", "msgstr \"fierbinți\"",
          _L + "test_a_game_played_alone_labels_its_figures_alike"),
    Break("results5.steps_keep_heights", "over a long list the longer labels' second header "
          "line leaves the steps' heights saying the ranks (the panel in the felt's margin)",
          # (hR51: over a long list every rank says two figures, their header one line: the
          # room that 36 took is there now; a 48 px margin still flattens the steps)
          "game/scenes/results_layout.py", "MARGIN = 24\n", "MARGIN = 48\n",
          "tests/test_podium_ranks_read.py::test_the_steps_heights_say_the_ranks"),
    Break("results5.enters_final_size", "the results panel slides up into place at its final "
          "size, no growing during its entrance (critic C41)",
          "game/scenes/results_picture.py",
          "        surface.blit(picture, bounds.move(0, below))",
          "        surface.blit(pygame.transform.smoothscale(picture, (round(bounds.w * (0.86 + "
          "0.14 * come)), bounds.h)), bounds.move(0, below))",
          "tests/test_results_entrance_size.py::test_the_panel_slides_in_at_its_final_size"),
    Break("results5.podium_blocks_apart", "the podium's blocks stand a clear gap apart, "
          "tied or not, each block its own edge (critic C50 defect 7: tied blocks fused)",
          "game/widgets/podium_figures.py", "STEP_GAP = 22\n", "STEP_GAP = 4\n",
          "tests/test_podium_solid.py::test_the_steps_stand_apart_each_block_its_own_edge"),
    Break("results5.tie_stage_short", "a 10 000 tie's win stage names every tied player on "
          "its line and says the shared score short, crediting no one of them alone (critic "
          "C50 defect 5)", "game/views/stage_pictures.py",
          # (round 66, hL67: re-pointed, no win's caption says the bank now: a tie's neither)
          "        return win_picture(table, kind)\n",
          "        won = win_picture(table, kind)\n        if won is not None and flow.winning_bank"
          ":\n            won.caption = table.tr('farkle.win.bank', points=format_int("
          "flow.winning_bank), total=won.caption)\n        return won\n",
          "tests/test_farkle_tie_names_the_bank.py::"
          "test_a_ties_stage_names_all_tied_players_in_a_short_line"),
    Break('results5.names_sep_said',
          "the tied names are parted by the catalog's separator "
          "(results.names_sep), not a hard-coded \", \" (re-aimed in round 73, "
          "hW75: the verdict's one module)",
          "game/flow/verdict.py",
          "tr(\"results.names_sep\").join(",
          "\", \".join(",
          "tests/test_results_headline_names.py::test_a_ties_names_are_parted_by_the_catalogs_separator"),
    Break("results5.one_stat_set", "every rank says one stat set, the same labels in the "
          "same order on the podium and in the list (critic C50 defect 6)",
          "game/scenes/results_words.py",
          "        return chips[:LIST_LINES] if len(self.list_rows) > 1 else chips",
          "        return chips[:LIST_LINES] if len(self.list_rows) > 1 and row in self.rows[:3] "
          "else chips",
          _S + "test_every_rank_says_the_same_figures_and_the_score_column_is_headed"),
    Break("results5.score_column_headed", "the listed players' score column is headed "
          "(\"Total\") like its figures' columns (critic C50 defect 6)",
          "game/scenes/results_picture.py",
          "            draw_text(surface, self.tr(\"results.list_total\"), head_px(self.scale),",
          "            (lambda *_, **__: None)(surface, self.tr(\"results.list_total\"), head_px("
          "self.scale),",
          _S + "test_every_rank_says_the_same_figures_and_the_score_column_is_headed"),
    Break("results5.score_head_clear", "the score column's header stands clear of the "
          "figures' headers (the columns leave it its width)", "game/scenes/results_layout.py",
          "        return max(totals, text_size(", "        return max(totals, 0 * text_size(",
          _S + "test_every_rank_says_the_same_figures_and_the_score_column_is_headed"),
    Break("results5.words_on_blocks", "from the panel's first frame every podium name, "
          "total and token stands on a block, the steps rising from a low stub (critic C50: "
          "words floated over zero-height blocks)", "game/widgets/podium_motion.py",
          "RISE_FROM = 0.35\n", "RISE_FROM = 0.0\n",
          "tests/test_podium_words_with_blocks.py::"
          "test_from_the_first_frame_every_name_stands_on_a_block"),
    Break("results5.labels_whole_at_1920", "four players' podium labels stand whole on one "
          "line at 1920, a row's pair parted a few pixels rather than broken (critic C50)",
          "game/widgets/podium_figures.py",
          "        push = label_push(widths, cell, gap)  # parted a little rather than broken",
          "        push = 99  # parted a little rather than broken",
          # hR60: held on the figures alone (the panel's cells now have room at 1920)
          "tests/test_results_labels_whole_1024.py::test_tight_cells_part_their_labels_then_break_them"),
    Break("results5.labels_parted_drawn", "a row's labels parted to stand whole are drawn "
          "parted, clear of each other", "game/widgets/podium_figures.py",
          "        x = cell.centerx + (push if col else -push)",
          "        x = cell.centerx",
          # hR60: held on the figures alone (the panel's cells now have room at 1920)
          "tests/test_results_labels_whole_1024.py::test_tight_cells_part_their_labels_then_break_them"),
)
