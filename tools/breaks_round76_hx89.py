"""Planted bugs of round 76's helper hX89:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RARITY = "tests/test_stage_rarity_hx89.py::"

ROUND76_HX89: tuple[Break, ...] = (
    Break("hx89.joker_dice_at_table_size",
          "a Joker Penta gathers its dice at least at a Penta's size (round 76, hX89)",
          "game/views/stage_penta_room.py",
          "    if kind not in (\"penta\", \"joker_penta\"):\n",
          "    if kind not in (\"penta\",):\n",
          _RARITY + "test_a_joker_pentas_dice_gather_at_least_at_a_pentas_size"),
    Break("hx89.joker_title_as_a_line",
          "a Joker Penta's title counted as a Penta's, near a Penta's size (round 76)",
          "game/theme_stage.py",
          'STAGE_GATHER_LETTERS = {"penta": 0.55, "joker_penta": 0.55}',
          'STAGE_GATHER_LETTERS = {"penta": 0.55, "joker_penta": 0.85}',
          _RARITY + "test_a_joker_pentas_dice_gather_at_least_at_a_pentas_size"),
    Break("hx89.record_title_small",
          "a record's title at least as large as the win's verdict and 'Bonus!' (round 76)",
          "game/views/stage_pictures.py",
          "        more.update(record_words(table, score), "
          "stamp_share=theme_stage.STAGE_RECORD_TITLE)\n",
          "        more.update(record_words(table, score), stamp_share=0.4)\n",
          _RARITY + "test_a_record_is_titled_at_least_as_large_as_the_win_and_the_bonus"),
    Break("hx89.record_plate_unsaid",
          "a record's stage says its figure and the old record on a plate filling the felt",
          "game/views/stage.py",
          "    stage_record.draw_record(surface, picture, clock, below, stays)  # under a "
          "record's pill\n",
          "    stage_record.draw_record(surface, picture, clock, below, 0.0)  # under a "
          "record's pill\n",
          _RARITY + "test_a_records_stage_fills_the_felt_with_its_figure"),
    # (hx89.record_first_says_old retired round 80, hY120, ruling S78 4.: a first record
    # says its figure alone now, its "Primul tău record" the second wording on one screen)
)
