"""Planted bugs of round 82's helper hF114:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TOLD = "tests/test_farkle_computer_told_truly_hf114.py::"
_REMARK = "game/views/farkle_remark.py"

ROUND82_HF114: tuple[Break, ...] = (
    Break("hf114.decision_while_picking",
          "the 10 000 computer says its decision only once the dice it keeps lie on the mat; "
          "while it picks, only that it picks (S96 4. amended round 82, critic cB82 #2)",
          _REMARK,
          '    return str(tr("farkle.reason.picking"))',
          "    return reason_sentence(tr, game)",
          _TOLD + "test_the_decision_waits_for_the_dice_it_keeps"),
    Break("hf114.decision_over_a_gliding_die",
          "the computer's reason and its figure wait for the last kept die to land: the "
          "figure it names is the turn's total shown beside it (critic cB82 #3)",
          _REMARK,
          "plan_on_the_mat(game) and not flow.dice.gliding:",
          "plan_on_the_mat(game):",
          _TOLD + "test_the_mat_words_its_points_the_total_and_the_reason_name_the_dice_on_"
          "the_mat"),
    Break("hf114.cup_peeks_above_the_lead",
          "no cup rim above 'X trece în frunte!': the cup goes as the plate pops in and "
          "stays gone after it (critic cB82 #8)",
          "game/views/farkle_overtake.py",
          "        return max(0.0, 1.0 - float(said.age * flow.factor) / POP)",
          "        return 1.0",
          "tests/test_farkle_overtake_no_cup_hf114.py::test_the_cup_goes_under_the_lead_"
          "plate_and_never_peeks_above_it"),
)
