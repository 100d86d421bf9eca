"""Planted bugs of round 76's helper hI76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WAIT = "tests/test_yams_waiting_table.py::"

ROUND76_HI76: tuple[Break, ...] = (
    Break("hi76.rack_in_every_beat",
          "the Yams kept row is one wooden rack in every beat of both turns, before the first "
          "throw too (ruling S1, amended round 76 by hI76)",
          "game/scenes/yams_table_draw.py",
          "        if not ended and rack is not None:\n",
          "        if not ended and rack is not None and row.takes:\n",
          _WAIT + "test_the_kept_row_is_one_rack_before_the_first_throw"),
    Break("hi76.cup_empties_as_it_throws",
          "the Yams cup shows its five dice before the first throw and is empty as they leave "
          "it (never ten dice at once)",
          "game/scenes/yams_table_draw.py",
          "                          filled=self.game.dice is None, dice=DICE_COUNT)",
          "                          filled=True, dice=DICE_COUNT)",
          _WAIT + "test_the_cup_fading_under_the_first_throw_is_empty"),
    Break("hi76.cup_shows_its_dice",
          "before a Yams turn's first throw the cup shows its five dice lying in its mouth",
          "game/scenes/yams_table_draw.py",
          "                          filled=self.game.dice is None, dice=DICE_COUNT)",
          "                          filled=self.game.dice is not None, dice=DICE_COUNT)",
          _WAIT + "test_before_the_first_throw_the_cup_shows_its_five_dice"),
    Break("hi76.prompt_says_what_to_do",
          "before a Yams throw the prompt says what to do, 'Dă cu toate cele 5 zaruri'",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Dă cu toate cele 5 zaruri"',
          'msgstr "Tura începe cu toate cele 5 zaruri"',
          _WAIT + "test_before_the_first_throw_the_cup_shows_its_five_dice"),
    Break("hi76.invitation_under_the_rack",
          "the kept row's invitation is said on the felt under the rack, never on its rail",
          "game/scenes/yams_layout.py",
          "        top = self.rack_place().bottom + yams_rack.shadow_drop(self.tray.die_size) "
          "+ air // 2\n",
          "        top = self.rack_place().top + yams_rack.shadow_drop(self.tray.die_size) "
          "+ air // 2\n",
          _WAIT + "test_the_invitation_lies_on_the_felt_under_the_rack"),
)
