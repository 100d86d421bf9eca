"""Planted bugs of the Yams staged moments' picture (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS11_BREAKS: tuple[Break, ...] = (
    Break("yams11.row_not_lifted", "a Yams stage's lit row stands centred under its words, "
          "the stage filled (critics C50, C51)", "game/views/stage_pictures.py",
          '        more["lift"] = True  # the row centred under the words, grown',
          '        more["lift"] = False  # the row centred under the words, grown',
          "tests/test_yams_stage_fills.py::test_a_yams_stage_leaves_no_empty_band"),
    # (yams11.figure_small_over_row retired round 74, hD75: no staged moment counts a
    # figure over its lifted row since the TOTAL's stage left; stage_lift.figure_over_row
    # was removed)
    Break("yams11.possible_words", "a Penta's row reads as one phrase, \"Penta 50 de "
          "înscris\" (critic C51: \"posibil\" read oddly)", "locales/ro/LC_MESSAGES/stage.po",
          'msgstr "de înscris"', 'msgstr "posibil"',
          "tests/test_yams_penta_possible_words.py::test_the_pentas_row_reads_as_one_phrase"),
    Break("yams11.lands_in_display_type", "a Yams stage's figure settles in its cell's own "
          "type, no jump from the display lettering (critic C51)",
          "game/views/stage_pictures.py",
          '        more["cell_size"] = table.sheet.row_type(counter.row if counter is not None '
          'else "")',
          '        more["cell_size"] = 0',
          "tests/test_yams_stage_lands_in_cell_font.py::test_the_landed_figure_settles_in_the_"
          "sheets_own_type"),
    Break("yams11.penta_tag_body_type", "a Penta's \"de înscris\" tag is lettered at the "
          "lifted row's grown type, its row's type set whichever way the row was lit (review, "
          "round 60)", "game/views/stage_pictures.py",
          '    if more.get("target") is not None:  # its row read in the sheet\'s own type',
          '    if counter is not None:  # its row read in the sheet\'s own type',
          "tests/test_yams_stage_row_type.py::test_the_pentas_tag_is_lettered_at_the_rows_"
          "grown_type"),
    Break("yams11.total_type_flat", "a TOTAL's row is a step larger than the sheet's other "
          "rows, one function read by the sheet and the stage (review, round 60)",
          "game/widgets/sheet_grid.py",
          "theme_stage.SHEET_TOTAL_TYPE_STEP if key == \"total\" else 0",
          "0",
          "tests/test_yams_stage_row_type.py::test_a_totals_type_is_the_sheets_one_function"),
    Break("yams11.strip_scaled_type", "a Yams stage's lifted strip is lettered at its own "
          "size, never the sheet's small row enlarged (critic C60 defect 2)",
          "game/views/stage_lift.py",
          "    return max(theme.least_type(), round(picture.cell_size * picture.lift_scale))",
          "    return max(theme.least_type(), picture.cell_size)",
          "tests/test_yams_stage_strip_native.py::test_the_lifted_label_is_lettered_at_the_"
          "strips_own_size"),
    Break("yams11.strip_box_not_landed", "the lifted box holds the landed figure at full "
          "strength from its landing (critic C32)", "game/views/stage_table.py",
          "        self.row_landed = True  # (a lifted row's box drawn holding it from now on)",
          "        self.row_landed = False  # (a lifted row's box drawn holding it from now on)",
          # (re-pointed, round 64: since hY68 the box holds its old figure until the landing,
          # so the strength test no longer tells the landed "35" from the old "0"; the
          # value-cell test reads which figure the box says)
          "tests/test_stage_strip_value_cell.py::test_the_strips_box_says_its_old_figure_then_"
          "its_new"),
    # (round 64, hY68: yams11.joker_box_says_zero retired, its promise reversed by critic
    # C62: the blank box under the "+100" looked unfinished; the Joker's box now says its
    # "0" until the bonus lands, held by yams15.joker_box_holds_old_figure; its test
    # rewritten to the new promise.)
    # (yams11.strip_flies_over_lit_table retired round 80, fixE: no Yams stage's lifted row
    # flies home over the table any more (a Penta's and a Joker Penta's hand their row back
    # with the table, S77; the upper bonus is a band drawn before any darkness is read,
    # S61), so its line in shown_darkness was dead and has gone, with its test
    # (test_yams_strip_docks_dimmed measured the upper bonus's unused darkness))
    Break("yams11.seal_hides_bang", "a second Penta's seal leaves the stamp's \"!\" whole, "
          "beside the letters' corner (critic C60; C69: clear of them)", "game/theme_stage.py",
          "STAGE_BADGE_GAP = 10", "STAGE_BADGE_GAP = -40",  # (re-aimed by hY83: it overlapped)
          "tests/test_yams_seal_clear_of_bang.py::test_the_seal_stands_clear_of_the_stamps_"
          "letters_at_every_frame"),
)
