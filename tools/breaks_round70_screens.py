"""Planted bugs of round 70's New Game, Rules, Settings and Yams help (hN70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HEADS = ("tests/test_new_game_captions_read.py::"
          "test_the_order_heads_the_cards_and_the_exits_are_big")
_KEY = "tests/test_settings_sound_check.py::test_the_sound_check_is_a_key_like_the_toggles"
_RING = ("tests/test_settings_headings_read.py::"
         "test_the_first_rows_focus_ring_stands_clear_of_its_heading")
_LEVELS = ("tests/test_settings_headings_read.py::"
           "test_the_group_headings_stand_clearly_over_the_rows")
_CUE = "tests/test_rules_more_below.py::test_the_cue_shows_wherever_the_page_goes_on"

ROUND70_SCREENS: tuple[Break, ...] = (
    Break("screens70.order_small_caption", "New Game's 'Ordinea de joc' a heading over the "
          "cards at the body's size (critic A69: a small grey caption)",
          "game/scenes/new_game_layout.py",
          "        return int(self.font_px(theme.FONT_BODY))",
          "        return int(self.font_px(theme.FONT_SMALL))",
          _HEADS + "[size0]"),
    Break("screens70.exits_small", "New Game's 'Înapoi / Începe' a menu button's size, the "
          "screen's only exits (critic A69)",
          "game/scenes/new_game_layout.py",
          "        bh = self.px(theme.BUTTON_SIZE[1])",
          "        bh = self.px(theme.BUTTON_SMALL_SIZE[1])",
          _HEADS + "[size1]"),
    Break("screens70.rules_cue_no_band", "Rules keep a band for 'Continuă mai jos' wherever "
          "the section goes on under the view (critic A69: at 1920 and 1366 a thin scrollbar "
          "alone said so)",
          "game/scenes/rules.py",
          "        if (cue and pad + shown.h + self.cue_room() > self.viewport.h",  # (S49)
          "        if (cue and pad + shown.h > self.viewport.h",
          _CUE + "[size0]"),
    Break("screens70.sound_check_raised", "Setări's 'Ascultă' drawn as a key like the toggles "
          "beside it (critic A69: a raised bold button among flat keys)",
          "game/scenes/settings.py",
          "            (\"settings.sound_test\", KeyAction(",
          "            (\"settings.sound_test\", Button(",
          _KEY + "[size0]"),
    Break("screens70.heading_drawn_loose", "a Setări card's heading drawn where the layout put "
          "it, its first row's focus ring clear of it (critic A69: at 1024x600 it crowded it)",
          "game/scenes/settings.py",
          "            y = panel.y + self.group_pad_y  # (hN70",
          "            y = panel.y + self.px(GROUP_PAD_Y)  # (hN70",
          _RING + "[size2]"),
    Break("screens70.headings_near_rows", "a Setări card's heading clearly over its rows' "
          "names (critic A69: 52 over 44 read as one level)",
          "game/scenes/settings.py",
          "HEADING_OVER_BODY = 1.32\n", "HEADING_OVER_BODY = 1.18\n",
          _LEVELS + "[size0]"),
)
