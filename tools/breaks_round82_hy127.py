"""Planted bugs of round 82's helper hY127:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROWS = "tests/test_yams_standings_rows_always_drawn_hy127.py::"
_LIT = "tests/test_yams_next_lit_with_the_band_hy127.py::"
_CALM = "tests/test_yams_computer_column_calm_hy127.py::"

ROUND82_HY127: tuple[Break, ...] = (
    Break("hy127.passed_row_fades_out",
          "every Clasament row is drawn at full strength in every frame of a re-sort, the "
          "passed row gliding on under the climber's card (S91 amended round 82)",
          "game/views/yams_standings_swap.py",
          "        shown = cell  # (every row drawn whole at full strength, in every frame: "
          "the one it\n",
          "        shown, fade = cell, (fade if raised or over is None or not "
          "cell.colliderect(over) else 0.0)  # (\n",
          _ROWS + "test_every_row_is_drawn_whole_in_every_frame_of_a_resort[size0]"),
    Break("hy127.card_seen_through",
          "the climber's card is opaque from its first frame: the passed row's words never "
          "show through it (S91 amended round 82)",
          "game/views/yams_standings_swap.py",
          "    pygame.draw.rect(card, (*tint, 255), card.get_rect(), border_radius=radius)\n",
          "    pygame.draw.rect(card, (*tint, 220), card.get_rect(), border_radius=radius)\n",
          _ROWS + "test_every_row_is_drawn_whole_in_every_frame_of_a_resort[size0]"),
    Break("hy127.glow_while_sliding",
          "the new leader's row glows once it has landed at the top, not while it slides "
          "(S91 amended round 82)",
          "game/flow/lead_glow.py",
          "        if self._waiting is not None and not moving:\n",
          "        if self._waiting is not None:\n",
          _ROWS + "test_the_new_leaders_row_glows_briefly_once_it_lands"),
    Break("hy127.glow_lingers",
          "the new leader's glow is brief: over within about a second (S91 amended round 82)",
          "game/flow/lead_glow.py",
          "LEAD_GLOW_SECONDS = 0.9\n",
          "LEAD_GLOW_SECONDS = 2.4\n",
          _ROWS + "test_the_new_leaders_row_glows_briefly_once_it_lands"),
    Break("hy127.glow_not_drawn",
          "the new leader's glow is drawn on its row (S91 amended round 82)",
          "game/views/yams_standings.py",
          "        if flourish is None and glow is not None and self.glow.seat in at:\n",
          "        if flourish is not None and glow is not None and self.glow.seat in at:\n",
          _ROWS + "test_the_new_leaders_row_glows_briefly_once_it_lands"),
    Break("hy127.pill_turns_as_the_card_fades",
          "the pill and the sheet's lit column name the next player from the passing band's "
          "first frame (S91 1. amended round 82)",
          "game/scenes/yams_table_draw.py",
          "        return 1.0 if self.flow.handoff.active else 0.0\n",
          "        return 1.0 - self.flow.handoff.band_strength if self.flow.handoff.active "
          "else 0.0\n",
          _LIT + "test_person_to_person_lights_the_next_from_the_bands_first_frame"),
    Break("hy127.computer_column_flooded",
          "the computer's column on turn is a light blush of its hue, not the saturated "
          "wash (S105)",
          "game/widgets/scorecard.py",
          "            tint = calm_tint if computer else column_tint\n",
          "            tint = column_tint\n",
          _CALM + "test_the_computers_column_is_a_light_blush_with_a_bold_header"),
    Break("hy127.calm_tint_too_strong",
          "the computer's calm column tint stays a blush (S105)",
          "game/widgets/sheet_tint.py",
          "CALM_CHROMA = 14\n",
          "CALM_CHROMA = 24\n",
          _CALM + "test_the_computers_column_is_a_light_blush_with_a_bold_header"),
    Break("hy127.six_in_one_column",
          "five or six players stand in two columns of large rows (S105 2.)",
          "game/views/yams_standings.py",
          "TWO_COLUMNS_FROM = 5\n",
          "TWO_COLUMNS_FROM = 7\n",
          _ROWS + "test_six_players_stand_in_two_columns_of_large_rows_every_row_drawn[size0]"),
    Break("hy127.cross_column_fades",
          "a row crossing to the other column slides there, drawn in every frame (S91 "
          "amended round 82)",
          "game/views/yams_standings_swap.py",
          "        placed.append((sliding_cell(a, b, where - low), 1.0))\n",
          "        placed.append((sliding_cell(a, b, where - low), 1.0 if a.x == b.x else 0.0))\n",
          _ROWS + "test_six_players_stand_in_two_columns_of_large_rows_every_row_drawn[size1]"),
)
