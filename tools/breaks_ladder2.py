"""Planted bugs of 10 000 staged moments and banners (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RAREST = "tests/test_farkle_rarest.py::"
_LOOKS = "tests/test_farkle_banner_own_looks.py::"
_PICTURES = "game/views/stage_pictures.py"
_SETTLED = "tests/test_farkle_bank_numbers_settled.py::"
_RIBBON = "tests/test_farkle_last_round_interrupts.py::"

LADDER2_BREAKS: tuple[Break, ...] = (
    Break("ladder2.rarest_own_rung", "six alike is the ladder's own top rung",
          # (hB40: the Chintă's mid rung; hL65, critic B64: re-pointed, the Chintă a takeover
          # again, six alike planted down; round 66 ruling: re-pointed, the Chintă the mid
          # rung again, six alike alone on the top rung)
          "game/flow/moments.py", '"six": "rarest_throw", "straight": "rare_throw",',
          '"six": "rare_throw", "straight": "rare_throw",',
          _RAREST + "test_each_rare_figure_takes_its_own_rung"),
    # (ladder2.pairs_banner, "three pairs come down to the banner tier", retired by hB40:
    # reversed, three pairs are a mid-size stage now: ladder3.throws_rungs)
    Break("ladder2.rarest_longest", "the rarest throws' show is the longest 10 000 stage",
          "game/theme_stage.py", 'FARKLE_STAGE_SECONDS = {"rarest_throw": 3.2,',
          'FARKLE_STAGE_SECONDS = {"rarest_throw": 2.0,',  # (hB40: the holds in theme)
          _RAREST + "test_rarer_is_bigger_and_longer_up_the_throws_ladder"),
    Break("ladder2.rarest_staged", "the rarest throws take the stage (skippable, the "
          "table's clocks waiting)", "game/flow/stage.py", '    "rarest_throw": GRAND,\n', "",
          _RAREST + "test_a_rare_throw_is_staged_at_its_rung_and_a_click_skips_it"),
    Break("ladder2.rarest_colour", "six alike and the Chintă each wear a colour of their own",
          _PICTURES,
          'look = RAREST_LOOKS.get(rare.kind, False)',
          "look = False", _RAREST + "test_six_alike_and_the_chinta_each_wear_their_own_colour"),
    Break("ladder2.tally", "a rare throw's amount counts up under its headline's dice",
          _PICTURES, "counter=(0, rare.points), tally=True,",
          "counter=(0, rare.points), tally=False,",
          _RAREST + "test_the_amount_counts_up_under_the_headlines_dice"),
    Break("ladder2.counts_up", "a rare throw's amount counts up (not said whole)",
          _PICTURES, "counter=(0, rare.points), tally=True,",
          "counter=(rare.points, rare.points), tally=True,",
          _RAREST + "test_the_amount_counts_up_under_the_headlines_dice"),
    Break("ladder2.goal_against_goal", "the goal's headline says the new total against the "
          "goal", "game/flow/farkle_goal_words.py",
          # (hL50: re-pointed, the goal's line is the flow's goal_line, the last round on it;
          # hL61: re-pointed again, the new total is the goal's crest's, goal_crest; hL65:
          # again, the total a line of the crest's own; hK63: again, its range beside it;
          # hF101: moved with the goal's words to their own module)
          "    total = flow.game.totals[player]\n    start",
          "    total = flow.game.turn_total\n    start",
          _RAREST + "test_the_goal_says_the_new_total_against_the_goal"),
    Break("ladder2.headline_waits", "a headline's words wait for its dice to pass (no die "
          "crosses them)", "game/views/stage.py",
          "        alpha = 0.0  # the headline waits for its dice to pass",
          "        alpha = alpha  # the headline waits for its dice to pass",
          _RAREST + "test_a_headlines_dice_never_cross_its_words_nor_each_other"),
    Break("ladder2.rare_dice_felt_order", "a rare throw's dice gather in the order they lie "
          "(no two ways cross)", _PICTURES,
          "    picked.sort(key=lambda i: table.tray.rest_positions[i][0])",
          "    picked.sort(key=lambda i: roll[i])",
          "tests/test_farkle_rare_sorted.py::test_the_rare_dice_stand_in_the_order_they_lie"),
    Break("ladder2.banner_looks", "hot dice and a bank wear banners of their own",
          "game/views/stage_banner.py",  # (re-pointed by hL60 at the modest plate's look)
          'LOOKS["bank_banner"] = Look((240, 196, 84), (164, 112, 24), shape="plaque", '
          'entrance="press",', 'LOOKS["bank_banner"] = Look((236, 112, 30), (168, 38, 18), '
          'entrance="press",',  # (hF110, round 82: its entrance "press", S107 1.)
          _LOOKS + "test_hot_dice_and_a_bank_wear_their_own_colour_shape_and_entrance"),
    # (ladder2.notch_covers retired by hB40: the ribbon lying across the mat and the slots,
    # whose notches could show their corners, was three pairs', a mid-size stage now)
    Break("ladder2.no_plus_zero", "a rare throw's amount counts from its first step, never "
          '"+0"', "game/flow/stage.py",
          "            value = max(value, min(step, end))", "            pass",
          _RAREST + "test_the_amount_counts_up_under_the_headlines_dice"),
    Break("ladder2.banner_icons", "hot dice carry flames and a bank coins beside their words",
          "game/views/stage_banner.py",
          'ICONS: dict[str, str] = {"hot_dice": "flame", "bank_banner": "coin", "bank_big": '
          '"coin"}',
          "ICONS: dict[str, str] = {}",
          _LOOKS + "test_hot_dice_carry_flames_and_a_bank_coins_beside_their_words"),
    Break("ladder2.headline_bank_lands_whole", "a headline's bank lands in its row whole "
          "(its stage was the count)", "game/flow/farkle_beats.py",
          # (hB60: re-pointed, a big bank's amount counts in its row)
          # (hL63: re-pointed, a big bank's too lands whole, critic B62)
          "self.counting = 0 if self.flight.headline else",
          "self.counting = 0 if False else",
          _SETTLED + "test_a_goal_banks_row_shows_the_new_total_at_once_as_its_points_land"),
    Break("ladder2.words_wait_for_the_count", "the words reading the totals change as a small "
          "bank's row count ends, never before", "game/flow/farkle_reading.py",
          "            if self.row_left(player):  # landing or still counting: the old figure",
          "            if self.flight is not None and self.flight.player == player:",
          # (hB40: re-pointed, the words waited for a banner's bank to land; hF41: re-pointed
          # again, round 41 reversed that (critic B40: under a banner every number says the
          # banked state, farkle6.banner_banked_state); a small bank's count still holds them)
          "tests/test_farkle_turn_rows_fixed.py::test_the_leader_row_waits_for_the_count_up"),
    # (ladder2.goal_said_whole retired by hB40: the goal is a banner, its new total a line
    # under its words, no counter to count; ladder2.goal_against_goal holds what it says)
    Break("ladder2.rare_counts_fast", "a rare throw's amount counts within 0.6 s of showing",
          "game/flow/stage.py",
          'COUNT_MOST: dict[str, float] = {"rare_throw": 0.5, "rarest_throw": 0.5}',
          "COUNT_MOST: dict[str, float] = {}",
          _RAREST + "test_a_rare_throws_amount_counts_fast_once_its_headline_has_landed"),
    Break("ladder2.big_bank_word", "a big bank's headline says \"Încasare mare!\" over its "
          "amount", _PICTURES, '            words = table.tr("stage.bank_big")\n', "",
          "tests/test_farkle_big_bank_words.py::"
          "test_a_big_banks_headline_says_big_bank_over_its_amount"),
    # ladder2.ribbon_holds_buttons, ribbon_dims and ribbon_press_only_ends (the table held and
    # dimmed under the last round's ribbon, a press only ending it) retired by hL50: there is
    # no ribbon after the goal any more (critic B41: "Obiectiv atins!" then "Ultima tură!"
    # said one thing twice; the goal's banner says the last round): farkle7.no_ribbon_after_goal
    Break("ladder2.banner_keeps_slots", "a bank's banner keeps the mat's slots outlined under "
          "it", "game/views/farkle_mat_band.py",
          # (re-pointed by hF67: the slots drawn in every beat, ruling S1; hF106: in the
          # mat's inside, S95 1.)
          "    draw_faded(surface, lambda onto: draw_dice_slots(onto, scene.mat_slots_free(),\n",
          "    scene.flow.flight or draw_faded(surface, lambda onto: draw_dice_slots(onto, "
          "scene.mat_slots_free(),\n",
          "tests/test_farkle_banner_keeps_slots.py::"
          "test_the_mats_slots_stay_under_a_banks_banner"),
    Break("ladder2.icons_clear_on_entry", "a banner's icons keep clear of its words as they "
          "pop in", "game/views/stage_banner.py",  # (hL62: re-pointed, the lettering made once)
          "    draw_icons(layer, picture, drawn_words(picture, clock, rect.w, words))",
          "    draw_icons(layer, picture, ink.move(letters.topleft))",
          "tests/test_farkle_banner_icons_clear.py::"
          "test_the_flames_never_touch_the_popping_words"),
    # (ladder2.tie_names_the_bank retired by hR51: its promise reversed, a tie's stage
    # credits none of the tied alone: results5.tie_stage_short)
    # (ladder2.pairs_cover_mat retired by hB40: three pairs have no ribbon any more)
    Break("ladder2.bank_banner_gold", "a bank's banner is gold, unlike any turn band",
          "game/views/stage_banner.py",  # (re-pointed by hL60 at the modest plate's look)
          'LOOKS["bank_banner"] = Look((240, 196, 84), (164, 112, 24), shape=',
          'LOOKS["bank_banner"] = Look((40, 86, 164), (16, 40, 98), shape=',
          "tests/test_farkle_bank_banner_gold.py::"
          "test_a_banks_banner_is_gold_and_unlike_any_turn_band"),
    Break("ladder2.prompt_waits_for_ribbon", "the prompt waits until a banner's ribbon has "
          "fully left (one voice at a time)", "game/scenes/farkle_table.py",
          "(LEAVE[1] if RARITY.get(clock.kind) == BANNER else GONE)", "GONE",
          "tests/test_farkle_banner_one_voice.py::"
          "test_the_prompt_waits_until_the_ribbon_has_fully_left"),
    # (ladder2.stage_opens_on_dice retired by hB40: a bank's stage is a banner, no dice
    # gathered; a rare throw's gathered dice: tests/test_stage_opens_on_picture.py)
    Break("ladder2.label_waits_for_dice", "the Selecție label waits for a headline's dice "
          "to land", "game/views/farkle_views.py",
          "(flow.hot_dice_coming or RARITY.get(staged) == GRAND\n",
          "(flow.hot_dice_coming\n",
          "tests/test_farkle_label_waits_for_dice.py::"
          "test_the_selection_label_waits_until_the_dice_have_landed"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
