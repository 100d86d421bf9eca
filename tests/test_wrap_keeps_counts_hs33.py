"""The text wrapper keeps a count in parentheses with the word it counts (critic cC77: the
clear-scores dialog began a line with "(14),"): "clasamente (14)," never parts at that space,
at any width, in either locale (ruling S35)."""

from __future__ import annotations

import pytest

from game import i18n
from game.widgets.text import wrap


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("count", ["14", "1 200"])
def test_a_count_in_parentheses_never_starts_a_line(language, count):
    text = i18n.Translator.load(language)("scores.clear_body", count=count)
    opened = 0
    for width in range(120, 900, 7):
        lines = wrap(text, 28, width)
        assert not [line for line in lines[1:] if line.startswith("(")], (width, lines)
        opened += sum(1 for line in lines if f"({count})" in line)
    assert opened, text  # the count is said whole


def test_a_line_still_breaks_before_a_plain_word():
    assert wrap("aaaa bbbb (cccc", 28, 1) == ["aaaa", "bbbb", "(cccc"]
