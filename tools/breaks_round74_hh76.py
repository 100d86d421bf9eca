"""Planted bugs of round 74's helper hH76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CENTRED = "tests/test_help_centred_dimmed.py::"

ROUND74_HH76: tuple[Break, ...] = (
    Break("hh76.help_panel_to_the_foot",
          "the \"?\" panel is centred top to bottom, as much window under it as over it "
          "(critic cS74: 98 px over it against 36 under it at 1920)",
          "game/widgets/help_panel.py",
          "    return pygame.Rect(felt.x + inset, top, felt.w - 2 * inset, size[1] - 2 * top)\n",
          "    return pygame.Rect(felt.x + inset, top, felt.w - 2 * inset, "
          "felt.bottom - inset - top)\n",
          _CENTRED + "test_the_help_panel_is_centred_top_to_bottom"),
    Break("hh76.help_table_undimmed",
          "the table round a \"?\" panel is dimmed by the dialogs' veil (critic cS74: it read "
          "blacked out; it must not read lit either)",
          "game/scenes/help_tiles.py",
          "    is_overlay = True\n    dim_below = True\n",
          "    is_overlay = True\n    dim_below = False\n",
          _CENTRED + "test_the_table_round_the_panel_is_dimmed_as_under_a_dialog"),
)
