"""More planted bugs of :mod:`tools.break_promises` for the 10 000 table (in the form of
:mod:`tools.breaks`; :mod:`tools.breaks_farkle` is full): the undo as the Yams table has it,
a small bank's figure handed to the total, the mat before any die is set aside."""

from __future__ import annotations

from tools.breaks import Break

_UNDO = "tests/test_farkle_undo_short.py::"
_HANDS = "tests/test_farkle_bank_hands_over.py::"

BREAKS: tuple[Break, ...] = (
    Break("undo10k.short", "the undo button only offers its action, short and of one width "
          "(\"Anulează (Ctrl+Z)\"), as on the Yams table", "game/scenes/farkle_table.py",
          # (re-pointed, round 62: the 10 000 table has its own undo_label, so the shared
          # one's plant never reached this test)
          # (re-aimed by hF77, round 71: the lit label names the banker, its own return)
          '            return str(self.tr("undo.button"))\n',
          '            return str(self.tr("farkle.undo.bank", name=""))\n',
          _UNDO + "test_the_undo_is_short_of_one_width_and_greyed_like_any_disabled_button"),
    Break("undo10k.greyed_while_computer_plays", "while the computer plays, 'Anulează' is "
          "greyed, never live", "game/scenes/farkle_table.py",
          "                                    and self.flow.undo_offered())  # as any bank's",
          "                                    and self.flow.undo_offered()) or self.computer_turn"
          "  # as any bank's",  # (round 80, hF100: re-pointed at S79 3.'s offer)
          _UNDO + "test_while_the_computer_plays_the_undo_is_greyed"),
    Break("fly10k.total_emptied", "a small bank's '+N' lands on an emptied total: the old "
          "figure fades out first, never both on top of each other", "game/flow/farkle_reading.py",
          "            return min(1.0, max(0.0, (theme.FARKLE_FLY_MERGE - flight.travel) / fade))",
          "            return 1.0",
          _HANDS + "test_no_frame_shows_the_figure_on_the_total"),
    Break("fly10k.total_drawn_emptied", "the players panel leaves the total's place empty "
          "while the '+N' lands on it", "game/widgets/farkle_panels.py",
          "    if line.shown <= 0:\n        return\n", "",
          _HANDS + "test_no_frame_shows_the_figure_on_the_total"),
    Break("fly10k.total_fades_back", "the new total counts up whole from its landing (round 75: "
          "it faded back in, a ghost on its row)",
          "game/flow/farkle_reading.py",
          "        return 1.0  # counting up: whole, in full contrast",
          "        return 0.5 if self.pulse is not None else 1.0  # counting up: whole, in full "
          "contrast",
          _HANDS + "test_the_total_fades_out_before_the_figure_lands_then_counts_whole"),
    Break("mat10k.slots", "the empty mat shows where the kept dice rest (never a dead box)",
          "game/views/farkle_mat_band.py",  # (hF106: the mat's inside, S95 1.)
          "                                                     scene.die_side, scene.scale), "
          "share)\n",
          "                                                     scene.die_side, scene.scale), "
          "0.0)\n",
          # (hF97: in the mat's own drawing, S64; re-pointed by hF67: drawn in every beat)
          "tests/test_farkle_mat_slots.py::test_the_empty_mat_shows_where_the_kept_dice_rest"),
    # (mat10k.slots_give_way retired by hF67: ruling S1 reverses it, the mat's six slots stay
    # under a routine bank's "+N" too: farkle18.mat_slots_every_beat)
)
"""The 10 000 table's planted bugs (hF21 on), run by :mod:`tools.break_promises`."""
