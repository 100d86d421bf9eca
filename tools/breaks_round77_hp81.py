"""Planted bugs of round 77's helper hP81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STEPS = "tests/test_podium_steps_read_hp81.py::"
_LIT = "tests/test_lit_row_slides_hp81.py::"

ROUND77_HP81: tuple[Break, ...] = (
    Break("hp81.steps_slabs",
          "every podium step is a block at most STEP_ASPECT times the winner's step's height "
          "across, never a third of the card (ruling S38, round 77, hP81)",
          "game/widgets/podium_layout.py",
          "    width = min(column, round(tallest * STEP_ASPECT))  # a block, not a slab (S38)\n",
          "    width = column  # a block, not a slab (S38)\n",
          _STEPS + "test_the_steps_are_blocks_not_slabs_on_their_columns"),
    Break("hp81.steps_off_columns",
          "each narrowed step stands centred on its column: the figures under it never move "
          "(ruling S38, round 77, hP81)",
          "game/widgets/podium_layout.py",
          "    pitch = column + gap\n",
          "    pitch = width + gap\n",
          _STEPS + "test_the_steps_are_blocks_not_slabs_on_their_columns"),
    Break("hp81.numeral_no_air",
          "each step's place numeral keeps air under its token, NUMERAL_AIR of its height "
          "(ruling S38, round 77, hP81)",
          "game/widgets/podium_layout.py",
          "                     round((step.h - band_px(scale) - token_reach(scale)) * "
          "NUMERAL_ROOM\n",
          "                     round((step.h - band_px(scale) - token_reach(scale)) * 0.8\n",
          _STEPS + "test_every_numeral_has_air_under_its_token"),
    Break("hp81.light_just_appears",
          "as the band goes the lit row's light slides from the outgoing row to the next "
          "player's, never just appearing (ruling S38, round 77, hP81)",
          "game/flow/turn_handoff.py",
          "            self._lit_age, self.lit_rows = 0.0, (rows[0], rows[1])\n",
          "            self._lit_age, self.lit_rows = None, (rows[0], rows[1])\n",
          _LIT + "test_the_light_slides_after_the_band_never_under_it"),
    Break("hp81.light_linear",
          "the light's slide is eased: fast, then settling (ruling S38, round 77, hP81)",
          "game/flow/turn_handoff.py",
          "        return ease_out(self._lit_age / self._lit_seconds)\n",
          "        return min(1.0, self._lit_age / self._lit_seconds)\n",
          _LIT + "test_the_light_slides_after_the_band_never_under_it"),
    # (hp81.farkle_light_jumps retired round 78 by hF96, ruling S38 amended round 78: the
    # 10 000 list's light no longer slides, it lands with the "La rând" pill, critic cB78)
    Break("hp81.yams_light_jumps",
          "the Yams standings' light band is drawn on its way between the rows "
          "(ruling S38, round 77, hP81)",
          "game/views/yams_standings.py",
          "            draw_lit_band(surface, sliding_cell(at[light_from[0]], on_turn[0], "
          "light_from[1]),\n",
          "            draw_lit_band(surface, sliding_cell(on_turn[0], on_turn[0], "
          "light_from[1]),\n",
          _LIT + "test_yams_the_lit_row_slides_in_after_the_band"),
)
