"""Planted bugs of New Game, Scores, Statistics, Rules and the help pages (round 50): each a
realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE11_BREAKS: tuple[Break, ...] = (
    Break("side11.rules_no_widow",
          "no paragraph of the rules ends on one word alone",
          "game/widgets/document.py",
          "        for line in wrap_lines(text, size, max(1, width), weight, least):",
          "        for line in wrap(text, size, max(1, width), weight):",
          "tests/test_rules_no_widows.py::test_no_paragraph_ends_on_a_lone_word"),
)
