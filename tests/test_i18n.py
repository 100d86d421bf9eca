"""Catalogs and number formats: every string translated, renderable, consistent."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages import checkers
from babel.messages.pofile import read_po

from game.i18n import (
    CatalogError,
    Translator,
    format_int,
    format_percent,
    load_catalog,
    placeholders,
)
from game.resources import locales_dir

LANGUAGES = ("ro", "en")
RO_PLURAL = "nplurals=3; plural=(n==1?0:(((n%100>19)||((n%100==0)&&(n!=0)))?2:1));"


def po_files(language: str) -> list[Path]:
    """Every catalog file of ``language``."""
    return sorted((locales_dir() / language / "LC_MESSAGES").glob("*.po"))


def read(path: Path):
    """Read one catalog with Babel."""
    with path.open("rb") as handle:
        return read_po(handle, abort_invalid=True)


def texts(message) -> list[str]:
    """The translated strings of a message (one, or every plural form)."""
    return list(message.string) if isinstance(message.string, tuple | list) else [
        message.string]


def entries(language: str) -> dict[str, tuple[Path, object]]:
    """key -> (file, message) over all files of ``language``."""
    found: dict[str, tuple[Path, object]] = {}
    for path in po_files(language):
        for message in read(path):
            if message.id:
                key = message.id[0] if isinstance(message.id, tuple) else message.id
                found[key] = (path, message)
    return found


# --- formats -------------------------------------------------------------------------------

def test_format_int_groups_thousands_with_a_space():
    assert format_int(10000) == "10 000"
    assert format_int(1000) == "1 000"
    assert format_int(999) == "999"
    assert format_int(0) == "0"
    assert format_int(-2500) == "-2 500"
    assert format_int(1234567) == "1 234 567"


def test_format_percent_uses_a_decimal_comma():
    assert format_percent(0.0231) == "2,3 %"
    assert format_percent(2 / 3) == "66,7 %"
    assert format_percent(1.0) == "100,0 %"


# --- translator ----------------------------------------------------------------------------

def test_exact_texts_of_the_seeds():
    # F12 / Y14 and "both games": the quoted texts win over the name "Calculatorul" used
    # everywhere else, so New Game reads exactly "Jucători umani + 1 IA" (seed 001).
    tr = Translator.load("ro")
    assert tr("new_game.title") == "Partidă nouă"
    assert tr("new_game.humans") == "Jucători umani + 1 IA"


def test_romanian_has_three_plural_forms():
    tr = Translator.load("ro")
    assert tr.n("new_game.seats", 1) == "1 jucător la masă"
    assert tr.n("new_game.seats", 2) == "2 jucători la masă"
    assert tr.n("new_game.seats", 19) == "19 jucători la masă"
    assert tr.n("new_game.seats", 20) == "20 de jucători la masă"
    assert tr.n("new_game.seats", 101) == "101 jucători la masă"
    assert tr.n("new_game.seats", 10000) == "10 000 de jucători la masă"


def test_placeholders_are_filled_after_translation():
    assert Translator.load("ro")("new_game.default_name", n=3) == "Jucătorul 3"
    assert Translator.load("en")("new_game.default_name", n=3) == "Player 3"


def test_missing_key_falls_back_to_english_then_to_the_key(tmp_path):
    for lang, body in (("ro", 'msgid "a.only_en"\nmsgstr ""\n'),
                       ("en", 'msgid "a.only_en"\nmsgstr "English"\n')):
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "x.po").write_text(
            'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' + body,
            encoding="utf-8")
    tr = Translator.load("ro", tmp_path)
    assert tr("a.only_en") == "English"
    assert tr("b.nowhere", n=2) == "b.nowhere"


def test_an_unchanged_catalog_is_read_once_and_a_changed_one_again(tmp_path):
    import os

    folder = tmp_path / "en" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "x.po"
    po.write_text('msgid "k"\nmsgstr "one"\n', encoding="utf-8")
    first = load_catalog("en", tmp_path)
    assert load_catalog("en", tmp_path) is first  # every new App reads both languages
    po.write_text('msgid "k"\nmsgstr "two"\n', encoding="utf-8")
    stat = po.stat()
    os.utime(po, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert load_catalog("en", tmp_path).messages["k"] == "two"
    with pytest.raises(TypeError):
        first.messages["k"] = "changed"  # type: ignore[index]  # shared: read-only


def test_a_key_in_two_files_of_one_language_is_an_error(tmp_path):
    folder = tmp_path / "ro" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for name in ("a.po", "b.po"):
        (folder / name).write_text('msgid "same.key"\nmsgstr "x"\n', encoding="utf-8")
    with pytest.raises(CatalogError, match="same.key"):
        load_catalog("ro", tmp_path)


def test_ill_formed_plural_forms_is_an_error(tmp_path):
    folder = tmp_path / "ro" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "a.po").write_text(
        'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=three;\\n"\n', encoding="utf-8")
    with pytest.raises(CatalogError):
        load_catalog("ro", tmp_path)


# --- the real catalogs ---------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_catalogs_load_without_duplicates(language):
    assert load_catalog(language).messages


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_translated_and_not_fuzzy(language):
    for path in po_files(language):
        for message in read(path):
            if not message.id:
                continue
            assert not message.fuzzy, f"{path.name}: {message.id!r} is fuzzy"
            assert all(texts(message)), f"{path.name}: {message.id!r} is untranslated"


def test_both_languages_have_the_same_keys():
    ro, en = entries("ro"), entries("en")
    assert sorted(set(ro) - set(en)) == []
    assert sorted(set(en) - set(ro)) == []


def test_placeholders_match_between_english_and_romanian():
    ro, en = entries("ro"), entries("en")
    for key in set(ro) & set(en):
        source = set().union(*(placeholders(t) for t in texts(en[key][1])))
        for text in texts(ro[key][1]):
            assert placeholders(text) == source, f"{key}: {text!r} vs {source}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_header_is_present_and_well_formed(language):
    for path in po_files(language):
        catalog = read(path)
        header = dict(catalog.mime_headers).get("Plural-Forms", "")
        assert re.fullmatch(r"nplurals=\d+; plural=.+;", header.strip()), path
        if language == "ro":
            assert header.replace(" ", "") == RO_PLURAL.replace(" ", ""), path
        for message in catalog:
            if message.pluralizable:
                assert len(message.string) == catalog.num_plurals, (path, message.id)


@pytest.mark.parametrize("language", LANGUAGES)
def test_babel_catalog_checks_pass(language):
    for path in po_files(language):
        catalog = read(path)
        for message, errors in catalog.check():
            assert not errors, f"{path.name}: {message.id!r}: {errors}"
        assert checkers.checkers  # the checks ran with Babel's checkers


def test_romanian_uses_comma_below_letters():
    for path in po_files("ro"):
        for message in read(path):
            for text in texts(message):
                assert not set(text) & set("şţŞŢ"), f"{message.id!r}: cedilla in {text!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalog_string_has_a_glyph_in_every_face(language):
    """Each catalog string can be drawn by each face of the game's typeface (Regular, Bold,
    Black): the font files' character maps hold every character (pygame's metrics cannot
    tell, it reports the empty box of a missing glyph)."""
    from game.widgets import text as text_mod

    for path in po_files(language):
        for message in read(path):
            for text in texts(message):
                missing = text_mod.missing_glyphs(text)
                assert not missing, f"{path.name}: {message.id!r} lacks {missing!r}"
