"""Planted bugs of round 73's helper hC75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HC75: tuple[Break, ...] = (
    Break("hC75.tip_on_the_ring",
          "a coach pointer's tip stops past the light round what it points at and its own "
          "gold edge, with felt between: the light forgotten, the bank card's arrowhead lay "
          "on the ring and on \"Scor\"'s first letter (critic K72)",
          "game/views/coach_card_art.py",
          "    return glow_reach(scale) + route_casing(scale) + max(3, theme.px(TIP_AIR, scale))\n",
          "    return route_casing(scale) + max(3, theme.px(TIP_AIR, scale))\n",
          "tests/test_coach_tip_clear.py::"
          "test_every_arrowhead_ends_clear_of_its_ring_and_of_every_word[_farkle_bank-size1]"),
    Break("hC75.risk_before_a_die",
          "\"Înainte\" on the set-aside card brings the risk card only once a die is set "
          "aside: without it, it came while \"Aruncă\" was greyed (critic K72)",
          "game/flow/coach.py",
          "    return m.selected and not m.hot and (mark != \"farkle.bank\" or m.can_bank)\n",
          "    return not m.hot and (mark != \"farkle.bank\" or m.can_bank)\n",
          "tests/test_coach_risk_waits.py::"
          "test_next_on_the_set_aside_card_brings_no_risk_card_before_a_die_is_set_aside"),
)

ROUND73_HC75 += (
    Break("hC75.actions_off_the_end",
          "a card ends with its two ways out, \"Înainte →\" over \"Nu mai arăta\": no third, "
          "no ×'s room kept right of them (critic K72)",
          "game/views/coach_card.py",
          "    right = card.right - theme.px(ACTIONS_PAD_X, scale)\n",  # (re-aimed: hX85)
          "    right = card.right - theme.px(ACTIONS_PAD_X, scale) - theme.px(CLOSE, scale)\n",
          "tests/test_coach_two_exits.py::test_a_card_ends_with_its_two_actions"
          "[_yams_hold-size1]"),
)

ROUND73_HC75 += (
    Break("hC75.bank_names_the_button",
          "the bank card names the row its pointer lights, \"Scor\", and quotes no button "
          "(critic J72: it pointed at \"Scor\" while it named the „Încasează” button)",
          "locales/ro/LC_MESSAGES/coach.po",
          "msgid \"coach.farkle.bank\"\n"
          "msgstr \"Te oprești? Când încasezi, punctele turei trec în Scor partidă.\"\n",
          "msgid \"coach.farkle.bank\"\n"
          "msgstr \"Te oprești? „Încasează” adaugă punctele turei la scorul tău.\"\n",
          "tests/test_coach_farkle_names_its_target.py::"
          "test_a_farkle_card_quotes_no_button_it_does_not_point_at[farkle.bank-ro]"),
)

ROUND73_HC75 += (
    # (hC75.spot_past_the_sockets retired in round 76 by hC79: ruling S20 docks a first
    # game's box card over the turn pill, its way above the sheet, so the prompt's place it
    # widened past the last socket is no longer a box card's; MISSED since. The way still
    # crosses no socket: tests/test_coach_box_pointer_sockets.py)
)
