"""Ruling S106 5. (round 82, hY128; critic cA81 #15): the two Yams undo messages say one
thing in one pattern, "Anulat: {box}. <what now>." ("Anulat: Șansă. Rămâne aleasă." beside
"Anulat: Doi. Alege din nou."), in both locales; before, one read "Anulat. Căsuța Șansă
rămâne aleasă." and the other "Anulat: Doi. Alege din nou."."""

from __future__ import annotations

import re

import pytest

from game.i18n import load_catalog

_PATTERN = re.compile(r"^(?P<lead>[^{}]+)\{box\}\. (?P<now>[A-ZĂÂÎȘȚ][^{}]*\.)$")


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_both_yams_undo_messages_follow_one_pattern(lang):
    messages = load_catalog(lang).messages
    kept, done = str(messages["undo.kept_yams"]), str(messages["undo.done_yams"])
    leads = []
    for text in (kept, done):
        match = _PATTERN.match(text)
        assert match is not None, text  # "<Anulat: >{box}. <Sentence>."
        leads.append(match["lead"])
    assert leads[0] == leads[1], (kept, done)  # one lead: the box is named in one place
    assert kept != done  # each still says what now


def test_the_romanian_undo_messages_read_short():
    messages = load_catalog("ro").messages
    assert str(messages["undo.kept_yams"]) == "Anulat: {box}. Rămâne aleasă."
    assert str(messages["undo.done_yams"]) == "Anulat: {box}. Alege din nou."
