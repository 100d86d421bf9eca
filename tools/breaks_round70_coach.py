"""Planted bugs of round 70's coach cards (hC70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND70_COACH: tuple[Break, ...] = (
    Break("coach70.forms_kept",
          "a card's forms are wrapped once per words, footer, scale, width and type and read "
          "on every later frame (review round 69: the one place re-wrapped up to five cards' "
          "words a frame)",
          "game/views/coach_words.py",
          "    kept = _FORMS.get(key)\n",
          "    kept = None\n",
          "tests/test_coach_wraps_once.py::test_the_one_place_wraps_no_words_on_a_later_frame"),
    Break("coach70.button_air",
          "every shown button, lit or greyed, is kept off with its 16 px of air (ruling S5), "
          "asked once (review round 69)",
          "game/views/coach_farkle.py",
          "    avoid += [r.inflate(2 * margin, 2 * margin) for r in visible_buttons(scene)]",
          "    avoid += [r.inflate(margin, margin) for r in visible_buttons(scene)]",
          "tests/test_coach_farkle_avoid.py::test_each_buttons_air_is_in_the_list_once"),
)
