"""Planted bugs of round 81's helper hF107:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_S96 = "tests/test_farkle_numbers_agree_s96.py::"

ROUND81_HF107: tuple[Break, ...] = (
    Break("hf107.bust_figures_live",
          "after a bust the Tura panel's dice and risk figures read spent, never live "
          "(ruling S96 1., round 81, critic cF80)",
          "game/views/farkle_views.py",
          "    if frozen is not None and lost:  # spent once the bust is seen",
          "    if frozen is not None and lost and False:  # spent once the bust is seen",
          _S96 + "test_after_a_bust_the_turn_panels_dice_and_risk_read_spent_never_live"),
    Break("hf107.aim_rolls_on_while_banking",
          "while the computer picks the dice it banks, its aim says it stops, never "
          "'arunc până strâng 400' beside 500 (ruling S96 4., critic cB80 #8)",
          "game/widgets/computer_reason.py",
          "    if game.roll_dice is not None and decide(game, \"normal\").action is Action.BANK:",
          "    if game.roll_dice is None and decide(game, \"normal\").action is Action.BANK:",
          _S96 + "test_the_computers_aim_never_says_it_rolls_on_when_it_is_about_to_bank"),
    Break("hf107.bank_figure_counts_down",
          "a small bank's 'Încasat +150' stands whole while the banker's row counts up, "
          "never counting down beside 'Scor' (ruling S96 2., critic cB80 #5)",
          "game/views/farkle_views.py",
          "        whole = frozen.turn_points\n",
          "        whole = flow.bank_left() if flow.bank_on_row() else frozen.turn_points\n",
          _S96 + "test_a_small_banks_figure_holds_whole_while_the_score_counts_up"),
    Break("hf107.banner_counts_late",
          "a banner's bank's row counts in as its plaque lands, whole by 40 % of its stage: "
          "the plaque's '+1 050', 'Scor' and the players list tell one story (ruling S96 2., "
          "critic cF80)",
          "game/theme_stage.py",
          "BANNER_BANK_COUNT = (0.12, 0.36)",
          "BANNER_BANK_COUNT = (0.5, 0.9)",
          _S96 + "test_a_banner_banks_plaque_and_rows_tell_one_story"),
    Break("hf107.throw_line_without_dice",
          "the ledger's throw line pictures the dice chosen from it beside its '+600' "
          "(ruling S96 3., critic cF80)",
          "game/views/farkle_story.py",
          "    if chosen:  # the turn's only throw:",
          "    if chosen and not chosen:  # the turn's only throw:",
          _S96 + "test_the_ledgers_throw_line_shows_its_chosen_dice_and_is_never_a_bare_header"),
    Break("hf107.bare_throw_header",
          "with no die chosen from it the ledger's throw line says how many dice it throws, "
          "never a bare 'Aruncarea 2' (ruling S96 3., critic cB80 #7)",
          "game/views/farkle_story.py",
          "    return NextThrow(words, dice, note=tr.n(\"farkle.ledger.throw_dice\", dice))",
          "    return NextThrow(words, dice)",
          _S96 + "test_the_ledgers_throw_line_shows_its_chosen_dice_and_is_never_a_bare_header"),
    Break("hf107.hint_narrower",
          "'Sugestie' is as wide as 'Aruncă' and 'Încasează' (ruling S96 5., critic cF80)",
          "game/scenes/farkle_layout.py",
          "HINT_BUTTON_SHARE = 1 / 3\n",
          "HINT_BUTTON_SHARE = 0.2\n",
          _S96 + "test_sugestie_is_as_wide_as_its_sibling_buttons"),
    Break("hf107.pill_fades_to_a_gap",
          "'La rând: X' stands until the new turn's first throw, never fading to a gap "
          "(ruling S96 5., critic cB80 #12)",
          "game/flow/farkle_flow.py",
          "        if banner is not None and (self.game.finished or not self.dice.visible()):",
          "        if banner is not None and (self.game.finished or not self.dice.visible()\n"
          "                                   or banner.age >= theme.TURN_BANNER_TIME):",
          _S96 + "test_the_turn_pill_stands_until_the_first_throw_never_fading_to_a_gap"),
    Break("hf107.band_swallows_ctrl_z",
          "Ctrl+Z takes a bank back exactly while 'Anulează' reads live, the passing band "
          "included (ruling S96 6., critic cB80 #4)",
          "game/scenes/farkle_table_input.py",
          "            return code in PRESS_KEYS\n",
          "            return code in PRESS_KEYS or code == pygame.K_z\n",
          _S96 + "test_ctrl_z_works_exactly_while_the_undo_button_reads_live_band_included"),
)
