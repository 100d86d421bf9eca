"""Planted bugs of round 79's helper hC83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_IDENTITY = "tests/test_seat_identity_hc83.py::"

ROUND79_HC83: tuple[Break, ...] = (
    Break("hc83.total_band_wine",
          "a card's TOTAL stands on a band of its player's own seat colour, deepened, never an "
          "unrelated wine (ruling S71, critic cA78 #13)",
          "game/views/yams_total_takeover.py",
          "    fill = seat_band_fill(player_style(players, player))  # the player's own (S71)\n",
          "    fill = theme_stage.YAMS_TOTAL_PLATE_FILL  # the player's own (S71)\n",
          _IDENTITY + "test_a_cards_total_band_is_its_players_colour"),
    Break("hc83.band_fill_too_light",
          "a band naming one player is deepened until cream words read on it at 4.5:1 "
          "(ruling S71)",
          "game/views/turn_handoff.py",
          "        if contrast_ratio(theme.CREAM, shade) >= ratio:\n",
          "        if contrast_ratio(theme.CREAM, shade) >= 3.0:\n",
          _IDENTITY + "test_each_seats_band_fill_is_its_own_hue_with_cream_words_at_4_5"),
)
