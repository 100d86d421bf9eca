"""Planted bugs of Settings at 1024 (round 68):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BLOCKS = "tests/test_settings_row_blocks.py::"

SIDE22_BREAKS: tuple[Break, ...] = (
    Break("side22.row_line_with_its_row", "a row's explaining line reads with its row: the "
          "air to the next row's name twice the air to its own (critic A67)",
          "game/scenes/settings.py",
          "        return max(self.px(EXPLAIN_AFTER), math.ceil(BLOCK_AIR * within) - rim"
          " - leading)",
          "        return self.px(EXPLAIN_AFTER)",
          _BLOCKS + "test_a_rows_line_belongs_to_its_row[size2-ro]"),
    Break("side22.sound_rhythm_even", "the sound card's spare height stands between its rows, "
          "not over its first nor under its last (critic A67)", "game/scenes/settings.py",
          "                ry = panel.y + head(key, row)\n",  # (re-aimed hN70)
          "                ry = panel.y + head(key, row) + air // 2\n",
          _BLOCKS + "test_the_sound_card_keeps_the_others_rhythm[size0-row_short]"),  # (hM69)
    Break("side22.tight_keeps_controls", "at 1024x600 the cards' padding tightens before the "
          "rows' controls shrink under their least height", "game/scenes/settings.py",
          # (re-pointed round 81, hK89, S97 4.: the rows as tall as the one felt allows)
          "            if gap >= apart_rows and tall(row) >= least:\n",
          "            if gap >= apart_rows:\n",
          "tests/test_settings_room.py::test_the_toggles_are_tall_and_the_ring_clears_the_"
          "explaining_line[size0]"),
)
