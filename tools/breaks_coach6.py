"""Planted bugs of the coach and the help pages (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH6_BREAKS: tuple[Break, ...] = (
    Break("coach6.hot_card_risk_of_six_dice",
          "the hot dice' card names the chance six dice score nothing (2,3 %), computed by "
          "the rules (round 65, critic B64: its words warned of a high risk)",
          "game/views/coach_words.py",
          "risk=format_percent(bust_probability(DICE_PER_TURN))",
          "risk=format_percent(bust_probability(1))",
          "tests/test_coach_hot_risk_true.py::"
          "test_the_hot_dice_card_names_the_small_computed_risk"),
    Break("coach6.hot_card_alarm_back",
          "the hot dice' card no longer warns that a miss loses the whole turn (round 65)",
          "locales/ro/LC_MESSAGES/coach.po",
          "msgstr \"Zaruri fierbinți: riști doar {risk} cu cele 6 zaruri.\"",
          "msgstr \"Zaruri fierbinți: dacă ratezi acum, pierzi toată tura ({risk}).\"",
          "tests/test_coach_hot_risk_true.py::"
          "test_the_hot_dice_card_names_the_small_computed_risk"),
    Break("coach6.help_words_stay_small",
          "the '?' pages' words grow to the largest size their tiles hold (round 65, critic "
          "A64: ~13 px at 1024x600)",
          "game/scenes/help_tiles.py",
          "        most = max(self.font_px(theme.FONT_BODY), round(least * BODY_REACH))\n",
          "        most = least\n",
          "tests/test_help_body_size.py::test_the_tiles_words_are_large_whole_and_wide"),
    Break("coach6.help_column_narrow",
          "a '?' tile's words take the whole column it leaves them (round 65, critic A64: "
          "'a narrow text column at 1024')",
          "game/scenes/help_tiles.py",
          "        return self.column_room()\n",
          "        return self.column_room() * 4 // 5\n",
          "tests/test_help_body_size.py::test_the_tiles_words_are_large_whole_and_wide"),
    Break("coach6.help_buttons_loud",
          "the '?' pages' footer buttons speak no larger than 1.2 times the tiles' words "
          "(round 65)",
          "game/scenes/help_tiles.py",
          "most=int(BUTTON_OVER_BODY * self.body_size()))",  # (hK62: text_size renamed)
          "most=0)",
          "tests/test_help_body_size.py::test_the_tiles_words_are_large_whole_and_wide"),
    Break("coach6.card_air_thin",
          "a coach card stands its air (10 px at 1024x600, scaled past it) off every word of "
          "the table it does not point at (round 65, critic B64: tight against 'Selecție')",
          "game/views/coach_card.py",  # (hX81, round 73: re-aimed from theme_table's
          # "CARD_AIR = 10", now only the floor of card_margin's 24 reference px, which keep
          # the card off "Selecție": the same 6 px air planted where the margin is made)
          "    return max(card_air(scale), theme.px(COACH_CARD_MARGIN, scale))",
          "    return max(6, theme.px(CARD_AIR, scale))",
          "tests/test_coach_card_air.py::test_every_card_keeps_its_air_off_the_tables_words"),
    Break("coach6.countdown_card_by_its_line",
          "the Yams countdown card keeps the card's air off the countdown's line (round 65: "
          "8 px at every size)",
          "game/views/coach_spot.py",  # (hC72: in the prompt's place the card lies on
          # the countdown's line and its air, which wait under it)
          "        said.append(countdown_band(scene))\n",
          "        said.append(prompt_band(scene))\n",
          "tests/test_coach_countdown_row_kept.py::test_with_no_room_beside_its_ring_the_"
          "card_keeps_the_prompts_place"),
)
