"""Planted bugs of where the 10 000 overlays land (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE7_BREAKS: tuple[Break, ...] = ()
_BESIDE = "tests/test_farkle_big_bank_lands_beside.py::"
_BB = "game/views/stage_big_bank.py"

STAGE7_BREAKS += (
    Break("stage7.big_bank_lands_beside", "a big bank's amount flies into the banker's "
          "total, melted as it arrives (round 74, hF85, re-aimed: it landed beside it, "
          "critic B65, in the felt by the players panel)", _BB,
          "    return picture.target.right - half, picture.target.centery\n",
          "    return picture.target.right + half + theme.px(6, picture.scale), "
          "picture.target.centery\n",
          "tests/test_farkle_big_bank_flies_into_total.py::test_the_big_banks_figure_sits_"
          "clear_of_every_frame_and_lands_in_the_total"),
    Break("stage7.big_bank_row_counts", "a big bank's row counts up to its new total before "
          "its stage ends (critic B65: still \"0\" at 99 %)", "game/flow/farkle_reading.py",
          "left -= STEP * round(flight.points * self.bank_counted / STEP)", "left -= 0",
          _BESIDE + "test_the_row_counts_up_to_its_new_total_before_the_stage_ends"),
    Break("stage7.big_bank_stage_ages_the_row", "the stage tells the table how far it is, so "
          "the row under it counts", "game/scenes/stage.py",
          "if aged is not None and aged(self.clock.kind, self.clock.progress):",
          "if False:", _BESIDE + "test_the_row_counts_up_to_its_new_total_before_the_stage_ends"),
    Break("stage7.big_bank_plate_hides_slots", "a big bank's falling plate never cuts across "
          "the empty slots' row (critic B65, at 3 %)", _BB,
          # (re-aimed round 71 by hF78: the plate falls from the column's top, no foot rule)
          "    rect.center = (rest.centerx, rest.centery - round(theme_stage.BIG_BANK_FALL",
          "    rect.center = (rest.centerx, rest.centery + round(theme_stage.BIG_BANK_FALL",
          _BESIDE + "test_the_plates_opening_frames_cover_the_slots_row_whole"),
)

_GOAL = "tests/test_farkle_goal_one_number.py::"

STAGE7_BREAKS += (
    Break("stage7.goal_display_face", "the goal's \"Obiectiv atins!\" is lettered in the "
          "moments' display face, not plain Lato (critic B65)", "game/views/stage_crest.py",
          '    image = stamp_lettering(text, size, style)\n',  # (hB70: the crest's
          # lines lettered in one place, its headline among them)
          # (the plant letters it in the body's Lato, BOLD; it named pygame's default font,
          # which tests/test_look.py forbids in tools/ too)
          "    image = __import__('game.widgets.text').widgets.text.render(text, size, "
          "theme.GOLD, BOLD)\n",
          _GOAL + "test_the_goal_headline_is_lettered_in_the_display_face"),
    Break("stage7.goal_row_waits_for_count", "the goal's row keeps its old total until the "
          "crest's count lands (critic B65: two numbers at once)", "game/flow/farkle_beats.py",
          "share = float(progress >= theme_stage.FARKLE_GOAL_COUNT[1])", "share = 1.0",
          _GOAL + "test_the_reachers_row_keeps_its_old_total_until_the_crest_count_lands"),
)

STAGE7_BREAKS += (
    Break("stage7.win_one_sub_line", "the 10 000 win's sub-line is its total with its unit "
          "alone, never a run-on (critics B65/C62)", "game/views/stage_pictures.py",
          "        return win_picture(table, kind)\n",
          "        won = win_picture(table, kind)\n        if won is not None:\n"
          "            won.caption = won.caption + ' · ' + ', '.join(\n"
          "                f'{table.player_label(i)} {format_int(t)}'\n"
          "                for p, i, t in table.game.ranking() if p != 1)\n"
          "        return won\n",
          "tests/test_farkle_win_one_subline.py::test_the_wins_sub_line_is_the_total_with_its_"
          "unit_alone"),
)
