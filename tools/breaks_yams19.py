"""Planted bugs of the Yams table (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WORDS = "tests/test_yams_table_words.py::"
_ONE = "tests/test_yams_countdown_one_pattern.py::"

YAMS19_BREAKS: tuple[Break, ...] = (
    Break("yams19.winner_before_victory", "until the winner is said (\"Victorie!\", the "
          "results) the finished table says only what was written last (critic C65)",
          "game/flow/yams_end_line.py", "    if not flow.results_shown:",
          "    if flow.results_shown:",
          _WORDS + "test_the_end_says_the_last_box_not_the_winner_before_victory"),
    Break("yams19.upper_bonus_unsaid", "the upper bonus is said with the box that earned it "
          "(\"· Bonus +35\", critic C65)", "game/flow/yams_reading.py",
          # (re-aimed by hY101, round 75: the bonus said once its stage has played)
          '        if event.upper_bonus_reached and not self.moment.pending("upper_bonus"):',
          "        if False:",
          _WORDS + "test_the_upper_bonus_is_said_with_the_box_that_earned_it"),
    Break('yams19.countdown_two_patterns', "the countdown alone says its count as the quieter "
          "line under its reason, as under a sacrifice (critic C65: one pattern)",
          # (re-aimed by hY82: the pill's headline and line (S10))
          'game/views/yams_prompt.py',
          '        return PromptSay(flow.countdown_why() or "", theme.MESSAGE_WARN, countdown)',
          '        return PromptSay(countdown, theme.MESSAGE_WARN, flow.countdown_why() or "")',
          _ONE + "test_the_countdown_says_its_headline_over_its_quieter_count[alone]"),
    Break('yams19.countdown_reason_small', "the countdown's reason is its headline, at the "
          "size of a note's (critic C65)",
          # (re-aimed by hY82: the reason is the pill's headline, at its one size (S10))
          'game/widgets/prompt_pill.py',
          "        line_size = size  # every line at the pill's one size (S10)",
          "        line_size = size if not bold else size * 4 // 5  # every line at the pill's"
          ' one size (S10)',
          _ONE + "test_the_countdown_says_its_headline_over_its_quieter_count[alone]"),
    # (yams19.badge_over_the_ring retired by hY110, round 78: ruling S45 put
    # the countdown's ring off the sheet, in the prompt pill; its place pinned by
    # tests/test_yams_countdown_off_the_sheet.py)
    Break('yams19.headline_against_the_pill', "the headline over the countdown keeps air "
          "under the turn line's pill at 1024 (critic C65)",
          # (re-aimed by hY82: the headline and its pill keep air under the turn line's pill at
          # 1024 (S10: a pill grown taller than its lane))
          'game/widgets/prompt_pill.py',
          'LINES = 2\n',
          'LINES = 3\n',
          _ONE + "test_the_headline_keeps_air_under_the_turn_pill_at_1024[alone]"),
    Break("yams19.glow_over_the_standings", "a Penta's glow stays on the felt above the "
          "standings (critic C65)", "game/views/yams_moments.py",
          "    surface.set_clip(felt.clip(clip))\n", "\n",
          "tests/test_yams_penta_glow_above_standings.py::"
          "test_the_pentas_glow_ends_above_the_standings[1024x600]"),
)
