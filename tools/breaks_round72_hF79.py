"""Planted bugs of round 72's 10 000 figures said once (hF79):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONCE = "tests/test_farkle_figure_once.py::"
_REFUSED = "tests/test_farkle_bank_refusal_in_prompt.py::"

ROUND72_HF79: tuple[Break, ...] = (
    # (once72.pending_row_figure retired in round 77 by hF90, ruling S26: the pending row it
    # kept without a "+600" is gone; its test still counts the figure said twice at most)
    Break("once72.score_says_reach", "the Tura panel's score row says the player's total, "
          "never the total banking makes (the bank button's figure on a first turn)",
          "game/views/farkle_views.py",
          "    return ValueLine(label, format_int(score), theme.CREAM,\n",
          "    return ValueLine(label, format_int(reach), theme.CREAM,\n",
          _ONCE + "test_the_selections_points_are_said_by_the_total_and_the_button_only"),
    Break("once72.bank_refusal_under_buttons", "a refused bank is said over the dice, in the "
          "prompt's place, not under \"Anulează\"", "game/flow/farkle_reading.py",
          '        if refused is not None and refused.anchor == "bank":',
          "        if False:",
          _REFUSED + "test_the_refusal_stands_over_the_dice_not_under_the_buttons"),
    Break("once72.bank_refusal_says_prompt", "a refused bank says why (its own words), never "
          "the prompt again (\"Pune deoparte cel puțin un zar…\")", "game/flow/farkle_flow.py",
          '            self.refuse(error, "bank", BANK_REFUSALS.get(error.key))',
          '            self.refuse(error, "bank")',
          _REFUSED + "test_a_refused_bank_says_why_in_the_prompts_place"),
    Break("once72.panel_counts_with_the_row", "under a bank the Tura panel's figures count in "
          "with the banker's row, figure for figure (never the old total, then a jump)",
          "game/views/farkle_views.py",
          "    score = flow.row_totals()[flow.shown_player]  # (counting with the row: round 72)",
          "    score = flow.settled_totals()[flow.shown_player]",
          "tests/test_farkle_figures_follow_the_row.py::test_while_a_small_bank_counts_in_the_"
          "panel_follows_the_row"),
    Break("once72.leader_told_to_beat_himself", "in the last round a leader's Tura panel says "
          "he leads, never \"De depășit\" with his own total", "game/views/farkle_views.py",
          '        notes.append((tr("farkle.turn.leading"), theme.CREAM))',
          '        notes.append((tr("farkle.turn.to_beat", points=format_int(max(settled))), '
          'theme.CREAM))',
          "tests/test_farkle_bank_numbers_settled.py::test_under_the_goals_banner_the_score_to_"
          "beat_is_the_new_total_as_its_count_lands"),
)
