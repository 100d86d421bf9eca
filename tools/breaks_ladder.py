"""Planted bugs of the 10 000 moment ladder (stages scaled to rarity):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LADDER = "tests/test_farkle_ladder.py::"

LADDER_BREAKS: tuple[Break, ...] = (
    Break("ladder.rare_throw_staged", "a rare throw takes the headline once its dice are seen",
          "game/flow/farkle_beats.py", "        if kind is not None:  # a rare figure thrown",
          "        if False:  # a rare figure thrown",
          _LADDER + "test_a_rare_throw_is_a_headline_once_its_dice_are_seen_and_an_ordinary_"
          "one_is_not"),
    Break("ladder.three_pairs_rare", "three pairs (a four and a pair too) are a rare throw",
          "game/rules/farkle.py", 'RARE_KINDS = ("six", "five", "straight", "three_pairs")',
          'RARE_KINDS = ("six", "five", "straight")',
          _LADDER + "test_the_rare_figure_of_a_throw_is_decided_by_the_rules"),
    Break("ladder.goal_headline", "the bank that reaches the goal has its own headline",
          "game/flow/moments.py", '    if reaches_goal:\n        return "goal"',
          '    if False:\n        return "goal"',
          "tests/test_farkle_goal_bank.py::test_the_bank_that_reaches_the_goal_stages_its_"
          "headline_and_its_line_does_not_repeat"),
    Break("ladder.banner_tier", "a big bank is a banner, not the headline's full stage",
          "game/flow/stage.py", '    "bank_banner": BANNER,', '    "bank_banner": GRAND,',
          _LADDER + "test_the_ladder_headline_is_bigger_and_longer_than_the_banner"),
    Break("ladder.hot_banner", "hot dice are a banner, not a stamp over the blurred table",
          "game/flow/stage.py", '    "hot_dice": BANNER,', '    "hot_dice": BIG,',
          _LADDER + "test_the_ladder_headline_is_bigger_and_longer_than_the_banner"),
    Break("ladder.banner_readable", "under a banner the table reads, lightly dimmed",
          "game/views/stage_banner.py",
          # (re-pointed in round 67: the goal's plate dims as a stage, ruling S3; in round 68
          # to the plain banner's veil, the goal hushing the table whole on its own branch; round
          # 69: the goal drawn by game/views/stage_goal.py, the comment gone; round 79, hF99,
          # S72: a bank's veil by its rung, FARKLE_BANK_VEIL, the line split in two)
          "theme_stage.FARKLE_BANK_VEIL.get(picture.kind, DIM_ALPHA[BANNER])",
          "200",
          _LADDER + "test_a_big_banks_banner_is_a_ribbon_in_the_middle_column_over_a_readable_"
          "table[size1]"),
    Break("ladder.banner_in_column", "the banner's ribbon stays in the middle column",
          "game/views/stage_banner.py",
          "        return round(area.w * stage_bank_plate.modest_width_share(picture.amount))",
          "        return round(picture.felt.w * stage_bank_plate.modest_width_share("
          "picture.amount))",  # (hF94, round 78: by its amount, S48) (hB40: the
          # bank's plaque, narrower than the column; re-pointed by hL60 at the 1 050 bank's
          # modest plate, stage_banner.plate_width)
          _LADDER + "test_a_big_banks_banner_is_a_ribbon_in_the_middle_column_over_a_readable_"
          "table[size1]"),
    Break("ladder.rare_named", "a rare throw's headline names it in the seed's words",
          "game/views/stage_pictures.py",
          '    named = table.tr(f"farkle.combo.{rare.kind}", value=rare.value) if rare else ""',
          '    named = table.tr("farkle.combo.six", value=rare.value) if rare else ""',
          _LADDER + "test_a_rare_throws_headline_names_it_and_gathers_its_dice"),
    # (ladder.goal_said_once retired by hB40: the goal is a banner whose bank lands whole
    # as it leaves, the turn passing at once: the bank's prompt it planted the goal's words
    # in is never shown after the goal; tests/test_farkle_ladder.py still checks the goal
    # is said once)
    Break("ladder.home_inside", "a headline's dice fly home inside the dice area",
          "game/views/stage_pictures.py",
          # (round 66: re-pointed, the row's width passed for the partial stage's plate)
          "                    dice_grow=_grow(table, starts, across), home=pygame.Rect("
          "table.center),",
          "                    dice_grow=_grow(table, starts, across), home=None,",
          _LADDER + "test_a_headlines_dice_fly_home_inside_the_dice_area_at_their_slots_"
          "size[size1]"),
    Break("ladder.home_slots", "a 10 000 headline's dice fly home over their slots, drawn "
          "where they lay (no dark square patch)", "game/views/stage_gather.py",
          "    if picture.slot_side:  # the places as the table shows them empty",
          "    if False:  # the places as the table shows them empty",
          "tests/test_stage_home_slots.py::test_the_gathered_dice_places_show_the_felt_and_"
          "their_slots[six_ones]"),
    # (ladder.bank_home_slots retired by hB40: a big bank is a banner, no dice gathered)
    Break("ladder.one_takeover", "a bank whose throw had its headline gets at most the "
          "banner (one takeover per event)", "game/flow/moments.py",
          # (hL62: re-pointed, the decision moved to moments.bank_after_headline; a bank of
          # just the headline's points takes no stage now: farkle11.big_bank_once)
          '    return None if points == said else "bank_banner"',
          '    return None if points == said else kind',
          "tests/test_farkle_one_takeover.py::test_a_bank_of_more_than_its_headline_said_is_a_"
          "banner"),
    # ladder.chinta_sorted (a Chintă lined up 1 to 6) retired: the promise was reversed in
    # round 30 (its dice crossed each other's way); its successor is
    # ladder2.rare_dice_felt_order in tools/breaks_ladder2.py.
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
