"""Planted bugs of coach cards clear of every control (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH7_BREAKS: tuple[Break, ...] = (
    Break("coach7.greyed_button_under_card",
          "no coach card lies over a button, lit or greyed (ruling S5: round 64 let the bank's "
          "card lie over the greyed 'Anulează')",
          "game/views/coach_farkle.py",
          "            if getattr(w, \"visible\", True) and getattr(w, \"rect\", None) is not "
          "None]",
          "            if getattr(w, \"enabled\", True) and getattr(w, \"rect\", None) is not "
          "None]",
          "tests/test_coach_bank_at_button.py::"
          "test_the_bank_card_covers_no_button_lit_or_greyed_die_or_word"),
    Break("coach7.farkle_dice_air",
          "a 10 000 coach card keeps 16 reference px off every die (ruling S5; critic B65: "
          "the risk card 4 px off the dice at 1024x600)",
          "game/views/coach_farkle.py",
          "    clear = scene.px(COACH_CONTROL_AIR) * 2",
          "    clear = scene.px(COACH_CONTROL_AIR // 2) * 2",
          "tests/test_coach_off_every_control.py::"
          "test_no_coach_card_over_or_near_a_control_die_or_slot"),
    Break("coach7.yams_dice_air",
          "a Yams coach card keeps 16 reference px off every die (ruling S5: the box card "
          "lay 6 px off them at 1366x768)",
          "game/views/coach_yams.py",
          "    air = scene.px(COACH_CONTROL_AIR) * 2",
          "    air = scene.px(COACH_CONTROL_AIR // 2) * 2",
          "tests/test_coach_off_every_control.py::"
          "test_no_coach_card_over_or_near_a_control_die_or_slot"),
    Break("coach7.stop_link_tiny",
          "'Nu mai arăta' is drawn 18 px tall or more at 1920x1080 (critic B66: 'tiny')",
          "game/views/coach_card.py",
          "               theme.px(COACH_LINK_LEAST, scale))",
          "               0)",
          "tests/test_coach_link_readable.py::test_the_stop_link_and_the_step_read"),
    Break("coach7.step_small_at_1024",
          "a card's step ('2/3') is never under 16 px of em at 1024x600, compact card or not",
          "game/views/coach_card.py",
          "    return max(card_text_size(scale), COACH_FOOT_LEAST)",
          "    return card_text_size(scale)",
          "tests/test_coach_link_readable.py::test_the_stop_link_and_the_step_read"),
)
