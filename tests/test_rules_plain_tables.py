"""The rules pages say things once and in plain words (hS26, the critic on the Rules): a
table's row never repeats in its words the points its points column shows ("Full: ... 25 |
25") (no header cell wraps: tests/test_rules_table_header.py), and the computer player's section
explains its banking in sentences, never a formula ("prag = 300 + ... × ... ÷ ...")."""

from __future__ import annotations

import re

import pytest

from game.i18n import Translator
from game.scenes.rules_pages import farkle_blocks, yams_blocks
from game.widgets import document as doc

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _pages(language: str) -> list[tuple[str, list[doc.Block]]]:
    tr = Translator.load(language)
    return [("yams", yams_blocks(tr)), ("farkle", farkle_blocks(tr))]


@pytest.mark.parametrize("language", ["ro", "en"])
def test_a_tables_row_says_its_points_once(language):
    seen = 0
    for game, blocks in _pages(language):
        for table in (b for b in blocks if isinstance(b, doc.Table)):
            if not table.columns[-1].strong or len(table.columns) < 3:
                continue  # a table without a points column (the risk, the computer's)
            for row in table.rows:
                points = str(row[-1]).replace("\u00a0", " ")
                words = " ".join(str(c) for c in row[1:-1] if isinstance(c, str))
                words = words.replace("\u00a0", " ")
                seen += 1
                assert not re.search(rf"(?<!\d)(?<!\d ){re.escape(points)}(?! ?\d)", words), (
                    game, row[0], words, points)
    assert seen >= 20


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_computers_section_speaks_in_sentences_not_a_formula(language):
    blocks = dict(_pages(language))["farkle"]
    start = next(i for i, b in enumerate(blocks)
                 if isinstance(b, doc.Heading) and b.anchor == "ai")
    said = [b.text for b in blocks[start + 1:] if isinstance(b, doc.Paragraph)]
    assert len(said) >= 2
    for text in said:
        for sign in ("=", "×", "÷", "Formula", "formula", "−"):
            assert sign not in text, (sign, text)
