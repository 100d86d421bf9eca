"""One form of address (RULES.md "Both games", issue 22 §3): every Romanian catalog string
speaks to the person on turn with "tu" ("Aruncă", "Pune deoparte", "Dă clic"), never with the
plural or the polite form ("Faceți clic… alegeți…", "Puneți deoparte", "dumneavoastră").

The seeds' quoted texts stay exactly as quoted and are taken out before the check.
"""

from __future__ import annotations

import re

from tests.glossary_data import SEED_QUOTES, strings, without_quotes

RO = strings("ro")

PLURAL_PRONOUNS = re.compile(
    r"(?<!\w)(dumneavoastră|dumneata|dvs\.?|voi|vă|v-|voastră|vostru|voștri|voastre)(?!\w)",
    re.IGNORECASE)
"""The second person plural (and the polite form) as a pronoun or possessive."""

PLURAL_VERB = re.compile(r"(?<!\w)(\w+(?:ați|eți|iți|îți))(?!\w)")
"""A word ending like a verb in the second person plural: "aruncați", "faceți", "alegeți",
"puneți", "apăsați", "primiți". Some such words are not verbs addressing anyone (a noun, a
participle): they are listed in :data:`NOT_ADDRESSING`."""

NOT_ADDRESSING: dict[str, str | tuple[str, ...]] = {
    "săgeți": "*",  # the arrow keys: a noun
    "izolați": ("rules.farkle.example.triple_and_one",),  # "5 izolați": a participle
    "păstrați": ("rules.farkle.example.across_rolls",),  # "Doi de 5 păstrați": a participle
    "îți": "*",  # the "tu" pronoun itself
}
"""Words of :data:`PLURAL_VERB`'s shape that do not address the player, and where ("*": any
string); any other such word fails the test (a new string must speak with "tu")."""


def addressing_faults(catalog: dict[str, str]) -> list[tuple[str, str]]:
    """(key, word) for every plural or polite address in ``catalog``'s strings."""
    faults = []
    for key, text in catalog.items():
        text = without_quotes(text)
        faults += [(key, m.group(1)) for m in PLURAL_PRONOUNS.finditer(text)]
        for match in PLURAL_VERB.finditer(text):
            word = match.group(1)
            allowed = NOT_ADDRESSING.get(word.lower())
            if allowed is None or (allowed != "*" and key not in allowed):
                faults.append((key, word))
    return faults


def test_every_romanian_string_says_tu():
    faults = addressing_faults(RO)
    assert not faults, faults


def test_the_check_catches_the_old_wordings():
    # The strings as they were before issue 22: each one is caught.
    old = {
        "yams.prompt_hold": "Faceți clic pe zarurile de păstrat sau alegeți o căsuță",
        "farkle.hint.roll": "Puneți deoparte {dice}, aruncați: {chance}",
        "farkle.wait_computer": "Așteptați: acum joacă calculatorul.",
        "confirm.overwrite_body": "Partida neterminată va fi pierdută. Continuați?",
        "x.polite": "Vă rugăm să alegeți o căsuță",
        "farkle.help.ex.keep_three": "păstrați trei, aruncați trei zaruri",
        "x.pronoun": "Scorul dumneavoastră",
    }
    found = {key for key, _ in addressing_faults(old)}
    assert found == set(old)


def test_the_instructions_say_tu():
    # A few instructions, exactly (the hint of 10 000 included).
    assert RO["yams.prompt_hold"] == "Dă clic pe zarurile de păstrat sau alege o căsuță"
    assert RO["farkle.hint.roll"] == "Pune deoparte {dice}, aruncă: {chance}"
    assert RO["farkle.hint.bank"] == "Pune deoparte {dice}, încasează: {chance}"
    assert RO["farkle.hint.choose"].startswith("Aruncă ")  # (hint.start: no verb, hF73)
    assert RO["undo.done_yams"].endswith("Alege din nou.")


def test_the_seeds_quoted_texts_stay_exact():
    # Each quoted text the app shows is in the catalogs exactly; the address check never
    # asks to change them (they are taken out of a string before it).
    shown = [q for q in SEED_QUOTES if q != "Jucători umani + 1 IA"]
    texts = set(RO.values())
    for quote in shown:
        assert quote in texts or any(quote in t for t in texts), quote
    assert RO["yams.validate"] == "Validează tura" and RO["farkle.bank"] == "Încasează"
    assert RO["yams.sacrifice"] == (
        "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una")
    assert not addressing_faults({q: q for q in SEED_QUOTES})
