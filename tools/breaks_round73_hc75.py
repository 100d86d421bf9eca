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
          "msgstr \"Te oprești? Când încasezi, punctele turei trec în Scor.\"\n",
          "msgid \"coach.farkle.bank\"\n"
          "msgstr \"Te oprești? „Încasează” adaugă punctele turei la scorul tău.\"\n",
          "tests/test_coach_farkle_names_its_target.py::"
          "test_a_farkle_card_quotes_no_button_it_does_not_point_at[farkle.bank-ro]"),
)

ROUND73_HC75 += (
    Break("hC75.spot_past_the_sockets",
          "the Yams coach place is as wide as the kept row's sockets at least: the box "
          "card's way to its sheet row leaves it beyond the last socket, never across it "
          "(hK69's known defect; round 73: the card without its × cut it at 1024x600)",
          "game/views/coach_spot.py",
          "    wide = max(max(w for w, _ in sizes), 2 * (last - scene.left.centerx))\n",
          "    wide = max(w for w, _ in sizes)\n",
          "tests/test_coach_box_pointer_sockets.py::"
          "test_the_box_cards_pointer_crosses_no_socket_of_the_kept_row"),
)
