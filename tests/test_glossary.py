"""One vocabulary (RULES.md "Both games", issue 22 §3): docs/GLOSSARY.md against every catalog.

A box or a combination has one name everywhere (sheet, hints, rules, statistics, the "?"
overlays); where room forces an abbreviation it is listed in the glossary. The glossary's
tables are read here, so changing a name means changing it there and in the catalogs.
"""

from __future__ import annotations

import re

import pytest

from tests.glossary_data import keys_of, strings, table, without_quotes

Y2_BOXES = ("Asuri", "Doi", "Trei", "Patru", "Cinci", "Șase", "Trei de un fel", "Careu", "Full",
            "Suită mică", "Suită mare", "Șansă", "Penta", "Total sus", "Bonus", "Total jos",
            "Bonus Penta", "TOTAL")
"""RULES.md Y2: the scorecard table's box names, then its rows."""

RO, EN = strings("ro"), strings("en")
CATALOGS = {"ro": RO, "en": EN}


def test_the_glossary_has_the_sheets_names_of_y2():
    assert tuple(row["ro"] for row in table("Yams")) == Y2_BOXES


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_every_yams_box_shows_the_sheets_name(lang):
    # The statistics chart too ("Ch. mică", "3 la fel" there before issue 22).
    wrong = [(key, CATALOGS[lang].get(key), row[lang]) for row in table("Yams")
             for key in keys_of(row["keys"]) if CATALOGS[lang].get(key) != row[lang]]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_every_10000_combination_has_one_name(lang):
    # The "?" overlay and the rules screen name a combination alike ("Careu", not "Patru
    # la fel"); the overlay may add a note in brackets after the name.
    rows = table("10 000")
    wrong = []
    for row in rows:
        name = row[lang]
        for key in keys_of(row["keys"]):
            text = CATALOGS[lang].get(key, "")
            if not (text == name or text.startswith(name + " (")):
                wrong.append((key, text, name))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_a_selection_names_its_combinations_as_the_glossary(lang):
    # "Selecție: Trei de 5 + un 1": the selection line's words, filled with a 5.
    by_thing = {row["thing"]: row[f"{lang} with a value"] for row in table("10 000")}
    kinds = {"single": "a single 5", "three": "three of 2–6", "four": "four of a kind",
             "five": "five of a kind", "six": "six of a kind", "straight": "straight 1–6",
             "three_pairs": "three pairs"}
    for kind, thing in kinds.items():
        shown = CATALOGS[lang][f"farkle.combo.{kind}"].format(value=5)
        assert shown == by_thing[thing], (kind, shown)


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_the_players_and_the_words_of_a_turn(lang):
    # The computer is "Calculatorul" (not "IA", not "expertul"); the statistics legend
    # names it with its level, as New Game does.
    wrong = [(key, CATALOGS[lang].get(key), row[lang])
             for row in table("The players") for key in keys_of(row["keys"])
             if CATALOGS[lang].get(key) != row[lang]]
    assert not wrong, wrong


def _variant_hits(lang: str, rows: list[dict[str, str]] | None = None
                  ) -> list[tuple[str, str, str]]:
    """(key, variant, what to say instead) for every catalog string of ``lang`` using a
    variant of the glossary's "Variants" table (of ``rows`` only, if given)."""
    hits = []
    for row in table("Variants") if rows is None else rows:
        if row["lang"] != lang:
            continue
        scope = [p.strip() for p in row["scope"].split(",")]
        excepted = set(keys_of(row["except"]))
        word = re.compile(r"(?<!\w)" + re.escape(row["variant"]) + r"(?!\w)")
        for key, text in CATALOGS[lang].items():
            if key in excepted or not (scope == ["*"] or key.startswith(tuple(scope))):
                continue
            if word.search(without_quotes(text)):
                hits.append((key, row["variant"], row["say instead"]))
    return hits


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_no_catalog_string_uses_a_variant(lang):
    hits = _variant_hits(lang)
    assert not hits, hits


def test_the_variant_check_finds_what_it_lists():
    # The check itself can fail: every ro variant, put in a string of its scope, is found.
    rows = [r for r in table("Variants") if r["lang"] == "ro"]
    assert len(rows) >= 15
    for row in rows:
        scope = row["scope"].split(",")[0].strip()
        key = ("any." if scope == "*" else scope) + "probe"
        saved = dict(RO)
        RO[key] = f"Un text cu {row['variant']} în mijloc"
        try:
            assert (key, row["variant"], row["say instead"]) in _variant_hits("ro", [row])
        finally:
            RO.clear()
            RO.update(saved)


ABBREVIATION = re.compile(r"(?<![\w.])([A-Za-zĂÂÎȘȚăâîșț]{1,6})\.(?=\s+[a-zăâîșț]|$)")
"""A word cut short with a full stop: followed by a lowercase word ("Ch. mică"), or ending a
string ("sept."). A sentence's full stop is followed by a capital or nothing long."""


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_every_abbreviation_is_listed(lang):
    rows = table("Abbreviations")
    listed = {row[lang].rstrip(".") for row in rows}
    where = {key: row[lang] for row in rows for key in keys_of(row["where"])}
    for key, value in where.items():
        assert CATALOGS[lang][key] == value, key
    unlisted = []
    for key, text in CATALOGS[lang].items():
        for found in ABBREVIATION.finditer(text):
            word = found.group(1)
            short = len(text) <= 12  # a label, not a sentence ending in a short word
            if (short or found.end() < len(text)) and word not in listed:
                unlisted.append((key, found.group(0)))
    assert not unlisted, unlisted
