"""Planted bugs of round 70's coach cards (hC70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_COACH: tuple[Break, ...] = (
    Break("coach70.forms_kept",
          "a card's forms are wrapped once per words, footer, scale, width and type and read "
          "on every later frame (review round 69: the one place re-wrapped up to five cards' "
          "words a frame)",
          "game/views/coach_words.py",
          "    kept = _FORMS.get(key)\n",
          "    kept = None\n",
          "tests/test_coach_wraps_once.py::test_the_one_place_wraps_no_words_on_a_later_frame"),
    Break("coach70.button_air",
          "every shown button, lit or greyed, is kept off with its 16 px of air (ruling S5), "
          "asked once (review round 69)",
          "game/views/coach_farkle.py",
          "    avoid += [r.inflate(2 * margin, 2 * margin) for r in visible_buttons(scene)]",
          "    avoid += [r.inflate(margin, margin) for r in visible_buttons(scene)]",
          "tests/test_coach_farkle_avoid.py::test_each_buttons_air_is_in_the_list_once"),
)
ROUND70_COACH += (
    Break("coach70.words_large",
          "a card's words are 27 px of em at 1920x1080 (critic B69: 'its 21 px words are "
          "small beside 60 px dice'; they were capped at the small type there)",
          "game/views/coach_card.py",
          "    mid = 0 if _COMPACT[-1] else theme.px(COACH_TEXT_REF, scale)\n",
          "    mid = 0 if _COMPACT[-1] else min(theme.px(COACH_TEXT_REF, scale),\n"
          "                                     theme.font_px(theme.FONT_SMALL, 1.0))\n",
          "tests/test_coach_card_comfort.py::test_every_card_is_comfortable_at_every_size"),
    Break("coach70.close_least",
          "a card's × is at least 28 px wide at every size (critic B69: about 12 px at "
          "1024x600); re-aimed by hC75 (round 73, critic K72: three ways out, the × went): "
          "no room kept for a × beside the card's two actions",
          "game/views/coach_card.py",
          "    return column, high\n",
          "    return column + theme.px(CLOSE, scale), high\n",
          "tests/test_coach_two_exits.py::test_a_card_ends_with_its_two_actions"
          "[_farkle_bank-size2]"),
    Break("coach70.link_under",
          "'Nu mai arăta' stands under 'Înainte', apart from its face (critic B69: crammed; "
          "the old tuck overlapped them at the words' larger size)",
          "game/views/coach_card.py",
          "    return max(2, min(theme.px(LINK_GAP, scale), words_height(2, scale) - next_h "
          "- stop_h))",
          "    return min(theme.px(LINK_GAP, scale), words_height(2, scale) - next_h - stop_h)",
          "tests/test_coach_card_comfort.py::test_every_card_is_comfortable_at_every_size"),
    Break("coach70.selection_margin",
          "a 10 000 card keeps 24 reference px off the 'Selecție' line's words under it "
          "(critic B69: about 16 px)",
          "game/views/coach_card.py",
          "    return max(card_air(scale), theme.px(COACH_CARD_MARGIN, scale))",
          "    return card_air(scale)",
          "tests/test_coach_card_comfort.py::test_every_card_is_comfortable_at_every_size"),
)
