"""Planted bugs of round 74's helper hY98:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HY98: tuple[Break, ...] = (
    Break("hy98.round_of_an_unplayed_card",
          "yams_upper_bonus_refused is built on cards a game reaches: the computer has played "
          "Ana's turns, so 'Tura 6 din 13' is the round every card shows (critic cQ74: 'Tura 1 "
          "din 13' with six boxes filled)",
          "tools/screens_yams.py",
          "                  cards=[Scorecard.from_points(UPPER_45), "
          "Scorecard.from_points(COMPUTER_FIVE)])\n",
          "                  cards=[Scorecard.from_points(UPPER_45), Scorecard()])\n",
          "tests/test_yams_round_reads_the_card.py::test_the_round_said_is_the_one_every_card_shows"),
    # (re-aimed round 75 by hC77, critic cA75: the ring is the timer, taller than its row,
    # but only right of its column's figures; else inside its row as cQ74 asked)
    Break("hy98.countdown_ring_past_its_row",
          "the countdown's ring is no taller than its row, inside its box's cell, where it "
          "would cover its column's figures (critic cQ74: 62 px across it spilled over the "
          "rows beside it)",
          "game/views/yams_views.py",
          "    if right - across >= value_end:\n",
          "    if right - across >= cell.left:\n",
          "tests/test_yams_countdown_ring_in_its_row.py::test_the_countdowns_ring_stays_in_its_row"),
    Break("hy98.countdown_digit_off_centre",
          "the ring's digit stands with its ink centred in the hollow (a 22 px ring at 1024: "
          "centred by its line box, the digit crossed the ring's band)",
          "game/views/yams_views.py",
          "        middle = (centre[0], centre[1] + cap_centre_shift(size, BOLD))  "
          "# its ink centred\n",
          "        middle = centre\n",
          "tests/test_yams_countdown_ring_in_its_row.py::"
          "test_the_rings_digit_stands_centred_in_its_hollow"),
    Break("hy98.joker_figure_beside_its_box",
          "a Joker's \"+100\" waits centred on its Bonus Penta box, the plate the block "
          "centred under the dice (critic cQ74: beside the plate it hung off its right)",
          "game/views/stage_figure_on_box.py",
          "    return (box.centerx - ink.centerx + image.get_width() // 2,\n",
          "    return (box.right - ink.centerx + image.get_width() // 2,\n",
          "tests/test_yams_joker_figure_on_its_box.py::"
          "test_the_100_waits_on_its_box_centred_under_the_dice"),
    Break("hy98.joker_figure_over_the_frame",
          "a Joker's \"+100\" on its box stands inside its plate's gold frame, never over it "
          "(critic C70)",
          "game/views/stage_figure_on_box.py",
          "    return min(1.0, room / max(1, ink.h))\n",
          "    return 1.0\n",
          "tests/test_yams_joker_figure_room.py::"
          "test_the_jokers_100_waits_on_its_box_inside_its_plates_frame"),
    Break("hy98.standings_lit_under_the_band",
          "while the band says whose turn it is, the standings light no row (critic cQ74: the "
          "pill, the band and the lit row said the turn three times at once)",
          "game/scenes/yams_table_draw.py",
          # (re-aimed by hY100: quiet while the band shows, flow.prompt_waits, round 75)
          # (re-aimed by hY115, round 79: the call moved to draw_standings)
          # (re-aimed round 80, hY118, S76: quiet from the scoring to the card's end)
          "                            quiet=flow.prompt_waits or flow.turn_ended,  # (S13, S76)\n",
          "                            quiet=flow.turn_ended,  # (S13, S76)\n",
          "tests/test_yams_turn_said_once_standings.py::"
          "test_the_standings_stay_quiet_while_the_band_says_the_turn"),
)
