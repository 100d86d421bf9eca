"""Planted bugs of the Yams table (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CUP = "tests/test_yams_dice_cup.py::test_"
_END = ("tests/test_yams_end_keeps_table.py::test_the_last_sheet_and_dice_stay_until_the_end_"
        "covers_them")

YAMS6_BREAKS: tuple[Break, ...] = (
    Break("yams6.cup_centred", "the dice cup stands on the roll row's centre",
          "game/scenes/yams_layout.py",
          "        rect.midbottom = (self._slot_x[DICE_COUNT // 2] if self._slot_x",
          "        rect.midbottom = (self._slot_x[0] if self._slot_x",
          _CUP + "before_the_first_throw_the_dice_are_in_the_cup"),
    Break("yams6.throw_from_the_cup", "a turn's first throw leaves the cup's mouth",
          "game/scenes/yams_port.py",
          "origin=dice_cup.mouth(scene.cup_place()) if first else None)",
          "origin=None)",
          _CUP + "the_first_throw_tumbles_out_of_the_cups_mouth_and_the_cup_goes"),
    Break("yams6.cup_goes", "the cup goes as the first throw's dice leave it",
          "game/flow/cup_fade.py",  # (re-aimed, review round 69: one fade in the flow)
          "    gone = first_throw_elapsed / max(1e-6, theme.YAMS_CUP_FADE)\n",
          "    gone = 0.0\n",
          _CUP + "the_first_throw_tumbles_out_of_the_cups_mouth_and_the_cup_goes"),
    # (re-aimed, review round 69: the cup is drawn over the still layer each frame, not in it)
    Break("yams6.cup_seen_going", "the cup's going is drawn (each frame over the still "
          "layer, never in it), never left on the felt under the tumbling dice",
          "game/scenes/yams_table_draw.py",
          "        if not self._drawing_still:  # (while dice tumble: over the picture, each "
          "frame)\n            self.draw_over_still(surface)\n",
          "        self.draw_over_still(surface)\n",
          _CUP + "the_first_throw_tumbles_out_of_the_cups_mouth_and_the_cup_goes"),
    Break("yams6.cup_drawn_once", "the cup's picture is drawn once per die size",
          "game/widgets/dice_cup.py",
          "    if key not in _ART:", "    if True:",
          _CUP + "the_cup_is_drawn_once_per_size"),
    Break("yams6.prompt_waits_for_the_total", "no \"Apasă „Aruncă”\" while a scored card's "
          "TOTAL counts or a moment plays; said once the person can act",
          "game/flow/yams_reading.py",
          # (re-pointed by hY66: the line says what was written then, critic C61)
          # (round 67: not once the band plays, critic C66)
          "        if not self.handoff.active and (passing or (game.dice is None and (\n"
          "                self.moment.busy or self.held_turn() is not None))):\n",
          "        if not self.handoff.active and passing:\n",
          "tests/test_yams_prompt_waits.py::test_no_throw_prompt_while_a_cards_total_counts_"
          "then_it_returns"),
    Break("yams6.end_keeps_the_sheet_lit", "the last sheet keeps its column on turn lit until "
          "the end covers it", "game/scenes/yams_table_draw.py",
          # (re-pointed by hY115, round 79: the column is the pill's player, S62 2.)
          "            current=None if game.finished and self._results_pushed else "
          "self.pill_player(),",
          "            current=None if game.finished else self.pill_player(),",
          _END),
    Break("yams6.end_keeps_the_tray", "the finished game's tray keeps its kept row's slots "
          "until the end covers it", "game/scenes/yams_layout.py",
          # (re-pointed by hY50: the slots stay under a stage too)
          "        if ((self.game.finished and self._results_pushed)",
          "        if (self.game.finished",
          _END),
    Break("yams6.clear_column_tint", "the column on turn wears a clear tint of its player's "
          "colour, never a grey wash (critic C32: the computer's pink read as disabled)",
          "game/widgets/sheet_tint.py",
          # (re-pointed by hT40: the tint is looked up before it is searched; moved with it
          # to sheet_tint.py in round 71)
          # (re-aimed by hY91: the tint then turned to the seat's hue, critic D71)
          "        tint = _TINTS[key] = in_hue_of(clear_tint(colour, paper, SHEET_INKS), colour)\n",
          "        tint = _TINTS[key] = in_hue_of(readable_tint(colour, paper, SHEET_INKS), "
          "colour)\n",
          "tests/test_yams_sheet_clear_tint.py::test_the_computers_open_boxes_read_as_the_"
          "others_do"),
)
