"""Planted bugs of round 72's suite time (hT72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HT72: tuple[Break, ...] = (
    Break("suite72.lettering_kept_without_its_look", "the tests keep a stage's stamp "
          "lettering for the session (round 72): one kept by its words and size alone hands "
          "a hot throw's ember letters to a bank's gold ones", "tests/uihelpers.py",
          '        return _stage_picture("letterings", (text, size, hot),\n',
          '        return _stage_picture("letterings", (text, size),\n',
          "tests/test_suite_speed.py::test_a_kept_stage_picture_is_the_game_s_own_and_goes_"
          "with_the_block"),
    Break("suite72.lettering_kept_shared", "a kept stage lettering handed out as is: a big "
          "bank's fading figure fades the next stage's letters too", "tests/uihelpers.py",
          "                              lambda: letters(text, size, hot)).copy()",
          "                              lambda: letters(text, size, hot))",
          "tests/test_suite_speed.py::test_a_kept_stage_picture_is_the_game_s_own_and_goes_"
          "with_the_block"),
)
