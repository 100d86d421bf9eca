"""Planted bugs of the 10 000 bust stamp and coach card at Încasează (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE13_BREAKS: tuple[Break, ...] = (
    Break("farkle13.reason_ends_short_of_figure", "no reason's line ends over the Tura panel's "
          "large figure: it never reads as one number split (\"350 / 400\"), its short form "
          "said", "game/widgets/farkle_turn_parts.py",
          "[0] > width - _figure_room(fact, scale):", "[0] > width:",
          "tests/test_layout.py::test_widgets_inside_the_window_and_apart"
          "[farkle_computer_reason]"),
    Break("farkle13.ledger_points_by_dice", "a long ledger row's points stand beside its dice, "
          "never over its name's line", "game/widgets/farkle_ledger.py",
          "dice_rect.centery if stacked else place.centery", "place.centery",
          "tests/test_layout_collisions.py::test_a_sequence_has_no_collision_in_any_frame"
          "[coach_farkle_hot_dice_enter_banks-1024x600]"),
)
