"""Planted bugs of the 10 000 table (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SIX = "tests/test_farkle_ledger_six_dice.py::test_six_dice_and_their_words_stay_in_their_row"
_AIR = "tests/test_farkle_tura_air.py::"
_OFF = "tests/test_farkle_disabled_one_look.py::test_every_disabled_button_draws_one_way"

FARKLE16_BREAKS: tuple[Break, ...] = (
    Break("farkle16.long_row_two_places", "a ledger row whose dice would shrink beside its "
          "words (six dice, hot dice) takes two places of the grid, its dice at the rows' own "
          "size (critic B64: specks over a label on the rim)", "game/widgets/farkle_ledger.py",
          "    return fits < side * 4 // 5\n", "    return fits < side // 2\n", _SIX),
    Break("farkle16.long_row_name_whole", "a tall ledger row's name stands whole under its "
          "dice, clear of its points", "game/widgets/farkle_ledger.py",
          "(place.x + inner, dice_rect.bottom + air),",
          "(place.x + inner, dice_rect.bottom - air),",
          _SIX),
    Break("farkle16.hot_legend_least", "a hot re-roll's legend on its row's rim reads at the "
          "type's least (12 px at 1024x600 before)", "game/widgets/farkle_ledger.py",
          "                    theme.TABLE_TYPE_LEAST)  # 1024×600; round 77: the table's "
          "floor, S26)",  # (round 77, hF90: the table's floor since the legend shows there)
          "                    theme.FONT_MIN)  # 1024×600; round 77: the table's floor, S26)",
          "tests/test_farkle_table_type_floor.py::test_no_word_on_the_10000_table_is_under_its_"
          "floor_at_1024"),
    Break("farkle16.tura_person_one_note", "a person's Tura panel says one note ('Până la "
          "obiectiv'), never the rule 'Fără punctaj minim' over it (critic B64: crammed)",
          "game/views/farkle_views.py",
          # (re-pointed round 76, hL76: the note's kind is the flow's, farkle_note)
          "    elif kind == \"no_minimum\":", "    elif kind in (\"no_minimum\", \"to_go\"):",
          _AIR + "test_a_persons_tura_panel_says_one_note_large_with_air_round_it"),
    Break("farkle16.beat_said_once", "in the last round the score to beat is the strip's "
          "alone, never said again in the Tura panel (critic B64)",
          "game/views/farkle_views.py",
          "    if kind == \"need\" and need is not None and person and not strip:",
          "    if kind == \"need\" and need is not None and person:",
          _AIR + "test_the_last_rounds_score_to_beat_is_said_once"),
    Break("farkle16.person_note_air", "a person's one note stands in the middle of the notes' "
          "room, air under the risk's bar", "game/widgets/farkle_turn_parts.py",
          "            row = ((y if rows_foot is None else rows_foot) + label.top) // 2\n",
          "            row = y\n",  # re-pointed (hK63: the bar's foot passed by draw_turn)
          _AIR + "test_a_persons_tura_panel_says_one_note_large_with_air_round_it"),
    Break("farkle16.disabled_one_look", "every disabled button on the 10 000 table draws one "
          "way, 'Anulează''s (critic B62, B64: two looks)", "game/scenes/farkle_table.py",
          "                button.style = \"idle\"  # (round 65",
          "                pass  # (round 65", _OFF),
    Break("farkle16.disabled_words_read", "a disabled button's words read at their lit size "
          "(critic B64: 13 px at 1024x600)", "game/theme.py",
          "BUTTON_IDLE_TEXT_SHARE = 1.0", "BUTTON_IDLE_TEXT_SHARE = 0.85",
          "tests/test_farkle_buttons_quiet.py::test_with_nothing_to_undo_the_undo_is_quieter_"
          "than_a_disabled_button"),
)
