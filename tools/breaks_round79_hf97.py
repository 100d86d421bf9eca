"""Planted bugs of round 79's helper hF97:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LIVE = "tests/test_farkle_every_region_live_s64.py::"

ROUND79_HF97: tuple[Break, ...] = (
    Break("hf97.cup_whole_after_the_bank", "once a bank has left the 10 000 table the cup "
          "stands in the row, under the passing card too (ruling S64 3.; since S79 2., round "
          "80, over its short fade once the dice have gone)",
          "game/views/farkle_cup.py",
          "        # have gone, over its short fade (ruling S79 2., round 80: no pop)\n"
          "        return round(255 * share)\n",
          "        return round(255 * flow.handoff.sweep) if flow.handoff.active else 255\n",
          _LIVE + "test_the_cup_stands_whole_from_the_bank_leaving_to_the_next_throw"),
    # (hf97.no_empty_tray retired in round 81 by hF106: ruling S95 1. reverses S64 1.'s "no
    # empty tray": the tray stands named at every beat; hf106.tray_only_with_dice holds it)
    Break("hf97.no_dash_line", "the mat's line is never \"Selecție: —\": it names the dice "
          "chosen once they lie there, else is not drawn (ruling S64 1., S53 1.)",
          "game/views/farkle_mat_band.py",
          "scene.tr(\"farkle.selection_points\",",
          "scene.tr(\"farkle.selection_unfinished\",",
          "tests/test_farkle_total_when_landed_hf95.py::test_a_persons_click_counts_when_the_die_"
          "arrives"),
    Break("hf97.mat_goes_with_its_die", "the last die put back, the mat's sockets go with it "
          "and its name comes back (S64 1.: its fade on the table's clock; S95 1.)",
          "game/flow/farkle_mat.py",
          "if wanted else max(0.0, self.share - step)",
          "if wanted else min(1.0, self.share + step)",
          "tests/test_farkle_permanent_middle_s95.py::"  # (re-aimed round 81, hF106, S95 1.)
          "test_the_tray_stands_in_one_place_at_every_beat_named_while_empty"),
    # (hf97.ledger_writes_landed_dice and hf97.ledger_dice_not_while_flying retired in round
    # 79 by fixC: S64 amended, the ledger never repeats what the mat shows, so the throw's
    # line holds no dice and the code they broke is gone; fixc.ledger_repeats_the_mat holds
    # the reversed promise)
    Break("hf97.no_empty_rules", "no empty ruled line under the ledger's rows: the rows to "
          "come are plain panel (ruling S64 2.)", "game/widgets/farkle_ledger.py",
          "        mark_room(surface, rect, scale, max(after, free_from))",
          "        draw_free_rows(surface, rect, scale, max(after, free_from))",
          _LIVE + "test_the_ledger_writes_the_throws_row_as_its_dice_land"),
    Break("hf97.cup_in_the_felts_middle", "with no tray under it the 10 000 cup stands in "
          "the middle of the felt between the prompt and the buttons (ruling S64 1.)",
          "game/views/farkle_cup.py",
          "    rect.midtop = (scene.center.centerx, max(top, middle))",
          "    rect.midtop = (scene.center.centerx, top)",
          "tests/test_farkle_cup_fills_the_felt.py::test_the_cup_fills_the_felt_down_to_the_mat"),
    Break("hf97.cup_back_as_bank_dice_go", "a bank shown, the 10 000 cup comes back once its "
          "dice have gone (ruling S64 3., amended by S79 2., round 80: after them, never "
          "through them)", "game/views/farkle_cup.py",
          "        # 80, critic cB79 #6: they cross-dissolved; was S64 3.'s \"as they go\")\n"
          "        return round(255 * share)",
          "        # 80, critic cB79 #6: they cross-dissolved; was S64 3.'s \"as they go\")\n"
          "        return 0",
          _LIVE + "test_the_cup_stands_whole_from_the_bank_leaving_to_the_next_throw"),
)
