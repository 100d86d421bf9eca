"""Every key of the Scores catalogues is read by the game (hS23: "scores.free_medal" stayed
after its faded medal step went): a word nobody draws is one more to translate and keep."""

from __future__ import annotations

import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILT = {"scores.yams", "scores.farkle"}  # (f"scores.{kind}": each game's board)
FAMILIES = ("scores.month.",)  # (f"scores.month.{when.month}")
READ_BY_TESTS_ONLY = {"scores.empty"}  # (noticed by hS23, left for its own change)


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_every_scores_key_is_read_by_the_game(lang):
    code = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "game").rglob("*.py"))
    text = (ROOT / "locales" / lang / "LC_MESSAGES" / "scores.po").read_text(encoding="utf-8")
    keys = re.findall(r'^msgid "([^"]+)"', text, re.M)
    unused = [key for key in keys if f'"{key}"' not in code and key not in BUILT
              and not key.startswith(FAMILIES) and key not in READ_BY_TESTS_ONLY]
    assert not unused, (lang, unused)
