"""Planted bugs of round 73's helper hY94:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HY94: tuple[Break, ...] = (
    Break("yams73.standings_small_type",
          "the Clasament's rows try the body's size first, as large as the band allows (critic "
          "L72 #5: ~22 px rows at 1920, 11-12 px at 1024, over bare felt)",
          "game/views/yams_standings.py",
          "        sizes = (theme.FONT_BODY - 4, theme.FONT_BODY - 6, theme.FONT_SMALL,\n",
          "        sizes = (theme.FONT_BODY - 6, theme.FONT_SMALL,\n",
          "tests/test_yams_standings_large.py::test_the_standings_rows_are_large_and_take_the_"
          "felt_to_the_buttons"),
    Break("yams73.standings_lane_kept",
          "the Clasament's band reaches down to the buttons' air, no empty refusal lane kept "
          "over them (the refusal is said in the prompt's lane; critic L72 #11)",
          "game/scenes/yams_layout.py",
          "        bottom = top - max(clear, self.px(theme.GAP))  # (the buttons' air under "
          "the panel)\n",
          "        bottom = top - clear - self.px(48) - clear // 2  # (a refusal's lane)\n",
          "tests/test_yams_standings_large.py::test_the_standings_rows_are_large_and_take_the_"
          "felt_to_the_buttons"),
    Break("yams73.zero_preview_quiet",
          "a box the roll scores nothing in shows a small faint dash, its '0' only under the "
          "pointer (critic L72 #9: grey 0s in every empty cell, a busy grid)",
          "game/widgets/scorecard.py",
          "self.scale, self.zero_size(),\n"
          "                                         view.hover == (p, box) or view.focus is box)",
          "self.scale, self.zero_size(),\n"
          "                                         True)",
          "tests/test_yams_sheet_zero_quiet.py::test_a_zero_preview_is_quiet_and_a_real_one_"
          "inviting"),
    Break("yams73.sacrifice_one_wording",
          "a looming sacrifice says the first half of the seed's sentence the due one says "
          "whole (critic L72 #7: two wordings of one fact)",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Nicio căsuță deschisă nu aduce puncte"\n',
          'msgstr "Nicio căsuță nu aduce puncte"\n',
          "tests/test_yams_sacrifice_words_whole.py::test_a_looming_and_a_due_sacrifice_say_"
          "one_sentence"),
    Break("yams73.countdown_digit_alone",
          "the countdown's ring carries its digit alone, large (20 px of em at 1024x600), the "
          "line saying 'în 3 s' (critics L72 #8, H72 #10: '3 s' squeezed small into the ring)",
          "game/flow/yams_reading.py",
          "        return None if seconds is None else format_int(seconds)\n",
          '        return None if seconds is None else f"{format_int(seconds)} s"\n',
          "tests/test_yams_countdown_says_seconds.py::test_the_rings_digit_is_large_and_the_"
          "ring_inside_its_column"),
    Break("yams73.countdown_line_says_when",
          "the countdown's line says where and when it scores, 'Se înscrie la Doi în 3 s' "
          "(critic L72 #8)",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Se înscrie la {box} în {seconds} s"',
          'msgstr "Se înscrie automat la {box}"',
          "tests/test_yams_countdown_says_seconds.py::test_the_line_says_the_box_and_its_"
          "seconds"),
    Break("yams73.band_clear_of_standings",
          "the turn's passing band is its words' own band on the empty dice row, 32 reference "
          "px clear of the Clasament (critic L72 #15: a die tall, it nearly touched it)",
          # (re-aimed round 80, hY118, S76: the seat card's lane over the Clasament)
          "game/views/yams_seat_card.py",
          "    return pygame.Rect(column.x, top, column.w, max(1, standings.top - air - top))",
          "    return pygame.Rect(column.x, top, column.w, max(1, standings.bottom - top))",
          "tests/test_yams_handoff_cover.py::test_yams_the_band_keeps_clear_of_the_kept_row_"
          "and_the_standings"),
    Break("yams73.zero_preview_under_the_keys",
          "a box the roll scores nothing in says its quiet '0' under the keyboard's ring too, "
          "as under the pointer (a person playing by keys sees what Enter writes)",
          "game/widgets/scorecard.py",
          "view.hover == (p, box) or view.focus is box)",
          "view.hover == (p, box))",
          "tests/test_yams_sheet_zero_quiet.py::test_a_zero_preview_is_quiet_and_a_real_one_"
          "inviting"),
)
