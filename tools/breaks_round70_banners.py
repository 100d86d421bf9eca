"""Planted bugs of round 70's 10 000 banners and goal plate (hB70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FILLED = "tests/test_farkle_goal_plate_filled.py::"
_GOAL = "game/views/stage_goal.py"

ROUND70_BANNERS: tuple[Break, ...] = (
    Break("banners70.goal_plate_grows", "the goal's plate grows down under its foot as the foot "
          "comes in: no empty maroon band inside it at any frame (critic D69)", _GOAL,
          "    grow = round((rest.plate.h - entered.h) * ease_out(goal_foot(clock)))\n",
          "    grow = rest.plate.h - entered.h\n",
          _FILLED + "test_no_empty_band_inside_the_goal_plate_at_any_frame"),
    Break("banners70.goal_total_display", "the goal's total counts up at display size, the "
          "largest type on the plate after its headline (critic D69: ~55 px)",
          "game/theme_stage.py", "FARKLE_GOAL_CREST = (3.35, 1.6, 2.6, 0.66)",
          "FARKLE_GOAL_CREST = (3.35, 1.6, 1.5, 0.66)",
          _FILLED + "test_the_total_counts_at_display_size_the_name_large_in_its_seat_colour"),
    Break("banners70.goal_name_large", "the reacher's name under the goal's headline is large "
          "(critic D69: small under a giant headline)",
          "game/theme_stage.py", "FARKLE_GOAL_CREST = (3.35, 1.6, 2.6, 0.66)",
          "FARKLE_GOAL_CREST = (3.35, 1.1, 2.6, 0.66)",
          _FILLED + "test_the_total_counts_at_display_size_the_name_large_in_its_seat_colour"),
    Break("banners70.goal_foot_kept", "the goal's whole foot is drawn from its picture built "
          "once, no layer made for it every frame (a review of round 69)", _GOAL,
          "    if came >= 1:\n        ribbon, first, second = stage_crest.foot_body(",
          "    if came > 1:\n        ribbon, first, second = stage_crest.foot_body(",
          "tests/test_farkle_goal_plate_drawn.py::test_at_rest_the_goal_stage_makes_no_picture_a_"
          "frame"),
)
