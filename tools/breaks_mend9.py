"""Planted bugs of a reviewer's findings on the stage's views (round 69, hK71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BB = "game/views/stage_big_bank.py"
_PRIVATE = "tests/test_stage_no_private_reach.py::"
_SETTLE = "tests/test_yams_stage_holds_still.py::"
_DRAWN = "tests/test_farkle_goal_plate_drawn.py::"

MEND9_BREAKS: tuple[Break, ...] = (
    Break("mend9.coin_private", "the big bank's beads are drawn by the banner's public coin, "
          "not a private name reached from another module", _BB,
          "        stage_banner.coin(layer, bead, picture.scale)",
          "        stage_banner._coin(layer, bead, picture.scale)  # noqa",
          _PRIVATE + "test_the_stage_views_reach_no_private_name_of_another_module"),
    Break("mend9.bonus_settles_early", "the upper bonus's words come down as its \"+35\" "
          "flies (the flow's words_settled, a fake clock; re-aimed by hY83, critic D69: they "
          "waited till it had landed, a gap over the row; re-aimed by hY86, critic C70: the "
          "words hold still, its figure beside its row)", "game/views/stage.py",
          "    cx, cy = picture.centre\n    flown = clock.flight() if",
          "    cx, cy = picture.centre[0], picture.centre[1] + round(clock.flight() * 90)\n"
          "    flown = clock.flight() if",
          _SETTLE + "test_the_stamp_and_its_caption_hold_still_the_figure_off_the_rows_frame"),
    Break("mend9.goal_plate_drawn_apart", "the goal's plate is drawn where goal_plate says "
          "(one computation), growing in and folding shut with it", "game/views/stage_goal.py",
          "    _blit_grown(surface, body, at)\n",
          # (round 75, hL75: re-aimed, the plate and where it rests one rect since its foot
          # went: drawn at rest, not grown)
          "    _blit_grown(surface, body, rest.plate)\n",
          _DRAWN + "test_the_goal_plate_is_drawn_where_goal_plate_says"),
    Break("mend9.goal_plate_body_once", "the goal's plate body is built once for a figure "
          "shown, not every frame", "game/views/stage_goal.py",
          "    if made is None or made[0] != key:",
          "    if made is None or made[0] is not key:",
          _DRAWN + "test_the_goal_plate_and_its_foot_are_built_once_not_every_frame"),
)

# Round 75 (hL75, ruling S6 amended): retired with the goal plate's foot, whose code is gone
# (the last round is said by the band after the plate; its promises are round 75's hl75.*
# breaks): mend9.goal_foot_body_once.
