"""Planted bugs of round 77's helper hQ83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WORD = "tests/test_coach_one_next_word.py::"
_CUP = "tests/test_coach_hot_off_the_cup.py::"
_EVERY = "test_every_coach_cards_button_says_next_while_a_step_follows_and_done_else"
_HOT = "test_the_hot_dice_card_keeps_off_the_cup_the_dice_the_buttons_and_the_prompt"

ROUND77_HQ83: tuple[Break, ...] = (
    Break("hq83.coach_single_card_says_done", "a moment's single coach card (\"Sfat\") says "
          "\"Gata\", never \"Înainte\" (ruling S40: one rule read off the count)",
          "game/views/coach_steps.py",
          '                str(tr("coach.done")))',
          '                str(tr("coach.next")))',
          _WORD + _EVERY + "[farkle-ro]"),
    Break("hq83.coach_next_while_a_step_follows", "\"Înainte\" on every tour step with a step "
          "after it, \"Gata\" only on the last (ruling S40)", "game/views/coach_steps.py",
          'str(tr("coach.done" if step == total else "coach.next"))',
          'str(tr("coach.done" if step + 1 >= total else "coach.next"))',
          _WORD + _EVERY + "[farkle-en]"),
    Break("hq83.hot_card_off_the_cup", "the hot dice' coach card never lies over the cup "
          "holding the six (ruling S40)", "game/views/coach_farkle.py",
          '        found["cup"] = cup_place(scene)',
          '        found["cup"] = cup_place(scene).clip(row_rect(scene))',
          _CUP + _HOT + "[size0]"),
    Break("hq83.hot_card_on_the_empty_tray", "at 1024x600 the hot dice' card finds its room "
          "on the empty tray under the cup (ruling S40)", "game/views/coach_farkle.py",
          "        own = own[:1]  # the cup over an empty tray",
          "        own = own[:2]  # the cup over an empty tray",
          _CUP + _HOT + "[size2]"),
    Break("hq83.hot_card_inside_the_tray", "the hot dice' card slid towards the meter stays "
          "wholly inside the tray's rim (ruling S40)", "game/views/coach_bend.py",
          "    if scene.mat.contains(rect):  # the hot dice' card on the empty tray stays",
          "    if scene.mat.contains(rect.move(0, rect.h)):  # the hot dice' card on the tray",
          _CUP + _HOT + "[size1]"),
    Break("hq83.hot_card_after_the_six_are_in", "the hot dice' card comes once the six are in "
          "the cup and stays in one place until the throw (ruling S40: it came on the mat, "
          "then jumped off the cup)", "game/views/coach_farkle.py",
          "             and not (six_due(flow) and into_cup(flow) < 1.0))",
          "             and not (six_due(flow) and into_cup(flow) < 0.0))",
          _CUP + "test_the_hot_dice_card_comes_once_the_six_are_in_the_cup_and_stays[size1]"),
)
