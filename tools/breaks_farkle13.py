"""Planted bugs of the 10 000 bust stamp and coach card at Încasează (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_OVER = "tests/test_farkle_bust_stamp_over_dice.py::"

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
          # (re-pointed in round 65: a long row now stands in two places, where its points
          # at the place's middle no longer meet its name: the six-dice test says where)
          "tests/test_farkle_ledger_six_dice.py::test_six_dice_and_their_words_stay_in_their_"
          "row"),
    Break("farkle13.bust_stamp_over_dice", "the bust's stamp lies across its failed dice "
          "(critic B61: small and far from them on the mat)", "game/views/farkle_views.py",
          "centre, top = bust_stamp_at(dice, die_size, (place.center.centerx, place.row_y))",
          "centre, top = place.mat.center, place.mat.y + place.px(theme.FARKLE_STAMP_INSET)",
          _OVER + "test_the_bust_stamp_lies_across_its_dice_their_pips_read"),
    Break("farkle13.bust_stamp_pips_read", "the bust's stamp over its dice leaves every pip of "
          "theirs read", "game/widgets/farkle_banners.py",
          "return middle, round(middle[1] + theme_stage.BUST_STAMP_TOP * die_size)",
          "return (middle[0], middle[1] + die_size // 2), None",
          _OVER + "test_the_bust_stamp_lies_across_its_dice_their_pips_read"),
)
