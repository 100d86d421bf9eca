"""Planted bugs of the coach cards (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_GAP = "tests/test_coach_keeps_its_distance.py::test_every_card_keeps_a_clear_gap_round_it"
_CAP = "tests/test_coach_key_cap.py::"

COACH4_BREAKS: tuple[Break, ...] = (
    Break("coach4.card_margin_low", "the card's margin over and under its row is low enough "
          "that a die's card stands clear of the prompt at 1024x600 (hC40)", "game/theme.py",
          "COACH_CARD_PAD_Y = 6  #", "COACH_CARD_PAD_Y = 8  #", _GAP),
    Break("coach4.hot_card_off_selection", "the hot dice' card stands a pointer's length off "
          "\"Selecție\" (critic B32: on the label at 1366x768)", "game/views/coach_farkle.py",
          "        avoid.append(kept[\"selection\"].inflate(2 * wide, 2 * wide))",
          "        avoid.append(kept[\"selection\"])",
          "tests/test_coach_keeps_its_distance.py::test_the_hot_dice_card_stands_well_off_the_"
          "selection_line[size1]"),
    Break("coach4.hot_card_whole_on_the_row", "the hot dice' card lies wholly over the empty "
          "row or off it, never across its slots' rims (hC40)", "game/views/coach.py",
          "                whole.append(row_rect(scene))", "                pass",
          "tests/test_coach_keeps_its_distance.py::test_the_hot_dice_card_stands_well_off_the_"
          "selection_line[size1]"),
    Break("coach4.countdown_line_clear", "the Yams countdown card keeps a clear gap off the "
          "countdown's words (hC40: 1 px under them at 1366x768)", "game/views/coach_yams.py",
          "        avoid.append(lane_line(scene).inflate(2 * room, 2 * room))",
          "        avoid.append(lane_line(scene))", _GAP),
    Break("coach4.key_in_a_cap", "the next action wears its key in a cap, apart from its "
          "words (critic B32: no advance key on the card)", "game/views/coach_card.py",
          "    if words and len(key) == 1 and not key.isalnum():",
          "    if words and len(key) == 1 and key.isalnum():",
          _CAP + "test_the_next_action_wears_its_key_in_a_cap"),
    Break("coach4.last_tip_key", "the last tip says \"Gata\" with its key cap too (→ closes it)",
          "locales/ro/LC_MESSAGES/coach.po", 'msgstr "Gata →"', 'msgstr "Gata"',
          _CAP + "test_the_last_tip_says_done_with_its_key_and_the_key_closes_it"),
    Break("coach4.actions_stay_low", "the actions never make a card taller than its two lines "
          "of words (hC40: the card stays low, clear of the prompt at 1024x600)",
          "game/views/coach_card.py",
          "    return min(theme.px(LINK_GAP, scale), words_height(2, scale) - next_h - stop_h)",
          "    return theme.px(LINK_GAP, scale)",
          _CAP + "test_the_actions_never_make_a_card_taller_than_its_two_lines"),
)
