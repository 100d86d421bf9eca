"""A coach card's words add to what the table says beside it (critic B71, round 71):

- the Yams countdown's card said "Poți alege oricând altă căsuță" under the countdown's own
  "Fără aruncări: poți alege altă căsuță, altfel…": the same sentence twice. Its words share
  no run of two words with the countdown's lines (they say what the ring is and how to stop
  it), in both languages, long and short;
- the 10 000 bank card (4/5) spoke of banking while "Aruncă" was the red action: its words
  say when "Încasează" is the move (when the player wants to stop), long and short."""

from __future__ import annotations

import re

import pytest

from game.i18n import load_catalog


def _pairs(text: str) -> set[tuple[str, str]]:
    """Every run of two words in ``text``, lower-cased, without punctuation or {fields}."""
    words = re.findall(r"\w+", re.sub(r"\{\w+\}", " ", text).lower())
    return set(zip(words, words[1:], strict=False))


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_the_countdown_card_never_says_the_countdowns_line_again(lang):
    messages = load_catalog(lang).messages
    said = _pairs(str(messages["yams.countdown_why"])) | _pairs(
        str(messages["yams.countdown_line"]))
    for key in ("coach.yams.countdown", "coach.yams.countdown.short"):
        shared = _pairs(str(messages[key])) & said
        assert not shared, (lang, key, shared)


@pytest.mark.parametrize(("lang", "when"), [("ro", ("te oprești",)),
                                             ("en", ("when you", "stop"))])
def test_the_bank_card_says_banking_is_for_when_you_stop(lang, when):
    messages = load_catalog(lang).messages
    for key in ("coach.farkle.bank", "coach.farkle.bank.short"):
        words = str(messages[key]).lower()
        assert all(w in words for w in when), (lang, key, messages[key])
