"""Planted bugs of round 74's helper hA74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_NO_DASH = "tests/test_farkle_turn_rows_no_dash.py::"

_LIVE = "tests/test_farkle_guide_live.py::"
_GUIDE = "game/widgets/score_guide.py"

_TRAY = "tests/test_farkle_tray_sockets.py::"
_SOCKETS = "game/views/farkle_sockets.py"

ROUND74_HA74: tuple[Break, ...] = (
    Break("ha74.bank_row_bare",
          "while a bank is shown the dice row keeps its six empty places, never bare felt "
          "(round 74, ruling S1)", "game/scenes/farkle_table.py",
          "        elif self.frozen is not None and not (self.tray.is_animating or "
          "flow.results_shown\n"
          "                                               or self.on_stage is not None):\n",
          "        elif self.frozen is not None and self.frozen is not flow.banked_view:\n",
          "tests/test_farkle_bank_keeps_row.py::test_the_row_keeps_its_six_places_while_a_"
          "bank_is_shown"),
    Break("ha74.socket_flat",
          "an empty place of the 10 000 table is a socket shaded under its top edge, not a "
          "flat dark square (round 74: the six squares read as placeholders)", _SOCKETS,
          "SOCKET_DARK = (70, 34)", "SOCKET_DARK = (34, 34)",
          _TRAY + "test_an_empty_place_is_a_hollow_not_an_outline"),
    Break("ha74.tray_unshaded",
          "the mat is a tray, its cloth shaded under its rim (round 74)", _SOCKETS,
          "    surface.blit(_tray_shade(mat.size, radius, theme.px(TRAY_SHADE_DEPTH, scale)), "
          "mat.topleft)\n", "",
          _TRAY + "test_the_mat_is_a_tray_shaded_under_its_rim"),
    Break("ha74.guide_unlit_rows_bright",
          "while the dice light some 'Punctaj' rows the others dim (round 74: the list read "
          "static beside the play)", _GUIDE,
          "    return DIM_NAME, DIM_POINTS", "    return theme.CREAM, theme.GOLD",
          _LIVE + "test_rows_the_dice_cannot_score_dim_while_some_are_lit"),
    Break("ha74.guide_dim_at_rest",
          "with nothing lit every 'Punctaj' row reads alike, none dimmed", _GUIDE,
          "    if offered or not any_lit:", "    if offered:",
          _LIVE + "test_with_nothing_lit_every_row_reads_alike"),
    Break("ha74.guide_small_type",
          "the 'Punctaj' rows read at 16 px of em at 1366x768 (round 74: ~15 px read small)",
          _GUIDE, "SIZES = (theme.FONT_SMALL, 32, 30, 27, 24, theme.FONT_MIN)",
          "SIZES = (theme.FONT_SMALL, 30, 27, 24, theme.FONT_MIN)",
          _LIVE + "test_the_guide_rows_read_at_16_px_at_1366"),
    Break("ha74.bust_dice_dash",
          "under a bust the Tura panel's 'Zaruri de aruncat' says the dice it was thrown with, "
          "never a placeholder dash (round 74, ruling S14)",
          "game/views/farkle_views.py",
          "ValueLine(tr(\"farkle.label.dice_to_roll\"), str(to_roll), theme.CREAM)",
          "ValueLine(tr(\"farkle.label.dice_to_roll\"), \"—\" if flow.bust_shown else "
          "str(to_roll), theme.CREAM)",
          _NO_DASH + "test_a_bust_keeps_the_figures_it_was_thrown_with_never_a_dash"),
    Break("ha74.bank_risk_dash",
          "while a bank is shown and the computer plays, 'Risc' keeps a figure (round 74)",
          "game/views/farkle_views.py",
          "            ValueLine(tr(\"farkle.label.risk\"), format_percent(risk),",
          "            ValueLine(tr(\"farkle.label.risk\"), \"—\" if flow.frozen else "
          "format_percent(risk),",
          _NO_DASH + "test_a_bank_and_the_computers_turn_say_figures_in_every_frame"),
)
