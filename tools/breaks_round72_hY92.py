"""Planted bugs of round 72's Yams stage tails (hY92):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HY92: tuple[Break, ...] = (
    Break("hY92.joker_tail_own_words", "the Joker stage's last frames say the table's own "
          "note (tag, pick, meaning), never a second wording (critic D71 #9)",
          "game/views/stage_words.py",
          "    say = picture.note or PromptSay(picture.caption, theme.MESSAGE_WARN)",
          "    say = PromptSay(picture.caption, theme.MESSAGE_WARN)",
          "tests/test_yams_joker_tail_one_look.py::test_the_joker_stages_tail_is_the_tables_"
          "own_note_in_its_place"),
)
