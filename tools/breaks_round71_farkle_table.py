"""Planted bugs of round 71's 10 000 table (hF76):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TITLE = "tests/test_farkle_ledger_title.py::"
_KEYS = "tests/test_farkle_keys_on_computer_turn.py::"
_BAND = "tests/test_farkle_band_names_whole.py::"
_LOOK = "tests/test_farkle_one_secondary_style.py::test_one_primary_and_one_secondary_look"
_AIR = "tests/test_farkle_bar_air.py::test_no_word_nor_tag_touches_a_bar"

ROUND71_FARKLE_TABLE_BREAKS: tuple[Break, ...] = (
    Break("table71.ledger_title_this_turn", "the ledger's title says what it shows: not \"… în "
          "această tură\" over the last turn's card (critic, round 70)",
          "game/views/farkle_story.py",
          '    title = place.tr("farkle.set_aside_any" if said_last else "farkle.set_aside")\n',
          '    title = place.tr("farkle.set_aside")\n',
          _TITLE + "test_the_ledger_title_follows_what_it_shows"),
    Break("table71.keys_on_computer_turn", "the key line offers no key a person cannot press "
          "on the computer's turn (Esc and F1 only), same baseline (critic, round 70)",
          "game/scenes/farkle_table.py",
          '            return self.tr("table.hint")\n',
          '            return self.tr("farkle.keys_hint")\n',  # (round 74, hF85: re-aimed)
          _KEYS + "test_the_computers_turn_offers_no_key_a_person_cannot_press"),
    Break("table71.band_playing_named", "where the band's names do not all fit whole, each "
          "is cut keeping its seat's number, the seats told apart (critic, round 70, "
          "\"Jucătoru…\" thrice at 1024; round 72, hF80: re-aimed, tokens alone are gone)",
          "game/views/farkle_last_round.py",
          '    if head and len(tail) <= 3:\n',
          '    if head and len(tail) <= 0:\n',
          _BAND + "test_the_bands_chips_show_names_whole_or_cut_never_tokens"),
    Break("table71.fact_bar_air", "6 px at least between the fact's one-row form and its bar "
          "at 1024x600 (critic, round 70: \"După încasare\" sat on it)",
          "game/widgets/farkle_turn_parts.py",
          "    return max(6, theme.px(FACT_BAR_GAP, scale))\n",
          "    return theme.px(4, scale)\n", _AIR),
    Break("table71.tag_bar_air", "a player's bar ends 8 px before the tags under the totals "
          "(critic, round 70: \"urmează\" touched it at 1024x600)",
          "game/widgets/farkle_panels.py",
          "bar.w = max(0, bar.right - column - bar_air(scale) - bar.x)",
          "bar.w = max(0, bar.right - column - theme.px(2, scale) - bar.x)", _AIR),
    Break("table71.bank_raised_green", "every live action button but the one primary is the "
          "quiet outline: \"Încasează\" no longer a green raised face (critic, round 70: four "
          "button styles)", "game/scenes/farkle_table.py",
          '        self.bank_button.style = "primary" if bank_next else "quiet"\n',
          '        self.bank_button.style = "primary" if bank_next else "secondary"\n', _LOOK),
    Break("table71.corners_raised", "\"?\" and \"Pauză\" wear the table's one secondary look "
          "(critic, round 70)", "game/scenes/farkle_table.py",
          '            corner.style, corner.weight = "quiet", REGULAR',
          '            corner.style, corner.weight = "secondary", REGULAR', _LOOK),
)
