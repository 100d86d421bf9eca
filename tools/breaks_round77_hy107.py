"""Planted bugs of round 77's helper hY107:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WORDS = ("tests/test_yams_special_words_18px.py::"
          "test_a_special_states_words_are_18_px_and_whole_at_1024x600")

ROUND77_HY107: tuple[Break, ...] = (
    Break("hy107.prompt_type_at_the_body",
          "the Yams prompt pill's words (a sacrifice's, a Joker's, the countdown's) are drawn "
          "at 18 px of em or more at 1024x600, not the body's 17 (ruling S37)",
          "game/widgets/prompt_pill.py",
          "    return max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST,\n"
          "               PROMPT_TYPE_LEAST)\n",
          "    return max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST)\n",
          _WORDS),
    Break("hy107.headline_cut_over_its_detail",
          "a special state's headline too long for one line takes two whole lines over its "
          "meaning where the pill holds three (the Y11 sentence with three players, S37)",
          "game/widgets/prompt_pill.py",
          "    if say.detail and not fits and pill_lines(scale) > LINES:\n",
          "    if say.detail and not fits and pill_lines(scale) > LINES_SMALL:\n",
          _WORDS),
    Break("hy107.colon_break",
          "the Y11 sentence breaks after its colon, its fact over what it means (S37)",
          "game/widgets/prompt_pill.py",
          "        return [(fact + \":\", True), (rest, True)]\n",
          "        pass\n",
          "tests/test_yams_special_words_18px.py::"
          "test_the_y11_sentence_takes_two_lines_with_three_players"),
    Break("hy107.three_lines_room_not_reserved",
          "the pill's three lines' room is reserved at 1024x600 in every beat: the kept row "
          "goes down by what the lane lacks, so the pill neither jumps nor lies on the rack "
          "(S37)",
          "game/scenes/yams_layout.py",
          "        self._rack_lowered = self._prompt_lack(round(die * theme.YAMS_HELD_BAND))\n",
          "        self._rack_lowered = 0\n",
          _WORDS),
    Break("hy107.pill_two_lines_tall",
          "the pill's one height holds three lines where its type is raised to 18 px (S37)",
          "game/widgets/prompt_pill.py",
          "    return LINES_SMALL if theme.font_px(theme.FONT_BODY, scale) < PROMPT_TYPE_LEAST "
          "else LINES\n",
          "    return LINES\n",
          "tests/test_yams_special_words_18px.py::"
          "test_the_pill_keeps_one_height_and_top_at_1024x600"),
    Break("hy107.countdown_caption_in_the_pill",
          "the countdown's short caption is the pill's line naming the box its ring stands on "
          "(ruling S37)",
          "game/views/yams_prompt.py",
          "        return PromptSay(flow.countdown_why() or \"\", theme.MESSAGE_WARN, countdown)\n",
          "        return PromptSay(flow.countdown_why() or \"\", theme.MESSAGE_WARN)\n",
          "tests/test_yams_countdown_said_at_its_box.py::"
          "test_the_ring_stands_on_its_boxs_row_and_the_pill_names_the_box"),
    Break("hy107.cup_on_the_rack",
          "the cup waiting before a throw stands clear of the kept row's rack, lowered at "
          "1024x600 for the pill's third line (ruling S37)",
          "game/scenes/yams_layout.py",
          "        if clear > 0 and getattr(self, \"_rack_lowered\", 0) > 0:\n",
          "        if clear > 0 and getattr(self, \"_rack_lowered\", 0) > 1000:\n",
          "tests/test_yams_special_words_18px.py::test_the_cup_stands_off_the_lowered_rack"),
)
