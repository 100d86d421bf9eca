"""Planted bugs of round 72's Rules foot (hR73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WHOLE = "tests/test_rules_lines_whole.py::test_no_line_is_sliced_by_the_view_or_the_cue"

ROUND72_HR73: tuple[Break, ...] = (
    # rules73.preview_lines_whole and rules73.preview_above_the_fade retired in round 78
    # (hR82, S49): nothing of the page is drawn faded under the view any more.
    Break("rules73.joker_cases_own", "each Joker case shows its own Penta (critic I72: cases "
          "1 and 3 showed the same five 4s)", "game/scenes/rules_pages.py",
          "    last = JOKER_UPPER_ZERO_DICE\n", "    last = JOKER_DICE\n",
          "tests/test_rules_joker_examples.py::test_every_joker_case_shows_its_own_penta[ro]"),
    Break("rules73.headings_drawn_as_laid", "the page's headings reach the window as laid out, "
          "bold at the heading size, the pane's first one too (critic I72: it read smaller)",
          "game/widgets/document.py",
          "            draw_text(surface, op.text, op.size, op.colour, (left + op.x, top + op.y), "
          "\"topleft\",\n                      weight=op.weight)\n",
          "            draw_text(surface, op.text, op.size, op.colour, (left + op.x, top + op.y), "
          "\"topleft\")\n",
          "tests/test_rules_headings_drawn.py::test_the_panes_first_heading_is_drawn_as_the_"
          "others[rules-size0]"),
)
