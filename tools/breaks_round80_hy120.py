"""Planted bugs of round 80's helper hY120 (ruling S78: the Yams counts and the end of the
game): each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ENDS = "tests/test_yams_end_counts_hy120.py::"

ROUND80_HY120: tuple[Break, ...] = (
    # (hy120.total_cell_printed_under_count retired round 82, hY130: S117 1. reversed it: the
    # TOTAL cell says the card from the click; hy130.total_cell_bare plants the bare cell)
    Break("hy120.total_veil_see_through",
          "the TOTAL takeover dims the table nearly black (S78 1.)",
          "game/theme_stage.py",
          "YAMS_TOTAL_TAKEOVER_VEIL = 238\n",
          "YAMS_TOTAL_TAKEOVER_VEIL = 200\n",
          _ENDS + "test_the_total_takeover_covers_the_table_fully"),
    Break("hy120.first_record_said_twice",
          "a first record's stage says its figure alone under \"Nou record!\" (S78 4.)",
          "game/views/stage_pictures.py",
          "        return {\"record_figure\": format_int(score), \"record_was\": \"\"}",
          "        return {\"record_figure\": format_int(score), \"record_was\": "
          "table.tr(\"stage.penta_bonus\")}",
          _ENDS + "test_a_first_solo_record_is_said_once_in_the_stages_words"),
    Break("hy120.count_left_heavy",
          "the crowned count's figure stands on the felt's middle (S78 3.)",
          "game/views/stage_crowned.py",
          # (re-pointed round 81, hY123; again by hY124, S99 3.: the group centred)
          "    where.midtop = (said.room.centerx + crown.figure_shift, top)",
          "    where.midtop = (said.room.centerx - said.room.w // 6, top)",
          _ENDS + "test_the_crowned_count_is_one_centred_group_naming_the_winner_once"),
    Break("hy120.count_token_gone",
          "the winner's seat token stands beside the crowned count's figure (S78 3., S94 2.)",
          "game/views/stage_crowned.py",
          # (re-pointed round 81, hY123; again by hY124, S99 3.)
          "    if crown.token and seat is not None:",
          "    if crown.token and seat is None:",
          _ENDS + "test_the_crowned_count_is_one_centred_group_naming_the_winner_once"),
    Break("hy120.bonus_end_stage",
          "the upper bonus has one look all game, a game alone's end's too (S78 2.)",
          "game/scenes/yams_table.py",
          "        if kind == \"upper_bonus\":  # one look all game",
          "        if kind == \"upper_bonus\" and not self.game.finished:  # one look all game",
          _ENDS + "test_the_upper_bonus_is_one_takeover_in_the_game_and_at_its_end"),
    Break("hy120.bonus_band_light",
          "the upper bonus's takeover dims the table nearly dark round its band (S78 2.)",
          "game/flow/yams_bonus_band.py",
          "DIM = 205\n",
          "DIM = 96\n",
          _ENDS + "test_the_upper_bonus_is_one_takeover_in_the_game_and_at_its_end"),
    Break("hy120.bonus_band_small",
          "the upper bonus's \"+35\" is big: at least 0.12 of the felt (S78 2.)",
          "game/views/yams_bonus_band.py",
          "HERO = 0.15\n",
          "HERO = 0.1\n",
          _ENDS + "test_the_upper_bonus_is_one_takeover_in_the_game_and_at_its_end"),
    Break("hy120.end_bonus_lifts",
          "a last box's bonus keeps the table dark as it folds, into the TOTAL's (S78 2.)",
          "game/flow/yams_bonus_band.py",
          "        if self.ending and (self.done or self.progress >= OPEN[1]):",
          "        if self.ending and self.done:",
          _ENDS + "test_a_last_boxs_bonus_hands_its_darkness_to_the_total_no_bright_beat"),
    Break("hy120.results_ghost",
          "the crowned results' card is opaque from its first frame (S78 5.)",
          "game/scenes/results_picture.py",
          "            return 1.0 if self.time >= FIGURE_LEAVE else 0.0",  # (re-pointed round
          "            return entrance(self.time - FIGURE_LEAVE) if self.time > FIGURE_LEAVE "
          "else 0.0",  # 81, hY123: the card whole in one frame, S94 1.)
          _ENDS + "test_the_results_card_is_opaque_from_its_first_frame_over_the_count"),
)
