"""Planted bugs of Yams stages leaving nothing behind (round 69, hY80):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS27_BREAKS: tuple[Break, ...] = (
    Break("yams27.computer_win_late", "the computer's last box (the only one open) is written "
          "at once: its win is staged one written beat after it, as a person's (critic C69: "
          "~2 s of a static table)", "game/flow/yams_flow.py",
          "        self.ai_timer = 0.0 if self._ends_the_game() else self.port.box_show_seconds()",
          "        self.ai_timer = self.port.box_show_seconds()",
          "tests/test_yams_computer_win_at_once.py::test_the_computers_win_is_staged_one_written_"
          "beat_after_its_last_box_shows"),
)
_OFF = "tests/test_yams_stage_exit_off_controls.py::test_no_lifted_row_lies_over_a_control_as_" \
    "the_table_comes_back"
YAMS27_BREAKS += (
    Break("yams27.joker_row_fades_in_place", "a Joker Penta's \"Bonus Penta 100\" row flies "
          "into its own sheet row before the table comes back, never fading where it stood "
          "over Anulează, Sugestie and TOTAL (critic C69)", "game/views/stage_row_leaves.py",
          "        return 1.0 if flies_home(picture, clock) else 0.0",
          "        return span(clock.progress, *theme_stage.YAMS_HAND_BACK)", _OFF),
    Break("yams27.penta_row_lags_the_table", "a Penta's lifted row has left the felt before "
          "the table comes back (never a faint row over its buttons)",
          "game/views/stage_row_leaves.py",
          "    return span(clock.progress, theme_stage.YAMS_EXIT_WORDS[0],  # gone before the "
          "table\n"
          "                theme_stage.YAMS_HAND_BACK[0])  # comes back (never over its buttons)",
          "    return span(clock.progress, *theme_stage.YAMS_EXIT_WORDS)", _OFF),
    Break("yams27.penta_tag_lags_its_row", "the Penta's \"de înscris\" tag and its plate's end "
          "leave with the row (one plate leaving)", "game/views/stage.py",
          "                                    min(stays, 1 - row_gone(picture, clock)))",
          "                                    stays)",
          "tests/test_stage_penta_tag_leaves.py::test_the_tags_end_of_the_plate_leaves_with_"
          "the_tag"),
)
YAMS27_BREAKS += (
    Break("yams27.twinkles_under_the_floor", "the winner's twinkles glint on the part of the "
          "trophy risen above the floor, never over the stats row as the podium rises "
          "(critic C69, 1024x600)", "game/widgets/podium.py",
          "        seen = cupped.clip(_risen(full, share)) if cupped else None  # (its part "
          "risen", "        seen = cupped  # (its part risen",  # (round 72, hW73: re-aimed)
          "tests/test_results_twinkles_off_words.py::test_no_twinkle_lies_on_a_word_as_the_"
          "podium_rises"),
)
YAMS27_BREAKS += (
    Break('yams27.tie_in_plain_text',
          "a tie's stage names each winner on a pill of their own in their seat's "
          "colour (critic C69: \"Ana, Ștefania\" in plain text) (re-aimed in round "
          "73, hW75: each winner named in the tie's verdict, no pills: a tie said "
          "as its first winner's win planted)",
          "game/flow/verdict.py",
          "    if len(winners) == 1:\n",
          "    if len(winners) >= 1:\n",
          "tests/test_stage_tie_pills.py::test_each_winner_of_a_tie_is_named_on_a_pill_in_their_seats_colour"),
    Break('yams27.tie_pills_one_colour',
          "each tied winner's pill is ringed in their own seat's colour (re-aimed "
          "in round 73, hW75: the tie's pills gone, each tied winner's block "
          "striped in their own seat's colour)",
          "game/scenes/results_rows.py",  # (hX76: the results' rows, on the stage too)
          "                      player_style(players, index),\n",
          "                      player_style(players, ranking[0][1]),\n",
          "tests/test_stage_win_podium.py::test_a_tie_names_its_winners_in_its_title_over_one_"
          "shared_step"),
)
YAMS27_BREAKS += (
    # (yams27.row_home_under_a_lit_table retired round 80, fixE: the line it broke, the
    # dimming held whole while a lifted row flies home, was dead since S77 made a Penta's
    # exit atomic (no stage's row flies home over the table: see yams11's retired break)
    # and has gone; a lifted row over a live control stays held by _OFF's other breaks)
)
