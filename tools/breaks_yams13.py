"""Planted bugs of the Yams table and special states (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS13_BREAKS: tuple[Break, ...] = (
    Break("yams13.rested_beat_blank", "the line says the dice stopped between their landing "
          "and the next instruction, never blank (critic C61)", "game/flow/yams_reading.py",
          '            return self._prompt("yams.prompt_rested")',
          "            return None",
          "tests/test_yams_caption_never_blank.py::"
          "test_every_frame_of_a_person_and_a_computer_turn_has_words"),
    Break("yams13.passing_blank", "while a scored turn passes the line says what was written "
          "(critic C61)", "game/flow/yams_reading.py",
          "            scored = self.scored_line()",
          "            scored = None",
          "tests/test_yams_caption_never_blank.py::"
          "test_every_frame_of_a_person_and_a_computer_turn_has_words"),
    Break("yams13.banner_blanks_lane", "the computer's banner held back by the turn's band "
          "leaves the lane to the prompt (critic C61)", "game/scenes/yams_layout.py",
          "        waits = staged or self.flow.handoff.holds",
          "        waits = staged",
          "tests/test_yams_caption_never_blank.py::"
          "test_the_table_draws_words_in_its_lane_at_every_frame_at_1366"),
    Break("yams13.lying_die_as_cube", "a die lying flat on the felt during a throw (the "
          "computer's too) is drawn with the resting die's picture, not a flatter cube "
          "(critic C61)", "game/widgets/dice_lying.py",
          "    if not lies_flat(look):",
          "    if True:",
          "tests/test_dice_lying_drawn_at_rest.py::"
          "test_a_die_sliding_flat_is_drawn_as_at_rest_the_others_as_cubes"),
    Break("yams13.band_under_standings", "the buttons stand the refusal's lane under the "
          "standings, whatever the number of players: no bare band (critic C61)",
          "game/scenes/yams_layout.py",
          "        if spare > 0:\n            self._place_foot(top - spare",
          "        if False:\n            self._place_foot(top - spare",
          "tests/test_yams_standings_button_band.py::"
          "test_the_band_under_the_standings_is_the_refusals_lane_only"),
    Break("yams13.sacrifice_ring_own_colour", "a sacrifice's ring and the countdown's ring are "
          "one marker: one colour (critic C61: purple beside orange)", "game/theme.py",
          "SHEET_CHEAPEST = AUTO_BOX_MARK",
          "SHEET_CHEAPEST = (128, 64, 168)",
          "tests/test_yams_one_marker.py::"
          "test_the_sacrifice_ring_and_the_countdown_ring_are_one_marker"),
    Break("yams13.countdown_ring_own_place", "the countdown's box is ringed where a sacrifice's "
          "is, at its weight (critic C61)", "game/widgets/scorecard.py",
          "        ring = self.cheapest_ring(self.cell_rect(view.current, view.primary))",
          "        ring = rect",
          "tests/test_yams_one_marker.py::"
          "test_the_sacrifice_ring_and_the_countdown_ring_are_one_marker"),
    Break('yams13.countdown_second_line_small', "the countdown's second line is at the body's "
          "size (critic C61: ~12 px at 1024)",
          # (re-aimed by hY82: the countdown's line is at the pill's one size, the body's (S10))
          'game/widgets/prompt_pill.py',
          # (re-aimed by hY110: the body's size raised to 18 px of em at 1024x600, S45)
          '    return max(theme.font_px(theme.FONT_BODY, scale), theme.TABLE_TYPE_LEAST,\n'
          '               PROMPT_TYPE_LEAST)',
          '    return theme.font_px(theme.FONT_SMALL, scale)',
          "tests/test_yams_countdown_lines_read.py::"
          "test_the_countdowns_lines_are_15px_at_1024"),
)
