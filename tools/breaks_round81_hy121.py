"""Planted bugs of round 81's helper hY121:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PILL = "tests/test_yams_pill_never_absent_hy121.py::"

ROUND81_HY121: tuple[Break, ...] = (
    Break("hy121.pill_bare_under_the_card",
          "the 'La rând' pill's place is never bare through a Yams passing: under the seat "
          "card it holds the ended turn's greyed name, then the next player's (S91 1.)",
          "game/scenes/yams_table_draw.py",
          "        elif not game.finished and flow.prompt_waits:  # under the card: the pill turns"
          " (S91)\n",
          "        elif not game.finished and flow.prompt_waits and not flow.handoff.active:\n",
          _PILL + "test_the_pill_holds_its_place_from_person_to_person"),
    Break("hy121.card_drops_on_the_message",
          "the Yams seat card never lies over words: it drops into the felt under the kept "
          "row's rack, clear of the message line, and fades there (S91 3.)",
          "game/views/yams_seat_card.py",
          "    top = rack.bottom + air\n",
          "    top = rack.top - 3 * air\n",
          _PILL + "test_the_pill_holds_its_place_from_person_to_person"),
    # (hy121.pill_turns_as_the_card_drops retired round 82 by hY127: S91 1. amended round 82
    # reversed its promise, the pill and the lit column now the next player's from the band's
    # first frame, critic cA81 #7; hy127.pill_turns_as_the_card_fades plants the old way)
    Break("hy121.undo_a_link_when_idle",
          "'Anulează (Ctrl+Z)' is one outline all turn, lit or dimmed, never a bare text link "
          "(S91 4.)",
          "game/scenes/yams_table.py",
          "        self.undo_button.style = \"quiet\"  # one outline, lit or dimmed "
          "(S91 4., cA80 #9)\n",
          "        self.undo_button.style = \"quiet\" if self.undo_button.enabled else \"link\"\n",
          "tests/test_yams_undo_one_style_hy121.py::test_the_undo_is_one_outline_lit_or_dim"
          "[size1]"),
    Break("hy121.leaving_dice_over_the_title",
          "the scored dice sink a little as they fade, never over the Clasament's title "
          "(S91 2.)",
          "game/scenes/yams_table_draw.py",
          "                                                 self.left, self.standings.area.top)\n",
          "                                                 self.left)\n",
          "tests/test_yams_standings_lanes_hy121.py::"
          "test_the_leaving_dice_never_sink_over_the_clasaments_title[size0]"),
    # (hy121.passed_row_under_the_card retired round 82 by hY127: S91 3. amended round 82
    # reversed its promise, a passed row glides on under the opaque card, never fading out,
    # critic cA81 #2; hy127.passed_row_fades_out plants the fade)
)
