"""Planted bugs of the 10 000 table panels and coach cards (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_SHAPE = ("tests/test_farkle_ledger_one_shape.py::test_the_ledger_keeps_one_grid_through_"
              "a_turn")

_FACT = ("tests/test_farkle_turn_panel_filled.py::test_after_bank_stands_in_one_place_through_"
         "a_turn")

FARKLE10_BREAKS: tuple[Break, ...] = (
    Break("farkle10.ledger_box_is_first_place", "the empty ledger's box is the grid's first "
          "place: the first group set aside lands where it stood, as tall (critic B51)",
          "game/widgets/farkle_ledger.py", "        return pygame.Rect(places[0])\n",
          "        return pygame.Rect(places[0]).inflate(0, -theme.px(20, scale))\n",
          _ONE_SHAPE + "[size1]"),
    Break("farkle10.ledger_rows_to_come_in_the_grid", "the rows to come stand in the ledger's "
          "one grid, under the rows, never a grid of their own (critic B51)",
          "game/widgets/farkle_ledger.py",
          "        after = places[at + fit].y if at + fit < len(places) else rect.bottom\n",
          "        after = places[at + fit].y + 1 if at + fit < len(places) else rect.bottom\n",
          _ONE_SHAPE + "[size0]"),
    Break("farkle10.fact_dash_has_its_bar", "'După încasare  —' keeps its bar (what is banked "
          "already) in the place it keeps all turn, no bare band round it (critic B51)",
          "game/views/farkle_views.py",
          '        return ValueLine(label, "—", theme.MUTED, bar=min(1.0, banked / game.target),\n',
          '        return ValueLine(label, "—", theme.MUTED, bar=None,\n',
          _FACT + "[size0]"),
    Break("farkle10.fact_in_one_place", "'După încasare' stands in one place from before the "
          "first throw to the bank, '—' or a figure (critic B51)",
          "game/widgets/farkle_turn_parts.py", "        if bar:\n            # (a note's",
          "        if bar and fact.colour != theme.MUTED:\n            # (a note's",
          _FACT + "[size1]"),
    Break("farkle10.ledger_long_row_stacks", "a six-dice ledger row sets its dice over its name "
          "where they do not fit side by side: 'în selecție' never runs into '+400' (hF60)",
          "game/widgets/farkle_ledger.py",
          "        draw_text(surface, row.name, floor, tint, (place.x + inner, dice_rect.bottom),\n"
          "                  \"topleft\",",
          "        draw_text(surface, row.name, floor, tint, (dice_rect.right, place.centery),\n"
          "                  \"midleft\",",
          "tests/test_farkle_ledger_long_row.py::test_a_six_dice_row_keeps_its_words_clear"),
    Break("farkle10.bank_card_names_its_target", "the bank's coach card names the turn's "
          "points its pointer touches, never the button it does not (critic B51)",
          "locales/ro/LC_MESSAGES/coach.po",
          'msgstr "Acestea sunt punctele turei: încasează-le."',
          'msgstr "Acestea sunt punctele turei: „Încasează” le păstrează."',
          "tests/test_coach_farkle_names_its_target.py::test_a_farkle_card_quotes_no_button_it_"
          "does_not_point_at"),
)
