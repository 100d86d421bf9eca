"""Planted bugs of round 78's helper hK83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_HK83: tuple[Break, ...] = (
    Break("hk83.menu_arrows_unsaid",
          "while a game card holds the focus the menu says '[←] [→] alege jocul' (critic "
          "cC78 #13, ruling S58; a tag on the card since S58 amended, round 82)",
          "game/widgets/game_card.py",  # (S58 amended round 82: a tag on the card, hK93)
          "        if focused and self.keys_hint and not under_a_dialog():  # the arrows' "
          "hint (S58)\n",
          "        if self.keys_hint and not under_a_dialog():  # the arrows' hint (S58)\n",
          "tests/test_menu_cards_hint_hk83.py::"
          "test_the_tagline_says_the_arrows_while_a_card_has_the_focus"),
    Break("hk83.choice_stops_at_its_end",
          "← → on a Settings choice always change its value, wrapping at its ends, never "
          "a key that does nothing (critic cC78 #2, ruling S58)",
          "game/scenes/settings.py",
          "                widget.wraps = True\n",
          "                widget.wraps = False\n",
          "tests/test_settings_ring_and_keys_hk83.py::"
          "test_the_critics_key_run_lands_where_each_arrow_points"),
)
