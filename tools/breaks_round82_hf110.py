"""Planted bugs of round 82's helper hF110:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HF110: tuple[Break, ...] = (
    Break("hf110.hot_set_flies_again",
          "after hot dice the set-aside group settles once: a hot set made of several groups "
          "(a 1, then five more) never flies to the ledger again on the next throw (round 82, "
          "hF110; critic cB81 defect 1)",
          "game/flow/ledger_flight.py",
          "if count > self.groups and from_mat and not went_back_to_cup(groups):",
          "if count > self.groups and from_mat and len(groups[-1].dice) < HOT_SIX:",
          "tests/test_farkle_hot_group_settles_once_hf110.py::"
          "test_the_hot_set_never_flies_again_on_the_next_throw"),
    Break("hf110.plate_drops_over_the_buttons",
          "the banner bank's plate (1 000-1 999) enters inside the tray, never over Aruncă / "
          "Încasează / Sugestie (ruling S107 1., round 82, hF110; critic cB81 defect 2)",
          "game/views/stage_banner.py",
          "    if entrance == \"press\":  # into the tray, from a little smaller (S107 1., hF110)\n"
          "        return stage_tray_entrance.pressed(clock), 0\n",
          "    if entrance == \"press\":  # into the tray, from a little smaller (S107 1., hF110)\n"
          "        return 2 - stage_tray_entrance.pressed(clock), 0\n",
          "tests/test_farkle_bank_plate_in_tray_hf110.py::"
          "test_the_banner_banks_plate_enters_inside_the_tray_never_over_a_button"),
    Break("hf110.dice_peek_round_the_plate",
          "every die of the table has left the felt before the bank's plate lands: nothing "
          "peeks round it (ruling S107 1., round 82, hF110; critic cB81 defect 2)",
          "game/theme_stage.py",
          "BANK_LEFT_FADE = (0.0, 0.12)",
          "BANK_LEFT_FADE = (0.0, 0.25)",
          "tests/test_farkle_bank_plate_in_tray_hf110.py::"
          "test_every_die_has_left_the_felt_before_the_plate_lands"),
    Break("hf110.tray_named_on_the_computers_turn",
          "'Pune deoparte aici' only in the person's own selection beat: never through the "
          "computer's turn nor under a bank's coins (ruling S107 2., round 82, hF110; critic "
          "cB81 defect 3)",
          "game/views/farkle_mat_band.py",
          "    return (not flow.computer_turn and flow.game.roll_dice is not None\n",
          "    return (flow.game.roll_dice is not None\n",
          "tests/test_farkle_tray_named_to_choose_hf110.py::"
          "test_no_tray_name_under_the_coins_the_card_nor_through_the_computers_turn"),
    # (the plate's own case is held four times over in tray_named: the turn passed, the
    # banked view frozen, the stage on, the bank's flight: no one-line bug shows the name
    # there; test_no_tray_name_round_a_banks_plate_nor_under_the_next_card pins it whole)
    Break("hf110.tray_name_pops_in",
          "the tray's name fades in as the selection beat starts, never in one frame "
          "(ruling S107 2., round 82, hF110)",
          "game/flow/farkle_mat.py",
          "        self.named = min(1.0, self.named + step) if named else 0.0\n",
          "        self.named = 1.0 if named else 0.0\n",
          "tests/test_farkle_tray_name_after_flight_fixl.py::"
          "test_the_trays_name_never_shows_under_dice_still_leaving_it"),
    Break("hf110.no_coin_burst",
          "a banner bank (1 000-1 999) sends a short burst of coins into the banker's row "
          "under its plate (ruling S107 2., round 82, hF110; critic cB81 change 4)",
          "game/theme_stage.py",
          'BANK_CHIP_KINDS = ("bank_big", "bank_banner")',
          'BANK_CHIP_KINDS = ("bank_big",)',
          "tests/test_farkle_bank_plate_in_tray_hf110.py::"
          "test_a_short_coin_burst_runs_into_the_bankers_row_as_it_counts"),
    Break("hf110.coins_after_the_count",
          "the banner bank's coins have all landed by the time its row reads the new total "
          "(ruling S107 2., round 82, hF110)",
          "game/theme_stage.py",
          'BANK_CHIPS_OF = {"bank_banner": (0.06, 0.36)}',
          'BANK_CHIPS_OF = {"bank_banner": (0.06, 0.6)}',
          "tests/test_farkle_bank_plate_in_tray_hf110.py::"
          "test_a_short_coin_burst_runs_into_the_bankers_row_as_it_counts"),
)
