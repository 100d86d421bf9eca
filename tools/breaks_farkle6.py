"""Planted bugs of the 10 000 table panels (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TOTAL = "tests/test_farkle_one_running_total.py::"
_KEPT = "tests/test_farkle_turn_rows_kept.py::"
_QUIET = "tests/test_farkle_buttons_quiet.py::"

FARKLE6_BREAKS: tuple[Break, ...] = (
    Break("farkle6.total_is_bank_figure", "the ledger's total is the bank button's figure, the "
          "selection counted", "game/flow/farkle_beats.py",  # (hF95: the flow's, S53)
          "        return game.turn_total if self.live() and game.can_bank else game.turn_points\n",
          "        return game.turn_total if self.live() and game.can_bank and not "
          "game.selected else game.turn_points\n",
          _TOTAL + "test_the_ledger_total_is_the_bank_buttons_figure_selection_included"),
    Break("farkle6.pending_row", "a chosen die counts at once in the ledger's total, never "
          "beside the placeholder (round 77, hF90, S26: re-aimed, no pending row since)",
          "game/views/farkle_story.py",
          "    return flow.frozen is None and flow.live() and bool(flow.game.selected)\n",
          "    return flow.frozen is None and flow.live() and bool(flow.game.set_aside)\n",
          _TOTAL + "test_a_chosen_die_shows_at_once_in_the_ledger_never_beside_the_placeholder"),
    Break("farkle6.bank_fact", "a person's Tura panel says what banking makes of their total",
          "game/views/farkle_views.py",
          "        reach = score + flow.turn_figure_seen()  # (as the dice land: S53)\n",
          "        reach = flow.turn_figure_seen()\n",  # (its bar since round 72: S14; hF95)
          _TOTAL + "test_a_persons_turn_panel_says_what_banking_makes_all_turn"),
    Break("farkle6.reason_while_picking", "the computer says its reason while it picks its dice",
          "game/views/farkle_remark.py",  # (re-pointed by hF82, round 73: its own module)
          "    return aim_sentence(tr, game)",
          "    return \"\"",
          _TOTAL + "test_the_computer_says_its_reason_while_it_picks_its_dice"),
    # (farkle6.fact_fills_band retired by hF60: it planted its bug in the barless fact's
    # place, "—" in the middle of its room; since hF60 "—" keeps its bar and stands where a
    # figure does, so no fact of the game takes that path. Its promise, no blank band under
    # the notes, is held by farkle8.fact_under_the_rule and farkle10.fact_dash_has_its_bar.)
    Break("farkle6.beat_one_name", "the score to beat has the last round strip's name",
          "locales/ro/LC_MESSAGES/farkle.po",
          'msgstr "De depășit: {points}"\n',
          'msgstr "De bătut: {points}"\n',
          _TOTAL + "test_the_score_to_beat_has_the_strips_name"),
    Break("farkle6.one_scoring_guide", "nothing of a throw is lit in the one scoring guide "
          "before its dice have landed and been seen (hF72, re-aimed: the ledger's primer, "
          "a second guide, is gone)", "game/views/farkle_guide.py",
          "    if not flow.live() or roll is None:",  # (hF95, round 78: the roll read once)
          "    if roll is None:",
          "tests/test_farkle_guide_lit.py::test_the_guide_lights_what_the_throw_offers_then_"
          "what_the_selection_scores"),
    # (round 66, hL67: the goal's words say the banked state as its crest's count lands,
    # with its row, critic B65; the test renamed to say so)
    Break("farkle6.banner_banked_state", "under a bank's banner the words reading the totals "
          "say the banked state with its row (round 41)", "game/flow/farkle_reading.py",
          "            if self.row_left(player):  # landing or still counting: the old figure\n",
          "            if self.row_left(player) or self.flight is not None:  # landing\n",
          "tests/test_farkle_bank_numbers_settled.py::test_under_the_goals_banner_the_score_to_"
          "beat_is_the_new_total_as_its_count_lands"),
    Break("farkle6.lead_names_total", "the lead says the leader's name and total, never a "
          "'+N' that reads as a bank banner's figure", "game/flow/farkle_reading.py",
          "                       points=format_int(best))",
          "                       points=format_int(best - min(totals)))",
          "tests/test_farkle_bank_numbers_settled.py::test_a_banners_bank_counts_in_its_row_and_"
          "the_words_follow_its_count"),  # (round 70: the test renamed, hF74's count)
    Break("farkle6.computer_fact_row", "on the computer's turn 'Dacă încasezi' keeps its row "
          "under its reason", "game/views/farkle_views.py",
          # (hF51: re-pointed, the row stays while the game's last throw flies)
          # (re-aimed round 74, hF87: the winning bank's beat keeps it too)
          "    if flow.shown_finished or (game.finished and not flow.in_the_air and not banked):\n",
          "    if flow.shown_finished or (game.finished and not flow.in_the_air and not banked) "
          "or game.players[game.current].is_computer:\n",
          _KEPT + "test_on_the_computers_turn_its_reason_goes_under_the_status_and_the_fact_"
          "keeps_its_row"),
    Break("farkle6.fact_one_line", "'Dacă încasezi' says its label and value on one line",
          "game/widgets/farkle_turn_parts.py",
          "        said = draw_text(surface, fact.label, small, theme.MUTED, (rect.x + pad, mid),",
          "        said = draw_text(surface, fact.label, small, theme.MUTED, (rect.x + pad, top),",
          _KEPT + "test_the_bank_fact_says_its_label_and_value_on_one_line"),
    Break("farkle6.leader_one_place", "'Lider' stands on the Tura panel's title row at every "
          "size", "game/scenes/farkle_layout.py",
          "        # to the notes and the fact)\n        self.turn_foot = False\n",
          "        # to the notes and the fact)\n"
          "        self.turn_foot = self.turn_rect.h >= fit\n",
          _KEPT + "test_the_leader_stands_in_the_title_row_at_every_size"),
    # farkle6.reason_whole_at_1024 retired in round 62 (hF62): its promise (where the
    # panel cannot hold both, the fact yields to the two-line reason) was reversed: the
    # reason has a one-line slot and "După încasare" keeps its row at every size (critic
    # B61); held by test_farkle_turn_rows_kept's computer test at 1024 and
    # tests/test_farkle_turn_slot.py.
    Break("farkle6.undo_idle_quieter", "with nothing to undo the 10 000 undo is quieter than "
          "a disabled button (flat, sunk, small words)", "game/scenes/farkle_table.py",
          # (hL50: re-pointed: lit, the undo is a quiet outline since round 50)
          'self.undo_button.style = "quiet" if lit else "idle"',
          'self.undo_button.style = "quiet"',
          # (round 65: re-pointed to the one disabled look, the idle undo's words no longer
          # smaller: an outline for the greyed undo is a second look of a disabled button)
          "tests/test_farkle_disabled_one_look.py::test_every_disabled_button_draws_one_way"),
    # farkle6.idle_words_smaller retired in round 65: its promise (an idle button's words
    # smaller than lit) reversed by critic B64 (13 px at 1024x600); the words read at their
    # lit size now: farkle16.disabled_words_read holds that
    Break("farkle6.hint_secondary", "'Sugestie' is a secondary action, never a bright bold face",
          "game/scenes/farkle_table.py",
          # (round 65: re-pointed: its live style is set with its state each refresh;
          # round 69, hF70: re-aimed, its style on a line of its own)
          'self.hint_button.style = "quiet"  # dimmed before a first throw',
          'self.hint_button.style = "secondary"  # dimmed before a first throw',
          _QUIET + "test_sugestie_is_secondary_never_a_bright_bold_face"),
    Break("farkle6.ledger_rows_grow", "'Puse deoparte' sets its rows larger where they all "
          "fit (no ~40 % of empty felt)", "game/widgets/farkle_ledger.py",
          "    grow = theme.FARKLE_LEDGER_GROW_MOST\n", "    grow = 1.0\n",
          "tests/test_farkle_ledger_roomy.py::test_the_rows_in_a_tall_ledger_are_set_larger"),
    # (hF60: the test renamed, its promise kept: the rows larger where the ledger has room;
    # their size no longer follows how many rows there are)
    Break("farkle6.placeholder_clear", "the empty ledger's line stands clear of its box's "
          "edges at every size", "game/widgets/farkle_ledger.py",
          "              theme.MUTED, box.center, max_width=room)",  # (re-indented by hF72)
          "              theme.MUTED, (box.x + theme.px(16, scale), box.centery), \"midleft\","
          " max_width=room)",
          "tests/test_farkle_ledger_empty_box.py::test_the_empty_ledgers_line_is_clear_of_its_"
          "boxs_edges"),
    # farkle6.quiet_held_dims retired in round 65: a disabled "Sugestie" no longer draws as a
    # dimmed outline but as every disabled button of the 10 000 table, the idle look (critic
    # B62, B64: two looks of one state); farkle16.disabled_one_look holds that
)
