"""Planted bugs of round 76's helper hP78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_OWED = "tests/test_suite_speed_menu_owed.py::"

ROUND76_HP78: tuple[Break, ...] = (
    Break("hp78.menu_drawn_at_once",
          "an app made showing its menu (make_app's default) leaves the menu's first frame "
          "undrawn until something could see it (the suite's time)",
          "tests/uihelpers.py",
          "    if menu_drawn:\n        app.step(FRAME)\n",
          "    if menu_drawn is not False:\n        app.step(FRAME)\n",
          _OWED + "test_a_menu_app_leaves_its_menu_undrawn_until_it_is_seen"),
    Break("hp78.fade_from_a_blank_screen",
          "a screen pushed over a menu still owed fades from the menu drawn then",
          "tests/uihelpers.py",
          "    manager._start_fade = fade_from_the_menu  # type: ignore[method-assign]\n",
          "    manager._start_fade = start_fade  # type: ignore[method-assign]\n",
          _OWED + "test_a_screen_pushed_fades_from_the_menu_as_drawn_at_once"),
    Break("hp78.screen_read_blank",
          "a test reading the screen of a menu still owed sees the menu drawn",
          "tests/uihelpers.py",
          "        if self.__dict__.get(\"_menu_owed\") and not reader.startswith(_NOT_LOOKING):\n",
          "        if self.__dict__.get(\"_menu_owed\") and reader.startswith(_NOT_LOOKING):\n",
          _OWED + "test_the_screen_read_between_frames_shows_the_menu_as_drawn_at_once"),
    Break("hp78.owed_paid_by_undrawn_frames",
          "frames run undrawn (a block skipping frames) leave the menu still owed",
          "tests/uihelpers.py",
          "        drawn = \"draw\" not in vars(self.manager)  # (not a test's nor an unseen "
          "block's)\n",
          "        drawn = True  # (not a test's nor an unseen block's)\n",
          _OWED + "test_frames_run_undrawn_leave_the_menu_still_owed"),
)
