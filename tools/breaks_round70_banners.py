"""Planted bugs of round 70's 10 000 banners and goal plate (hB70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FILLED = "tests/test_farkle_goal_plate_filled.py::"
_GOAL = "game/views/stage_goal.py"
_BANNER = "game/views/stage_banner.py"
_BANK = "tests/test_farkle_bank_plate_sized.py::"

ROUND70_BANNERS: tuple[Break, ...] = (
    Break("banners70.goal_total_display", "the goal's total counts up at display size, the "
          "largest type on the plate after its headline (critic D69: ~55 px)",
          "game/theme_stage.py", "FARKLE_GOAL_CREST = (3.35, 2.1, 3.0, 0.66)",
          "FARKLE_GOAL_CREST = (3.35, 2.1, 1.5, 0.66)",
          _FILLED + "test_the_total_counts_at_display_size_the_name_large_in_its_seat_colour"),
    Break("banners70.goal_name_large", "the reacher's name under the goal's headline is large "
          "(critic D69: small under a giant headline)",
          "game/theme_stage.py", "FARKLE_GOAL_CREST = (3.35, 2.1, 3.0, 0.66)",
          "FARKLE_GOAL_CREST = (3.35, 1.1, 3.0, 0.66)",
          _FILLED + "test_the_total_counts_at_display_size_the_name_large_in_its_seat_colour"),
    Break("banners70.bank_plate_large", "an ordinary bank's plate ends a turn: wide over the "
          "empty tray, not a small tag (critic B69)", "game/theme_stage.py",
          "FARKLE_MODEST_PLATE = (0.72, 0.66, 0.9)", "FARKLE_MODEST_PLATE = (0.56, 0.66, 0.9)",
          _BANK + "test_the_bank_plate_stands_large_over_the_empty_tray"),
    # (round 79, hF99, S72: bank_plate_large's text follows the figure's 0.66)
    # (banners70.bank_plate_over_tray retired round 78 by hF94, ruling S48: its promise, the
    # plate centred over the tray, reversed on purpose: centred it left a dead band under it;
    # it rests on the clear air over the line now, hf94.plate_floats_high its inverse)
    Break("banners70.bank_name_on_band", "the banker's name on the bank's plate reads in their "
          "seat's own colour, on its dark band (critic B69: brown on the gold)", _BANNER,
          "            paper = draw_name_band(layer, under_words(picture), size, "
          "(rect.w // 2, y),\n",
          "            _ = draw_name_band(layer, under_words(picture), size, (rect.w // 2, y),\n",
          _BANK + "test_the_bank_plate_names_the_banker_in_their_seats_own_colour"),
    # (banners70.drop_hung_from_top retired in round 82 by hF110: the banner bank's plate no
    # longer drops from larger hung from its top, over the buttons; it is pressed into the
    # tray from a little smaller, ruling S107 1., held by hf110.plate_drops_over_the_buttons)
    Break("banners70.hot_dice_flames_rise", "flames rise from the hot dice on the mat into "
          "their ribbon: no bare felt between them (critic B69)", "game/views/stage_flames.py",
          "            reach = (root - top + die.h * (0.1 + 0.3 * flicker)) * heat\n",
          "            reach = die.h * (0.1 + 0.3 * flicker) * heat\n",
          "tests/test_farkle_hot_dice_burns_down.py::test_flames_rise_from_the_hot_dice_into_the_"
          "ribbon_no_bare_felt_between"),
    Break("banners70.goal_hush_copied", "the goal's hushed table, whole, is copied behind the "
          "plate, not blended at full alpha every frame (some 28 ms a frame at 1080)", _GOAL,
          "    hushed.set_alpha(None if alpha >= 255 else alpha)",
          "    hushed.set_alpha(alpha)",
          "tests/test_farkle_goal_plate_drawn.py::test_at_rest_the_goal_stage_makes_no_picture_a_"
          "frame"),
)

# Round 75 (hL75, ruling S6 amended): retired with the goal plate's foot, whose code is gone
# (the last round is said by the band after the plate; its promises are round 75's hl75.*
# breaks): banners70.goal_plate_grows, banners70.goal_foot_kept, banners70.goal_foot_keyed_by_words.
