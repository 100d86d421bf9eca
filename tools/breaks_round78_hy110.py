"""Planted bugs of round 78's helper hY110:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WORDS = ("tests/test_yams_special_words_18px.py::"
          "test_a_special_states_words_are_18_px_and_whole_at_1024x600")
_ROOM = "tests/test_yams_special_words_18px.py::test_the_room_is_the_headers_never_the_kept_rows"
_HEIGHT = ("tests/test_yams_special_words_18px.py::"
           "test_the_pill_keeps_one_height_and_top_at_1024x600")
_OFF = "tests/test_yams_countdown_off_the_sheet.py::"

ROUND78_HY110: tuple[Break, ...] = (
    Break("hy110.prompt_type_at_the_body",
          "the Yams prompt pill's words (a sacrifice's, a Joker's, the countdown's) are drawn "
          "at 18 px of em or more at 1024x600, not the body's 17 (ruling S45)",
          "game/widgets/prompt_pill.py",
          "    return max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST,\n"
          "               PROMPT_TYPE_LEAST)\n",
          "    return max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST)\n",
          _WORDS),
    Break("hy110.headline_cut_over_its_detail",
          "a special state's headline too long for one line takes two whole lines over its "
          "meaning where the pill holds three (the Y11 sentence with three players, S45)",
          "game/widgets/prompt_pill.py",
          "    if say.detail and not fits and pill_lines(scale) > LINES:\n",
          "    if say.detail and not fits and pill_lines(scale) > LINES_SMALL:\n",
          _WORDS),
    Break("hy110.colon_break",
          "the Y11 sentence breaks after its colon, its fact over what it means (S45)",
          "game/widgets/prompt_pill.py",
          "    for mark in (\": \", \" — \"):\n",
          "    for mark in (\" — \",):\n",
          "tests/test_yams_special_words_18px.py::"
          "test_the_y11_sentence_takes_two_lines_with_three_players"),
    Break("hy110.dash_break",
          "a Joker's pick breaks after its dash, never one figure alone on its second line "
          "(S45)",
          "game/widgets/prompt_pill.py",
          "    for mark in (\": \", \" — \"):\n",
          "    for mark in (\": \",):\n",
          "tests/test_yams_special_words_18px.py::"
          "test_a_jokers_pick_breaks_after_its_dash_with_three_players"),
    Break("hy110.pill_two_lines_tall",
          "the pill's one height holds three lines at 1366x768 and 1024x600 (S45)",
          "game/widgets/prompt_pill.py",
          "    return LINES_SMALL if scale < THREE_LINES_BELOW else LINES\n",
          "    return LINES\n",
          _HEIGHT),
    Break("hy110.three_lines_at_1366",
          "at 1366x768 too the pill holds three lines: the Y11 sentence on two beside the "
          "countdown's ring, the countdown's line under it (S45)",
          "game/widgets/prompt_pill.py",
          "THREE_LINES_BELOW = 0.75\n",
          "THREE_LINES_BELOW = 0.6\n",
          _OFF + "test_the_ring_stands_in_the_pill_off_the_sheet"),
    Break("hy110.headline_cut_beside_the_ring",
          "at 1920x1080 beside the countdown's ring the Y11 sentence takes both lines whole, "
          "never cut with '…' (S45)",
          "game/widgets/prompt_pill.py",
          "    if say.detail and not fits and say.trail and pill_lines(scale) == LINES:\n",
          "    if say.detail and not fits and say.trail and pill_lines(scale) == 0:\n",
          _OFF + "test_the_ring_stands_in_the_pill_off_the_sheet"),
    Break("hy110.header_keeps_its_room",
          "the pill's third line's room is the header's: the turn line goes up by what the "
          "lane lacks (S45)",
          "game/scenes/yams_layout.py",
          "        lift = self._header_lift()\n",
          "        lift = 0\n",
          _HEIGHT),
    Break("hy110.round_under_the_title",
          "at 1024x600 the round's words are said beside the title, on its line, so the turn "
          "line can go up clear of them (S45)",
          "game/scenes/yams_layout.py",
          "            self._lines[\"round\"] = self._lines[\"title\"]  # the round beside the "
          "title\n",
          "            self._lines[\"round\"] -= 0  # the round beside the title\n",
          _ROOM),
    Break("hy110.rack_lowered_instead",
          "the room is never the kept row's: the rack stands where it stood, the felt between "
          "it and the rolled dice kept (hY107's rack 16 px down, reverted; S45)",
          "game/scenes/yams_layout.py",
          "        self._held_y = y0 + round(h * 0.375) + kept_down\n",
          "        self._held_y = y0 + round(h * 0.375) + kept_down + 16 * (h < 600)\n",
          _ROOM),
    Break("hy110.ring_on_the_box",
          "the countdown's ring stands off the sheet, inside the prompt pill at its right end "
          "(S45, critic cA77 #5: on the box it halved its figure)",
          "game/scenes/yams_layout.py",
          "        ring.midright = (pill.right - self.px(COUNTDOWN_RING_INSET), pill.centery)\n",
          "        ring.center = self.sheet.cell_rect(self.game.current,\n"
          "                                           flow.marked_box).midright\n",
          _OFF + "test_the_ring_stands_in_the_pill_off_the_sheet"),
    Break("hy110.words_under_the_ring",
          "the pill's words keep clear of the countdown's ring at its right end (S45)",
          "game/views/yams_prompt.py",
          "    return replace(say, trail=ring.w + theme.px(COUNTDOWN_WORDS_AIR, scene.scale))\n",
          "    return replace(say, trail=0)\n",
          _OFF + "test_the_ring_stands_in_the_pill_off_the_sheet"),
    Break("hy110.card_docked_far",
          "the countdown's coach card docks over its ring, not at the room's far end (S45, "
          "critic cF77)",
          "game/views/coach_dock.py",
          "        card.centerx = ring.centerx\n        card.clamp_ip(room)\n",
          "        card.right = room.right\n        card.clamp_ip(room)\n",
          _OFF + "test_the_rings_card_stands_over_it_off_the_sheet"),
    Break("hy110.card_says_ring_on_box",
          "the countdown's coach card says what the ring counts to, never that it is on the "
          "box (S45: it stands off the sheet)",
          "locales/ro/LC_MESSAGES/coach.po",
          'msgstr "Inelul numără secundele rămase; un clic pe o căsuță îl oprește."',
          'msgstr "Inelul de pe căsuță numără secundele până la înscrierea automată; un clic '
          'pe o căsuță îl oprește."',
          "tests/test_yams_coach_arrow.py::test_the_countdown_card_says_what_the_ring_counts_to"),
)
