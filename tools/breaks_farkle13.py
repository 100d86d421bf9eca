"""Planted bugs of the 10 000 bust stamp and coach card at Încasează (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE13_BREAKS: tuple[Break, ...] = (
    Break("farkle13.fact_air_over_figure", "the Tura panel's large figure keeps a note's height "
          "over it: it never reads as the number of the reason over it run on (\"350 / 400\")",
          "game/widgets/farkle_turn_parts.py", "                  + size // 2)",
          "                  + size // 2, air=step - size)",
          "tests/test_layout.py::test_widgets_inside_the_window_and_apart"
          "[farkle_computer_reason]"),
    Break("farkle13.ledger_points_by_dice", "a long ledger row's points stand beside its dice, "
          "never over its name's line", "game/widgets/farkle_ledger.py",
          "dice_rect.centery if stacked else place.centery", "place.centery",
          "tests/test_layout_collisions.py::test_a_sequence_has_no_collision_in_any_frame"
          "[coach_farkle_hot_dice_enter_banks-1024x600]"),
)
