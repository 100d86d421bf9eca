"""Planted bugs of round 76's helper hL76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HL76: tuple[Break, ...] = (
    Break("hl76.note_label_per_phase",
          "the Tura panel's note keeps the label its turn had through its bank, changing only "
          "as the turn passes (ruling S14, amended round 76 by hL76)",
          "game/flow/farkle_note.py",
          "        return str(view.note)\n",
          "        return live_note(flow)\n",
          "tests/test_farkle_turn_note_one_label.py::"
          "test_the_goals_bank_keeps_its_turns_label_until_the_turn_passes"),
    Break("hl76.plate_flies_into_band",
          "the goal's plate leaves flying whole into the title's row, never a miniature "
          "shrinking about its middle (ruling S6, amended round 76 by hL76)",
          "game/views/stage_goal.py",
          "        return flown(picture, leaving)\n",
          "        return shown(now, now, *grown(clock))\n",
          "tests/test_farkle_goal_flies_into_band.py::"
          "test_the_plate_flies_whole_into_the_title_row"),
    Break("hl76.title_row_refocuses",
          "as the goal's plate leaves, the title's row comes back into focus with the table, "
          "never a slot hushed apart (ruling S6, amended round 76 by hL76)",
          "game/views/stage_goal.py",
          "        surface.blit(refocused(picture, surface, blur), (0, 0))\n",
          "        surface.blit(refocused(picture, surface, 1.0), (0, 0))\n",
          "tests/test_farkle_goal_flies_into_band.py::"
          "test_the_title_row_is_never_a_hushed_slot"),
    Break("hl76.goal_plate_flags",
          "the goal's plate carries chequered finish flags beside the name and total, no flat "
          "box (ruling S6, amended round 76 by hL76)",
          "game/views/goal_flags.py",
          "    if room < w // 2 or h <= 0:\n",
          "    if room < w * 2 or h <= 0:\n",
          "tests/test_farkle_goal_plate_art.py::"
          "test_finish_flags_stand_beside_the_name_and_total"),
    Break("hl76.goal_name_total_big",
          "the goal's plate says the reacher's name and total big under its headline "
          "(ruling S6, amended round 76 by hL76)",
          "game/theme_stage.py",
          "FARKLE_GOAL_CREST = (3.35, 2.1, 3.0, 0.66)",
          "FARKLE_GOAL_CREST = (3.35, 1.6, 2.6, 0.66)",
          "tests/test_farkle_goal_plate_art.py::"
          "test_the_reachers_name_and_total_stand_big_under_the_headline"),
)
