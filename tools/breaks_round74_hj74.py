"""Planted bugs of round 74's helper hJ74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_EXIT = "tests/test_stage_exit_one_motion.py::"

ROUND74_HJ74: tuple[Break, ...] = (
    Break("hj74.box_counts_back_up",
          "a figure said on its box ('+100', '+35') lands in it whole, never counted up again "
          "from the old figure (critic cR74a #1: '+100', then '64', then '100')",
          "game/views/stage_landing.py",
          "    if figure_on_box(picture):  # its \"+N\" said on the box lands in it as \"N\" "
          "and stays:\n",
          "    if figure_on_box(picture) and False:  # its \"+N\" said on the box lands in it:\n",
          "tests/test_stage_box_counter_never_back.py::test_the_figures_in_the_box_never_go_down"),
    Break("hj74.tail_before_table",
          "a Joker's lit pieces (its line, 'Validează tura', its one box) come back with the "
          "table, never at full over a blank felt (critic cR74a #2)",
          "game/views/stage_words.py",
          "    strength = round(255 * min(1.0, seen))\n",
          "    strength = 255\n",
          _EXIT + "test_the_jokers_lit_pieces_come_back_with_the_table"),
    Break("hj74.veil_holds",
          "once a Penta's table is whole its veil lifts on every frame to the stage's end "
          "(critic cR74a #2: ~0.5 s of a still dimmed table)",
          "game/views/stage.py",
          # (re-aimed round 82, hY125: S103 2., lit as the table is whole)
          "        darkness = min(darkness, 1 - span(clock.progress, "
          "*theme_stage.YAMS_TABLE_BACK))  # (lit\n",
          "        darkness = min(darkness, 1 - span(clock.progress, GONE, 1.0))  # (lit\n",
          _EXIT + "test_once_the_table_is_back_its_veil_lifts_every_frame_to_the_end"),
    Break("hj74.bust_veil_snaps",
          "a bust's veil lifts over its hold's last quarter second, never snapping off as "
          "the turn passes (critic cR74a #14)",
          "game/scenes/farkle_table.py",
          "            dim_around(surface, keep, min(age / 0.15, self.flow.bust_veil()))\n",
          "            dim_around(surface, keep, age / 0.15)\n",  # (re-aimed round 78, hF93)
          "tests/test_farkle_bust_veil_lifts.py::"
          "test_the_felt_never_jumps_from_the_bust_to_the_next_turn"),
)
