"""Planted bugs of the 10 000 bust stamp and coach card at Încasează (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_OVER = "tests/test_farkle_bust_stamp_over_dice.py::"

FARKLE13_BREAKS: tuple[Break, ...] = (
    # farkle13.reason_ends_short_of_figure retired in round 74 (hD74): the Tura panel's
    # `short` form (the computer's reason's one-line form) was passed "" by its one caller
    # since the reason moved to the prompt's remark, so its branch was never reached; removed
    Break("farkle13.ledger_points_by_dice", "a long ledger row's points stand beside its dice, "
          "never over its name's line", "game/widgets/farkle_ledger.py",
          "dice_rect.centery if stacked else place.centery", "place.centery",
          # (re-pointed in round 65: a long row now stands in two places, where its points
          # at the place's middle no longer meet its name: the six-dice test says where)
          "tests/test_farkle_ledger_six_dice.py::test_six_dice_and_their_words_stay_in_their_"
          "row"),
    # (re-pointed in round 67 to ruling S2, critic B66: the stamp lies on its dice, centred
    # on their row, over their lower third; round 66 had set it in the mat under them)
    # farkle13.bust_stamp_over_dice retired in round 75 (hF88): its promise ("centred on its
    # failed dice' row") was reversed by S2 amended (critic cB75: the stamp off the tray's
    # centre); hf88.stamp_on_its_dice holds the new one (centred on the tray)
    # farkle13.bust_stamp_pips_read retired in round 67: its promise ("every die and its red
    # ring seen whole" under the stamp) was reversed by ruling S2 (the stamp over the dice'
    # lower third, their tops read): stage8.bust_stamp_on_dice holds the new one
)
