"""Planted bugs of Menu, New Game, Settings and Rules (round 69, hM69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE23_BREAKS: tuple[Break, ...] = (
    # settings.tight_room_grows retired round 81 (hK89, ruling S97 4.): the cards' room no
    # longer rises toward the title at 1024x600; it stands one felt under the title's letters
    # at every size (hk89.settings_title_squeezed holds that).
    Break("settings.sound_card_three_rows", "the sound card holds three rows, as the computer's "
          "beside it: no hole between \"Sunet\" and \"Volum\" (critic A67)",
          "game/scenes/settings.py",
          '    ("settings.group.sound", ("muted", "volume", "sound_test")),',
          '    ("settings.group.sound", ("muted", "volume")),',
          "tests/test_settings_sound_check.py::test_no_card_spreads_its_rows_over_a_hole"),
    Break("settings.sound_check_plays", "the sound check plays a throw of the dice",
          "game/scenes/settings.py",
          'lambda: self.app.audio.play("rattle"),',
          'lambda: self.app.audio.play("click"),',
          "tests/test_settings_sound_check.py::test_the_sound_check_plays_a_throw_and_says_"
          "when_it_is_silent"),
    Break("new_game.letters_left_words", "a name near its limit says the letters it has "
          "left in words (\"+1 literă\"), not \"15/16\" (critic A67)",
          "game/scenes/new_game_count.py",  # (re-aimed hN76: the count's module)
          "        left = max(0, limit - count)",
          "        left = count",
          "tests/test_new_game_letters_left.py::test_the_count_says_the_letters_left_in_words"),
    Break("rules.cue_body_size", "Rules' \"Continuă mai jos ↓\" reads at the page's body "
          "size at every window (at 1920x1080 it stood in the small type)",
          "game/scenes/rules_foot.py",
          "        draw_text(surface, self.tr(\"rules.more_below\"), self.doc_style.body, "
          "theme.GOLD,",  # (round 78, hR82: its line, S49)
          "        draw_text(surface, self.tr(\"rules.more_below\"), "
          "self.font_px(theme.FONT_SMALL), theme.GOLD,",
          "tests/test_rules_cue_body_size.py::test_the_cue_reads_as_the_body"),
    Break("settings.rows_follow_keys", "on Settings the Sound row's choice follows M pressed "
          "there (\"Pornit\" stayed lit while the sound was off)",
          "game/scenes/settings.py",
          '            if isinstance(widget, Choice) and widget.name in ("muted", "fullscreen"):',
          '            if isinstance(widget, Choice) and widget.name in ("fullscreen",):',
          "tests/test_settings_sound_check.py::test_m_pressed_on_settings_turns_the_sound_"
          "rows_choice_and_lines"),
    Break("settings.sound_check_greys", "the sound check greys while it would be silent "
          "(the sound off or the volume at zero)",
          "game/scenes/settings.py",
          "                widget.enabled = self.audible()",
          "                widget.enabled = True",
          "tests/test_settings_sound_check.py::test_m_pressed_on_settings_turns_the_sound_"
          "rows_choice_and_lines"),
)
