"""Planted bugs of the 10 000 table panels (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TOTAL = "tests/test_farkle_one_running_total.py::"

FARKLE6_BREAKS: tuple[Break, ...] = (
    Break("farkle6.total_is_bank_figure", "the ledger's total is the bank button's figure, the "
          "selection counted", "game/views/farkle_story.py",
          "    if flow.live() and game.can_bank:\n",
          "    if flow.live() and game.can_bank and not game.selected:\n",
          _TOTAL + "test_the_ledger_total_is_the_bank_buttons_figure_selection_included"),
    Break("farkle6.pending_row", "a chosen die shows at once in the ledger as a pending row",
          "game/views/farkle_story.py",
          "if flow.frozen is not None or not flow.live() or not game.selected or game.roll_dice",
          "if flow.frozen is None or not flow.live() or not game.selected or game.roll_dice",
          _TOTAL + "test_a_chosen_die_shows_at_once_in_the_ledger_never_beside_the_placeholder"),
    Break("farkle6.bank_fact", "a person's Tura panel says what banking makes of their total",
          "game/views/farkle_views.py",
          "    reach = banked + game.turn_total\n",
          "    reach = game.turn_total\n",
          _TOTAL + "test_a_persons_turn_panel_says_what_banking_makes_all_turn"),
    Break("farkle6.reason_while_picking", "the computer says its reason while it picks its dice",
          "game/views/farkle_views.py",
          "        elif visible:  # its reason in words",
          "        elif visible and plan_on_the_mat(game):  # its reason in words",
          _TOTAL + "test_the_computer_says_its_reason_while_it_picks_its_dice"),
    Break("farkle6.fact_fills_band", "the Tura panel has no blank band under its notes",
          "game/widgets/farkle_turn_parts.py",
          "    if top is not None and big > body and free >= block + theme.px(16, scale):",
          "    if top is not None and big > body and free >= 2 * block:",
          _TOTAL + "test_the_turn_panel_has_no_blank_band_under_its_notes"),
    Break("farkle6.beat_one_name", "the score to beat has the last round strip's name",
          "locales/ro/LC_MESSAGES/farkle.po",
          'msgstr "De depășit: {points}"\n',
          'msgstr "De bătut: {points}"\n',
          _TOTAL + "test_the_score_to_beat_has_the_strips_name"),
    Break("farkle6.one_scoring_guide", "before a first throw the ledger lists no second "
          "scoring guide beside \"Punctaj\"", "game/views/farkle_story.py",
          "    examples = primer_rows(place.tr, flow.game.roll_dice or ()) if shows_primer else ()",
          "    examples = primer_rows(place.tr, flow.game.roll_dice or (1, 5)) if primer else ()",
          "tests/test_farkle_ledger_filled.py::test_before_the_first_throw_the_ledger_repeats_no_"
          "scoring_guide"),
    Break("farkle6.banner_banked_state", "under a bank's banner the words reading the totals "
          "say the banked state from its first frame (round 41)", "game/flow/farkle_reading.py",
          "            if self.row_left(player):  # landing or still counting: the old figure\n",
          "            if self.row_left(player) or self.flight is not None:  # landing\n",
          "tests/test_farkle_bank_numbers_settled.py::test_under_the_goals_banner_the_score_to_"
          "beat_is_the_new_total"),
    Break("farkle6.lead_names_total", "the lead says the leader's name and total, never a "
          "'+N' that reads as a bank banner's figure", "game/flow/farkle_reading.py",
          "                       points=format_int(best))",
          "                       points=format_int(best - min(totals)))",
          "tests/test_farkle_bank_numbers_settled.py::test_a_banners_bank_every_number_says_the_"
          "banked_state_from_its_first_frame"),
)
