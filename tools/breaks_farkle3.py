"""Planted bugs of :mod:`tools.break_promises` for the 10 000 table, third list (in the form
of :mod:`tools.breaks`): hF22's big bank's stage with its dice, the even veil over the
table's dark panels, the last round's one-line ribbon and its lit "Aruncă", the Tura panel's
foot before anyone has banked."""

from __future__ import annotations

from tools.breaks import Break

_BANK = "tests/test_farkle_bank_stage_dice.py::"
_PICTURES = "game/views/stage_pictures.py"
_LAST = "tests/test_farkle_last_round_one_line.py::"
_GUIDE_LIT = "tests/test_farkle_guide_lit.py::"
_VOICE = "tests/test_farkle_last_round_one_voice.py::"

BREAKS: tuple[Break, ...] = (
    # (stage10k.bank_dice, stage10k.bank_centred and stage10k.even_dark_panels retired by
    # hB40: reversed, a big bank is a banner over the seen table, no dice gathered, the
    # table dimmed evenly and not hushed: tests/test_farkle_bank_stage_dice.py)
    # (last10k.one_line retired by hL50: no "Ultima tură!" ribbon follows the goal any more,
    # critic B41; the goal's banner says the last round on its one line:
    # farkle7.goal_line_last_round)
    # last10k.click_throws ("a click on 'Aruncă' under the ribbon ends it and throws")
    # retired by hB31: the promise was reversed (critic round 31 §5: the buttons are held
    # under the ribbon, a click only ends it): breaks_ladder2.ribbon_holds_buttons
    Break("turn10k.no_leader_word", "before anyone has banked the Tura panel's foot says "
          "nothing (round 71, critic B71), never a dash", "game/flow/farkle_reading.py",
          '        if best <= 0:\n            return ""\n',
          '        if best <= 0:\n            return "—"\n',
          "tests/test_farkle_turn_leader.py::test_the_turn_panel_foot_says_the_leader_and_the_"
          "lead"),
    # (turn10k.table_of_one retired by hF41: the lead says the leader's name and total since
    # round 41, never measured against a next best, so the max() over the others that broke
    # a table of one is gone; the test still draws a table of one's foot)
    Break("help10k.type_floor", "nothing on the 10 000 \"?\" is under 15 px of em at 1024x600 "
          "(hH25)", "game/scenes/farkle_help.py",
          "    type_least = theme.HELP_TYPE_LEAST\n", "    type_least = theme.FONT_MIN\n",
          # (round 79, fixB: re-pointed, the test above blind to the page's floor: every
          # word drawn has its own floor over it; see tools/breaks_side5.py's _HELP_FLOOR)
          "tests/test_help_type_floor.py::test_a_word_drawn_at_the_themes_least_size_reads_"
          "16_px_on_a_help_page_at_1024x600[farkle]"),
    # (hM31: retired help10k.points_by_the_dice: the 10 000 "?" became numbered
    # tiles, its worked examples and scoring grid left it; tests/test_farkle_help_tiles.py
    # holds the tiles' promises)
    # -- hF25: the ledger's primer, the table's type floor, the bank landing, the last round
    Break("ledger10k.primer", "what a landed throw scores is shown (a 1 = 100, a 5 = 50, three "
          "of a kind): since hF72 the Punctaj guide's rows it offers glow, no primer in the "
          "ledger", "game/views/farkle_guide.py",  # (re-pointed by hF30, hF31, hF72)
          "    return frozenset(), offered_rows(tuple(roll))",  # (hF95: the roll read once)
          "    return frozenset(), frozenset()",
          _GUIDE_LIT + "test_the_guide_lights_what_the_throw_offers_then_what_the_selection_"
          "scores"),
    # (ledger10k.primer_under_card retired by hF29: the primer shows only a throw with nothing
    # chosen, never beside the bank's card, so the guard it planted a bug in cannot act)
    Break("type10k.table_floor", "every word on the 10 000 table is at least 15 px of em at "
          "1024×600 (the Yams table's floor)", "game/scenes/farkle_table.py",
          "    type_least = theme.TABLE_TYPE_LEAST  #", "    type_least = theme.FONT_MIN  #",
          "tests/test_farkle_table_type_floor.py::test_no_word_on_the_10000_table_is_under_its_"
          "floor_at_1024"),
    # (fly10k.wide_figure_clear retired: since hB28 a bank of 1 000 or more is the banner's,
    # so no "+1 000" flies; the widest routine figure, "+600" in
    # test_farkle_flight_clear_of_figures, fits its lane at 1024×600 and the clamp it planted
    # a bug in no longer decides any frame)
    Break("bank10k.row_flash", "a routine bank's points land: the banker's row flashes gold "
          "as its total counts up, then goes", "game/widgets/farkle_panels.py",
          "        if line.glow > 0 and not line.winner:  # hF25",
          "        if False and line.glow > 0 and not line.winner:  # hF25",
          "tests/test_farkle_bank_row_flash.py::test_the_bankers_row_flashes_as_the_points_land"),
    Break("type10k.tags_under_totals", "at the table's floor four rows at 1024×600 keep their "
          "names whole, the tags under the totals (the bars lowered into the rows' gap)",
          "game/widgets/farkle_panels.py",
          "    drop = bar_drop(rect, scale, len(lines), mid, total_size, list_tag,",
          "    drop = 0 * bar_drop(rect, scale, len(lines), mid, total_size, list_tag,",
          "tests/test_farkle_table_type_floor.py::test_at_its_floor_four_rows_keep_names_whole_"
          "and_tags_under_the_totals"),
    Break("ledger10k.primer_not_lone", "a scoring selection's rows are lit alone, the throw's "
          "offer no longer glowing beside them (hF72, re-aimed from the primer's lone example)",
          "game/views/farkle_guide.py",
          "    if chosen:\n        return chosen, frozenset()",
          "    if chosen:\n        return chosen, offered_rows(tuple(roll))",
          _GUIDE_LIT + "test_the_guide_lights_what_the_throw_offers_then_what_the_selection_"
          "scores"),
    # (fly10k.wide_figure_selection retired round 76 by hA77: a small bank's flight is coins,
    # never a figure too wide for its lane; flight10k.clear_of_row holds their way)
    # (turn10k.lead_said_once retired by hF41: the lead's own hold while the list counted
    # set the figure settled_totals() already gives it (dead code, removed); the promise is
    # held there: rows10k.leader_waits, ladder2.words_wait_for_the_count)
    # -- hF27: the primer a headed card, the big bank's stage, the last round's ribbon
    Break("ledger10k.primer_heading", "each lit row of the Punctaj guide is the one naming "
          "the part ('Un 5' its own row; hF72, re-aimed from the primer's heading)",
          "game/views/farkle_guide.py",  # (re-aimed by hK72: the rows read from GUIDE)
          '        return ("single", part.value)', '        return ("single", 1)',
          _GUIDE_LIT + "test_the_guide_lights_what_the_throw_offers_then_what_the_selection_"
          "scores"),
    Break("ledger10k.primer_card", "what the throw offers only glows in the guide, never lit "
          "as the dice chosen (hF72, re-aimed from the primer's quiet card: examples, not "
          "set-asides)", "game/widgets/score_guide.py",
          "        lit = k in chosen\n", "        lit = k in chosen or k in offered\n",
          _GUIDE_LIT + "test_the_guide_lights_what_the_throw_offers_then_what_the_selection_"
          "scores"),
    Break("ledger10k.primer_not_computer", "the guide lights the selection's rows, not the "
          "whole throw's (hF72, re-aimed: the primer is gone, and with it its computer's turn)",
          "game/views/farkle_guide.py",
          "    chosen = scored_rows(tuple(roll[i] for i in seen)) if seen else frozenset()",
          "    chosen = scored_rows(tuple(roll)) if seen else frozenset()",  # (hF95: seen, S53)
          _GUIDE_LIT + "test_the_guide_lights_what_the_throw_offers_then_what_the_selection_"
          "scores"),
    # (stage10k.bank_no_chip retired by hB40: a big bank is a banner, which lifts nothing
    # out of the table: the table itself stays seen under it)
    # (last10k.ribbon_solid retired by hL50: no ribbon follows the goal any more, critic B41)
    # (round 50: re-pointed to the stamp, the one look left, once the ribbon was deleted)
    Break("last10k.ribbon_scaled_opaque", "a look banner drawn smaller keeps its plate opaque "
          "(no smoothscale letting the ground through)", "game/widgets/farkle_banners.py",
          "        layer = pygame.transform.rotozoom(layer, 0, ratio)\n",
          "        layer = pygame.transform.smoothscale(layer, (round(layer.get_width() * ratio),"
          " round(layer.get_height() * ratio)))\n",
          _VOICE + "test_a_stamp_drawn_smaller_keeps_its_plate_opaque"),
    # (last10k.prompt_waits retired by hL50: no ribbon for the prompt to wait for, critic B41)
)
"""hF22's planted bugs (and the turn panel's foot at a table of one); hF25's."""
