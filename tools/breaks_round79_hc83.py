"""Planted bugs of round 79's helper hC83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_IDENTITY = "tests/test_seat_identity_hc83.py::"

ROUND79_HC83: tuple[Break, ...] = (
    Break("hc83.total_band_wine",
          "a card's TOTAL stands on a band of its player's own seat colour, deepened, never an "
          "unrelated wine (ruling S71, critic cA78 #13)",
          "game/views/yams_total_plaque.py",  # (re-pointed round 81, hY123: the plaque)
          "    _draw_plate(surface, plaque, seat_band_fill(player_style(players, player)), lit)\n",
          "    _draw_plate(surface, plaque, theme_stage.YAMS_TOTAL_PLATE_FILL, lit)\n",
          _IDENTITY + "test_a_cards_total_band_is_its_players_colour"),
    Break("hc83.band_fill_too_light",
          "a band naming one player is deepened until cream words read on it at 4.5:1 "
          "(ruling S71)",
          "game/views/turn_handoff.py",
          "        if contrast_ratio(theme.CREAM, shade) >= ratio:\n",
          "        if contrast_ratio(theme.CREAM, shade) >= 3.0:\n",
          _IDENTITY + "test_each_seats_band_fill_is_its_own_hue_with_cream_words_at_4_5"),
    Break("hc83.bare_mark_beside_names",
          "a name in the turn pill, the sheet's heads and the 10 000 players' rows has its "
          "seat's token beside it (its colour round its shape in ink), not a bare mark "
          "(ruling S71)",
          "game/widgets/seats.py",
          "        draw = draw_seat_token if token else draw_seat_mark\n",
          "        draw = draw_seat_mark\n",
          _IDENTITY + "test_the_yams_table_wears_each_seats_token_in_pill_head_and_standings"),
    Break("hc83.standings_bare_mark",
          "each standings row of the Yams table carries its seat's token (ruling S71)",
          "game/views/yams_standings_marks.py",
          "    draw_seat_token(surface, centre, side, seat)  # its strong colour round its "
          "shape (S71)\n",
          "    draw_seat_mark(surface, centre, side, seat)  # its strong colour round its "
          "shape (S71)\n",
          _IDENTITY + "test_the_yams_table_wears_each_seats_token_in_pill_head_and_standings"),
    Break("hc83.farkle_rows_tiny_token",
          "a 10 000 players' row's token is large enough to read its shape at 1024x600 "
          "(ruling S71)",
          "game/widgets/farkle_panels.py",
          "    return max(seats.mark_side(name_size, token=True), theme.px(ROW_TOKEN, scale))\n",
          "    return seats.mark_side(name_size)\n",
          _IDENTITY + "test_the_farkle_table_wears_each_seats_token_in_its_players_rows"),
    Break("hc83.token_lit_when_small",
          "a small token keeps its disc one flat strong colour round its shape (no highlight "
          "eating it at 1024x600, ruling S71)",
          "game/widgets/seats.py",
          "    if side >= TOKEN_LIT_FROM:\n",
          "    if side >= 6:\n",
          _IDENTITY + "test_a_small_token_is_one_flat_strong_colour_round_its_shape"),
)
