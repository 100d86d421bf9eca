"""The computer player has one name on every screen: "Calculatorul" ("Computer" in English).
The seeds' "Jucători umani + 1 IA" is quoted exactly and is the only place "IA" shows; no
label calls it a bare "Calculator"."""

from __future__ import annotations

import re

import pytest

from game.i18n import load_catalog

QUOTED = {"ro": "Jucători umani + 1 IA", "en": "Human players + 1 AI"}
"""The seed's line, the one text that names the computer "IA" (in English "AI")."""
ACRONYM = {"ro": re.compile(r"\bIA\b"), "en": re.compile(r"\bAI\b")}
BARE = re.compile(r"\b[Cc]alculator\b")  # "Calculator" without its article, as a name


def _texts(language: str) -> dict[str, str]:
    texts = {}
    for key, text in load_catalog(language).messages.items():
        for i, form in enumerate(text if isinstance(text, tuple) else (text,)):
            texts[f"{key}[{i}]"] = form
    return texts


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_acronym_shows_only_in_the_seed_quote(language):
    found = {key: text for key, text in _texts(language).items()
             if ACRONYM[language].search(text) and text != QUOTED[language]}
    assert not found, found
    assert QUOTED[language] in _texts(language).values()


def test_the_romanian_catalog_never_calls_the_computer_a_bare_calculator():
    found = {key: text for key, text in _texts("ro").items() if BARE.search(text)}
    assert not found, found
    assert _texts("ro")["common.computer_name[0]"] == "Calculatorul"
