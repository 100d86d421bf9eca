"""Planted bugs of round 72's 10 000 panels at rest (hF81):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_FORM = "tests/test_farkle_turn_rows_one_form.py::"
_OPENING = "tests/test_farkle_ledger_opening.py::"

ROUND72_HF81: tuple[Break, ...] = (
    Break("rest72.goal_row_inline", "the Tura panel's \"Până la obiectiv\" is a row like the "
          "others, label left and figure right, never the inline \"Până la obiectiv: 10 000\"",
          "game/widgets/farkle_turn_parts.py",
          "        if parts is not None and len(said) == 1:  # label left, figure right (hF81)",
          "        if parts is not None and len(said) == 0:  # label left, figure right (hF81)",
          _ONE_FORM + "test_the_goal_row_is_a_label_and_a_figure_at_the_rows_right_edge"),
    Break("rest72.opening_card_gone", "the game's first turn's ledger says who opens the game "
          "(critic G71: its line stood over two empty rules)", "game/views/farkle_story.py",
          "    opening = primer and not rows and not chosen_now(flow) and flow.opening_shown()",
          "    opening = False",
          _OPENING + "test_the_first_turns_ledger_says_who_opens_the_game"),
    Break("rest72.figure_row_english", "an English figure note (\"Needed this turn: 4,350\") "
          "is a row like the Romanian one: its thousands comma is part of the figure",
          "game/widgets/farkle_turn_parts.py",
          r"(?P<figure>[0-9][0-9 ,.\u00a0\u202f]*)",
          r"(?P<figure>[0-9][0-9 \u00a0\u202f]*)",
          _ONE_FORM + "test_a_figure_note_splits_in_both_languages_and_a_sentence_does_not"),
)
