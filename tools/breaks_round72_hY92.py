"""Planted bugs of round 72's Yams stage tails (hY92):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HY92: tuple[Break, ...] = (
    Break("hY92.joker_tail_own_words", "the Joker stage's last frames say the table's own "
          "note (tag, pick, meaning), never a second wording (critic D71 #9)",
          "game/views/stage_words.py",
          "    say = picture.note or PromptSay(picture.caption, theme.MESSAGE_WARN)",
          "    say = PromptSay(picture.caption, theme.MESSAGE_WARN)",
          "tests/test_yams_joker_tail_one_look.py::test_the_joker_stages_tail_is_the_tables_"
          "own_note_in_its_place"),
    Break("hY92.total_rows_marked", "a TOTAL's standings lead each row with its seat's "
          "mark, as the table's standings (critic D71 #13)", "game/views/stage_under.py",
          "        if row.seat is not None:\n            draw_seat_mark(",
          "        if row.seat is None:\n            draw_seat_mark(",
          "tests/test_yams_total_plate_seats.py::test_each_standings_row_leads_with_its_seats_"
          "mark"),
    Break("hY92.total_plate_wide", "a TOTAL's standings plate is a clear share of the "
          "lifted row's width (critic D71 #13: small)", "game/views/stage_under.py",
          "round((row.w if row else 0) * theme_stage.STAGE_UNDER_STANDINGS_WIDTH))",
          "round((row.w if row else 0) * theme_stage.STAGE_UNDER_WIDTH))",
          "tests/test_yams_total_plate_seats.py::test_each_standings_row_leads_with_its_seats_"
          "mark"),
)
