"""Planted bugs of round 72's coach marks (hC73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HC73: tuple[Break, ...] = (
    Break("coach72.bank_points_at_the_panel",
          "the bank card's one short pointer goes to the Tura panel's 'După încasare' row its "
          "words name, not at the panel as a whole (critics D71, E71, G71: round 71's pointer "
          "U-turned round the mat to a button its words did not speak of)",
          "game/views/coach_farkle.py",
          "        return [(fact, own)] if fact is not None else []\n",
          "        return [(pygame.Rect(scene.turn_rect), own)] if fact is not None else []\n",
          "tests/test_coach_bank_at_button.py::test_the_bank_card_points_short_and_straight_"
          "at_the_fact_it_names"),
    # (coach72.hot_points_at_a_die retired by hC82, round 78: S46 reverses its promise, the
    # hot dice' card points at the six in the cup, not at the risk meter; held by
    # hc82.hot_card_points_at_the_dice_not_the_meter)
    Break("coach72.prompt_beside_the_set_aside_card",
          "while the 10 000 set-aside card shows, the prompt ('Dă clic pe zarurile care aduc "
          "puncte') stays said beside it (round 72 had it wait; ruling S20, round 76, hC80)",
          "game/views/coach_reads.py",
          'SAYS_THE_FARKLE_PROMPT: tuple[str, ...] = ()\n',
          'SAYS_THE_FARKLE_PROMPT: tuple[str, ...] = ("farkle.set_aside",)\n',
          "tests/test_coach_one_speaker.py::test_the_set_aside_card_leaves_the_prompt_said"),
    Break("coach72.invitation_beside_the_hold_card",
          "while the Yams hold card shows, the kept row's invitation ('Zarurile păstrate urcă "
          "aici') waits (critics D71, E71, G71)",
          "game/views/coach_reads.py",
          '    return coach.card is not None and coach.shown == "yams.hold"\n',
          '    return coach.card is not None and coach.shown == "yams.box"\n',
          "tests/test_coach_one_speaker.py::test_the_hold_card_hushes_the_kept_rows_invitation"),
    Break("coach72.count_of_five",
          "a card's count says the steps this player sees: the moments that have not come "
          "are not counted (critics D71, E71, G71: '/5 whatever the path')",
          "game/views/coach_steps.py",
          "    return step, len(order)\n",  # (re-aimed by hC74: the tour's steps, fixed)
          "    return step, len(table)\n",
          "tests/test_coach_steps.py::test_the_count_never_grows_and_a_moment_has_none"),
    Break("coach72.skipped_counted",
          "a mark done before its card came is no step of the count (a quick player's first "
          "card reads 1/…)",
          "game/flow/coach.py",
          "        self.skipped = (*self.skipped, *(m for m in fresh if m != self.shown))\n",
          "        self.skipped = self.skipped\n",
          "tests/test_coach_steps.py::test_a_mark_done_before_its_card_came_is_no_step"),
    Break("coach72.no_entrance",
          "a coach card rises into its place as it fades in, by the coach's clock (critics "
          "D71, E71, G71: 'no entrance worth noticing')",
          "game/views/coach.py",
          "        return round(self.clock.entrance * self.scene.px(COACH_RISE))\n",
          "        return 0\n",
          "tests/test_coach_entrance.py::test_the_table_draws_the_card_risen_as_its_clock_says"),
    Break("coach72.countdown_short_without_click",
          "the countdown card's short words (1024x600) keep its instruction, 'un clic pe o "
          "căsuță oprește ceasul' (critics D71, E71, G71)",
          "locales/ro/LC_MESSAGES/coach.po",
          # (plain words: hC77, round 75)
          'msgstr "Inelul numără secundele: un clic pe o căsuță îl oprește."',
          'msgstr "Inelul de pe căsuță arată secundele rămase."',
          "tests/test_coach_words_whole.py::test_short_words_keep_the_action_of_the_whole"),
)
