"""Planted bugs of the Yams table and its moments (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_UNMARKED = "tests/test_yams_unmarked_waiting.py::test_"

YAMS5_BREAKS: tuple[Break, ...] = (
    Break("yams5.waiting_dice_unmarked", "before the first throw the waiting dice show no "
          "value (no pips)", "game/views/yams_views.py",
          "        blank = render_blank_die(side)\n",
          "        blank = shared_faces().face(5, side).copy()\n",
          _UNMARKED + "the_waiting_dice_show_no_value_before_the_first_throw"),
    Break("yams5.waiting_on_the_computers_turn", "before the computer's first throw its dice "
          "wait gathered in the roll row", "game/scenes/yams_layout.py",
          "        if (self.game.dice is not None or self.flow.leaving.active\n",
          "        if (self.game.dice is not None or self.flow.leaving.active"
          " or self.computer_turn\n",
          _UNMARKED + "before_the_computers_first_throw_its_dice_wait_gathered_no_dark_slots"),
    Break("yams5.no_dark_slots_before_the_throw", "no dark empty slot in the roll row before "
          "a throw", "game/scenes/yams_table_draw.py",
          "        waiting = self.waiting_dice()\n",
          "        waiting = self.waiting_dice()\n"
          "        views.draw_dice_slots(surface, self.dice_slots(), self.tray.die_size, 1.0)\n",
          _UNMARKED + "before_the_computers_first_throw_its_dice_wait_gathered_no_dark_slots"),
    Break("yams5.countdown_one_signal", "the countdown counts in the line and the button's "
          "timer only: the box it will fill is marked steady", "game/scenes/yams_table_draw.py",
          "            views.draw_countdown_ring(surface, centre, radius, 1.0)\n",
          "            views.draw_countdown_ring(surface, centre, radius,\n"
          "                                      flow.countdown / theme.YAMS_AUTO_SCORE_DELAY)\n",
          "tests/test_yams_countdown_one_signal.py::test_the_marked_box_is_steady_while_the_"
          "line_and_the_button_count"),
    Break("yams5.countdown_frame_steady", "the countdown's frame on the box does not drain",
          "game/scenes/yams_table_draw.py",
          "            views.draw_countdown_frame(surface, cell, theme.YAMS_AUTO_SCORE_DELAY, "
          "self.scale)\n",
          "            views.draw_countdown_frame(surface, cell, flow.countdown, self.scale)\n",
          "tests/test_yams_countdown_one_signal.py::test_the_marked_box_is_steady_while_the_"
          "line_and_the_button_count"),
    Break("yams5.standings_title_closes_up", "the standings keep their \"Clasament\" header "
          "with 2-6 players at every size: the rows close up before it goes",
          "game/views/yams_standings.py",
          "for tight in ((False, True) if title else (False,))",
          "for tight in (False,)",
          "tests/test_yams_standings_title_kept.py::test_the_standings_header_stays_with_two_"
          "to_six_players"),
)
