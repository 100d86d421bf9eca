"""The dice tab's footnote says what it means for every p (review, round 60: "about once in 2"
for any p of a half or more, even dice that come out this even nine times in ten): past a
half, fair dice come out like this most of the time, said so, with no "once in N"; and the
statistics catalogs hold no key the game never asks for (``stats.less_than``)."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.i18n import Translator
from game.scenes import stats_dice

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("language", ["ro", "en"])
def test_likely_throws_are_not_said_once_in_two(language):
    # rewritten (hM62, critic A61): no "once in N" for any p now, the note says only luck or
    # not luck in plain words; likely throws are luck, rare ones not
    tr = Translator.load(language)
    for p in (0.9, 0.4, 0.02, 0.005, 0.00001):
        said = stats_dice.test_words(tr, SimpleNamespace(p_value=p))
        assert not re.search(r"\d", said), (p, said)
    assert stats_dice.test_words(tr, SimpleNamespace(p_value=0.9)) == stats_dice.test_words(
        tr, SimpleNamespace(p_value=0.4))
    assert stats_dice.test_words(tr, SimpleNamespace(p_value=0.9)) != stats_dice.test_words(
        tr, SimpleNamespace(p_value=0.005))


def test_no_unused_statistics_key():
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game").rglob("*.py"))
    for language in ("ro", "en"):
        po = (ROOT / "locales" / language / "LC_MESSAGES" / "statistics.po").read_text(
            encoding="utf-8")
        assert 'msgid "stats.less_than"' not in po, language
    assert "stats.less_than" not in code
