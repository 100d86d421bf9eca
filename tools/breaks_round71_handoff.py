"""Planted bugs of round 71's Yams table mends (hY87):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ADVICE = "tests/test_yams_advice_pill.py::"
_ONCE = "tests/test_yams_prompt_says_once.py::"
_SOLO = "tests/test_yams_solo_panel.py::"

ROUND71_HANDOFF_BREAKS: tuple[Break, ...] = (
    Break("handoff71.advice_in_words", "the advice says what it aims for in a player's words "
          "(critic D70: \"ținta: … Scor final estimat: 263\" read as jargon)",
          "locales/ro/LC_MESSAGES/yams.po", 'msgstr "Țintește {box}"', 'msgstr "ținta: {box}"',
          _ADVICE + "test_the_advice_says_its_step_then_its_outlook_each_whole[size2]"),
    Break("handoff71.advice_alone_whole", "a box's advice says how the game ends as a line of "
          "its own, capitalised (not the mid-line phrase)", "game/flow/yams_hint.py",
          '               else tr("yams.hint.expected_alone", points=points))',
          "               else score)",
          _ADVICE + "test_a_box_advice_says_the_finish_alone_in_a_players_words"),
    # (handoff71.pill_labels_the_name retired in round 76 by hY104: its promise, a label on
    # the pill beside the passing's band, was reversed by ruling S13 as amended then (no
    # pill under the band, critics cZ75, cF75a); hy100.pill_names_under_band holds the new one)
    Break("handoff71.quiet_card_under_the_band", "under the band the prompt's pill keeps its "
          "frame, the incoming card said quietly (ruling S13, critic D70: a blank region; "
          "re-aimed by hY104, round 76, S13 amended: no prompt at all beside the band, its "
          "quiet card line read as generic, critics cZ75, cF75a; round 77, hH81: the ended "
          "turn's words, greyed)",
          "game/views/yams_prompt.py",
          "    if scene.flow.prompt_waits:  # the passing's band names the next player",
          "    if scene.flow.prompt_waits and not scene.computer_turn:  # the passing's band "
          "names the next player",
          _ONCE + "test_the_prompt_waits_unseen_while_the_band_says_the_turn_change"),
    # (handoff71.aim_with_its_headline retired round 80 by hY118: ruling S76 made
    # the Yams passing the
    # 10 000's seat card, which settles into the pill: no table's band fades any more, and
    # prompt_waits is the card's whole time; tests/test_yams_turn_end_order_hy118.py holds
    # the order, tests/test_yams_handoff_fixed.py the cup clear of the card)
    Break("handoff71.no_banner_blink", "after a band said the computer's turn, no banner fades "
          "the prompt's pill in again (it blinked: one line said three times)",
          "game/flow/yams_flow.py",
          "            self.band_said_turn = True  # (round 71: no banner blinking in after it)",
          "            self.band_said_turn = False  # (round 71: no banner blinking in after it)",
          _ONCE + "test_after_the_band_the_computers_turn_is_said_once_without_a_blink"),
    Break("handoff71.solo_best_not_total", "alone, the panel says the best to beat, never the "
          "TOTAL the sheet shows beside it (critic D70)", "game/views/yams_standings.py",
          "            total, gap = solo_texts(s.total, best, tr)",
          "            gap = solo_texts(s.total, best, tr)[1]",
          _SOLO + "test_alone_the_panel_says_the_best_to_beat_never_the_total[ro]"),
    Break("handoff71.solo_one_more_point", "level with the best, one point is still missing to "
          "beat it", "game/views/yams_standings_words.py",
          "points=format_int(best - total + 1))", "points=format_int(best - total))",
          _SOLO + "test_alone_the_panel_says_the_best_to_beat_never_the_total[en]"),
    Break("handoff71.solo_best_of_yams", "the table alone reads the person's best at Yams",
          "game/scenes/yams_table.py",
          '            self.standings.best = previous_best(getattr(app, "stats", None), self.kind,',
          '            self.standings.best = previous_best(getattr(app, "stats", None), "farkle",',
          _SOLO + "test_the_table_alone_reads_the_best_once_and_the_panel_says_it"),
    Break("handoff71.refusal_over_the_quiet_card", "a refused click under the band has the "
          "prompt's place alone (the card's quiet line gives way to it, never under it)",
          # (re-aimed by hY97, round 74: the refusal is the pill's second line under the
          # card's quiet line, S10: the bug is its words laid on that line)
          "game/widgets/prompt_pill.py",
          "    return [pygame.Rect(rect.x + side, top + k * (height + gap), rect.w - 2 * side, "
          "height)\n",
          "    return [pygame.Rect(rect.x + side, top, rect.w - 2 * side, height)\n",
          "tests/test_layout_collisions.py::test_a_sequence_has_no_collision_in_any_frame["
          "yams_upper_bonus_then_the_computer-1024x600]"),
    Break("handoff71.report_goes_with_the_band", "the old turn's report goes with the band, never "
          "said again under the next player's \"La rând\" (\"Calculatorul a ales …\" came back "
          "after it)", "game/flow/yams_flow.py",
          "            if said is not None:  # never said again under the next player's",
          "            if said is None:  # never said again under the next player's",
          _ONCE + "test_the_computers_choice_is_not_said_again_after_the_band"),
)
