"""Planted bugs of the goal's one plate (round 69, hG69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_VOICE = "tests/test_farkle_goal_one_voice.py::"
_TIMING = _VOICE + "test_the_foot_enters_once_the_total_has_landed_and_is_read_before_the_" \
    "plate_leaves"
_HUSHED = "tests/test_farkle_goal_hushed_table.py::"

STAGE10_BREAKS: tuple[Break, ...] = (
    Break("stage10.plate_gone_before_lift", "the plate has folded away before the table "
          "behind it lifts back sharp", "game/theme_stage.py",
          "FARKLE_GOAL_LEAVE = (0.8, 0.9)", "FARKLE_GOAL_LEAVE = (0.86, 0.98)", _TIMING),
    Break("stage10.table_seen", "the table stays seen behind the goal's plate, not a void "
          "(ruling S6, critic D68)", "game/views/stage_table.py",
          "        dim(made, theme_stage.FARKLE_GOAL_HUSH_EVEN)\n",
          "        dim(made, 235)\n",
          _HUSHED + "test_the_table_stays_seen_behind_the_goal_plate[size0]"),
    Break("stage10.no_word_legible", "no table word reads behind the goal's plate: blurred "
          "over enough pixels", "game/theme_stage.py",
          "FARKLE_GOAL_BLUR = 16 ", "FARKLE_GOAL_BLUR = 3 ",
          _HUSHED + "test_no_table_word_is_legible_behind_the_goal_plate[size0]"),
    Break("stage10.strip_at_once", "once the goal's plate has gone the table's last-round "
          "strip says it at once, every frame (ruling S6)", "game/flow/farkle_beats.py",
          "        self.last_round_due = False\n",
          "        self.last_round_due = self.quiet_pass\n",
          _VOICE + "test_the_tables_strip_says_the_last_round_from_the_frame_the_plate_leaves"),
)

# Round 75 (hL75, ruling S6 amended): retired with the goal plate's foot, whose code is gone
# (the last round is said by the band after the plate; its promises are round 75's hl75.*
# breaks): stage10.foot_after_count, stage10.foot_drawn_by_flow, stage10.foot_across_edge,
# stage10.foot_holds_its_words.
