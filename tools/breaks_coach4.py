"""Planted bugs of the coach cards (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_GAP = "tests/test_coach_keeps_its_distance.py::test_every_card_keeps_a_clear_gap_round_it"
_CAP = "tests/test_coach_key_cap.py::"
_GLYPHS = "tests/test_coach_glyphs_drawn.py::test_a_cards_capitals_are_drawn_12_px_tall_at_1024x600"
_ROW = ("tests/test_coach_narrow_row.py::test_a_narrow_card_has_its_actions_on_one_row_"
        "under_its_words")  # (hK69: the live narrow card, the box card by keys at 1920x1080)
_ROOM = "tests/test_coach_word_room.py::test_no_card_lies_within_8_px_of_a_word"

COACH4_BREAKS: tuple[Break, ...] = (
    # (coach4.card_margin_low retired by hC41: at 1024x600 a die's card no longer stands
    # between the prompt and the dice, kept 8 px off the prompt (coach4.prompt_by_8px); the
    # card's margin no longer decides whether it clears the prompt)
    # (coach4.hot_card_off_selection and coach4.hot_card_whole_on_the_row retired by hF50,
    # round 50: their promise reversed, critic B41: over the dice row's empty slots the hot
    # dice' card hid them; it stands between the row and "Selecție" now, like the bank's,
    # held by tests/test_coach_felt_band.py)
    Break("coach4.countdown_line_clear", "the Yams countdown card keeps a clear gap off the "
          "countdown's words (hC40: 1 px under them at 1366x768)", "game/views/coach_reads.py",
          # (re-pointed, round 67; hC72: the countdown's card stands in the prompt's place
          # where it reaches its row: its words wait under it, never drawn under the card)
          "        return coach.card.colliderect(prompt_band(scene))\n",
          "        return False\n",
          "tests/test_coach_countdown_row_kept.py::test_with_no_room_beside_its_ring_the_"
          "card_keeps_the_prompts_place"),
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
          "    return max(2, min(theme.px(LINK_GAP, scale), words_height(2, scale) - next_h "
          "- stop_h))",  # (re-aimed by round 70: never under 2 px)
          "    return max(2, theme.px(LINK_GAP, scale))",
          _CAP + "test_the_actions_never_make_a_card_taller_than_its_two_lines"),
    # (hC41, critic B40 "Coach marks" 7: the cards at 1024x600)
    Break("coach4.words_drawn_large", "a card's capitals are drawn 12 px tall or more at "
          "1024x600 (hC41, critic B40: \"the bubble text is about 12-13 px\")",
          "game/views/coach_card.py", "CARD_TEXT_LEAST = 25", "CARD_TEXT_LEAST = 21",
          _GLYPHS + "[_yams_hold]"),
    Break("coach4.narrow_actions_on_a_row", "a narrow card's actions stand on one row under "
          "its words (hC41, critic B40: Yams 2/3 \"a three-line column, buttons jumbled\")",
          "game/views/coach_card.py",
          "    low = card.bottom - theme.px(NARROW_PAD_Y, scale) - row[1]",
          "    low = card.centery - row[1] // 2", _ROW),
    Break("coach4.prompt_by_8px", "no 10 000 card lies within 8 px of the prompt or the "
          "title (hC41)", "game/views/coach_farkle.py",
          '    avoid += [kept[k].inflate(2 * WORD_CLEAR, 2 * WORD_CLEAR) for k in ("title", '
          '"prompt")]', "    avoid += []",  # (re-pointed by hF50, round 50: no card
          # stands by the prompt at 1024x600 now but the risk card, held off it by other rooms)
          "tests/test_coach_felt_band.py::test_every_farkle_card_keeps_8_px_off_the_prompt_and_"
          "the_title"),
    Break("coach4.selection_by_8px", "no 10 000 card lies within 8 px of the \"Selecție\" "
          "line (hC41, critic B40: 4/5 right on the label at 1024x600)",
          "game/views/coach_farkle.py", "    gap = card_margin(scene.scale)",  # (re-pointed
          "    gap = scene.px(CLEARANCE)",  # round 65: the card's air, coach_card.CARD_AIR)
          "tests/test_coach_word_room.py::test_the_selection_line_is_kept_8_px_clear_at_every_"
          "size[size2]"),
    # (no break for the die's card in the empty ledger at 1024x600: under its die, right
    # of "Selecție", is as good a place; the 8 px room and the large type are what is held)
    # (coach4.bank_card_in_the_ledger retired by hF50, round 50: its promise reversed, critic
    # B41: the bank's card pointed at the ledger's total at 1024x600 only; the table keeps
    # the felt over the mat tall enough at every size: farkle8.felt_holds_the_cards)
    Break("coach4.compact_rather_than_none", "a card with no room at the large type shows "
          "in the compact type rather than not at all (hC41)", "game/views/coach_card.py",
          "    return CARD_TEXT_COMPACT if _COMPACT[-1] else CARD_TEXT_LEAST",
          "    return CARD_TEXT_LEAST",
          # (re-pointed, round 67: no first game's step needs the compact type any more)
          "tests/test_coach_link_readable.py::test_the_compact_type_still_takes_less_room"),
)
