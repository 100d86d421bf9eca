"""Planted bugs of round 74's helper hF85:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_KEYS = "tests/test_farkle_keys_one_rule.py::"
_RISES = "tests/test_farkle_banner_rises_away.py::"

ROUND74_HF85: tuple[Break, ...] = (
    Break("hf85.space_throws_under_bank_ring",
          "on the 10 000 table Space and Enter press the ringed button alike: Space under a "
          "ring on 'Încasează' banks (critic row '10 000 banners': it threw)",
          "game/scenes/farkle_table_input.py",
          "                if focused is self.bank_button or (focused is None\n"
          "                                                   and event.key != pygame.K_SPACE):\n",
          "                if (focused is None or focused is self.bank_button) and \\\n"
          "                        event.key != pygame.K_SPACE:\n",
          _KEYS + "test_space_and_enter_press_the_ringed_button"),
    Break("hf85.key_line_ignores_ring",
          "the 10 000 key line names the ringed button for Space and Enter ('Spațiu, Enter: "
          "Încasează'), not 'Spațiu: Aruncă · Enter: Încasează' whatever the ring shows",
          "game/scenes/farkle_table.py",
          "        ringed = RINGED_NAMES.get(getattr(self.focus.focused, \"name\", \"\"))\n",
          "        ringed = RINGED_NAMES.get(\"\")\n",
          _KEYS + "test_the_key_line_names_the_ringed_button_for_space_and_enter"),
    Break("hf85.hot_dice_closes_to_a_dot",
          "hot dice' ribbon leaves rising away and fading, whole, never shrinking to a point "
          "(critic row '10 000 banners': it closed into a dot)",
          "game/views/stage_banner.py",
          '    "hot_dice": Look((236, 112, 30), (168, 38, 18), entrance="rise", leaves="rise"),\n',
          '    "hot_dice": Look((236, 112, 30), (168, 38, 18), entrance="rise"),\n',
          _RISES + "test_a_leaving_ribbon_rises_away_whole_never_shrinking_to_a_point"),
    Break("hf85.exit_fades_in_place",
          "a leaving banner is seen rising away over many frames, not only fading where it stood",
          "game/views/stage_banner.py",
          "RISE_AWAY = 0.4\n",
          "RISE_AWAY = 0.0\n",
          _RISES + "test_a_leaving_ribbon_rises_away_whole_never_shrinking_to_a_point"),
    Break("hf85.big_bank_figure_over_the_frame",
          "a big bank's '+2 000' passes behind its plate once off its line, never drawn across "
          "the plate's frame nor its words as it goes up its end (critic row '10 000 "
          "banners': it lay over the frame)",
          "game/views/stage_big_bank.py",
          "    return box.colliderect(rest) and not on_face\n",
          "    return False\n",
          "tests/test_farkle_big_bank_figure_clear.py::test_the_flying_figure_never_crosses_"
          "the_plates_line"),
    Break("hf85.bust_stamp_round_its_title",
          "the bust's stamp spans ~40 % of the table, read across a room (critic row '10 000 "
          "banners': a ~300x80 plate round its title at 1366)",
          "game/views/farkle_views.py",
          "    return min(max(words + place.px(STAMP_SIDES), round(STAMP_TABLE_SHARE * table)),\n",
          "    return min(words + place.px(STAMP_SIDES),\n",
          "tests/test_farkle_bust_stamp_reads_across_the_room.py::test_the_bust_stamp_spans_"
          "over_a_third_of_the_table"),
    # (hf85.wide_stamp_turned_as_far retired in round 79: the tilted rubber stamp it bent is
    # gone: undrawn since S47 made the bust one plate (round 78), its code removed; the
    # plate's room is S65's, held by hf98.* breaks)
)
