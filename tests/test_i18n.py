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
    assert tr.n("farkle.last_round_detail.count", 1) == "Mai joacă 1 jucător"
    assert tr.n("farkle.last_round_detail.count", 2) == "Mai joacă 2 jucători"
    assert tr.n("farkle.last_round_detail.count", 19) == "Mai joacă 19 jucători"
    assert tr.n("farkle.last_round_detail.count", 20) == "Mai joacă 20 de jucători"
    assert tr.n("farkle.last_round_detail.count", 101) == "Mai joacă 101 jucători"
    assert tr.n("farkle.last_round_detail.count", 10000) == "Mai joacă 10 000 de jucători"


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


def test_both_languages_have_the_same_files_with_the_same_keys():
    """ro and en hold the same catalog files, and each file the same keys in both."""
    files = {lang: {path.name: {key for key, (where, _) in entries(lang).items() if where == path}
                    for path in po_files(lang)} for lang in LANGUAGES}
    assert sorted(files["ro"]) == sorted(files["en"])
    for name, keys in files["ro"].items():
        assert keys == files["en"][name], (name, sorted(keys ^ files["en"][name]))


AREAS = ("app", "common", "core", "confirm", "pause", "table", "undo", "notice", "away", "error",
         "help", "menu", "new_game", "settings", "yams", "farkle", "coach", "stage", "results",
         "scores", "stats", "statistics", "rules", "storage", "install", "desktop")
"""What a catalog file (``core.po``, ``yams.po``, ...) and a key's first part (``menu.play``,
``farkle.reason.aim``) may be named after: what they are about, never the branch that wrote
them (``h29s.po``, ``hC11.coach.next``). A new area is added here on purpose."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_files_and_keys_are_named_by_area(language):
    """A newcomer walks the catalogs by area: files and keys name what they are about."""
    stray_files = [path.name for path in po_files(language) if path.stem not in AREAS]
    assert stray_files == [], f"catalog files not named by area: {stray_files}"
    stray_keys = sorted(key for key in entries(language) if key.split(".")[0] not in AREAS)
    assert stray_keys == [], f"keys whose first part is no area: {stray_keys}"


NOT_KEYS = frozenset({
    "yams.penta_bonus", "yams.upper_bonus", "yams.undo", "farkle.undone",  # message ids
    "yams.sheet", "stats.tabs", "stats.target", "stats.start", "rules.tabs", "rules.scroll",
    "rules.index", "rules.text",  # widget names
    "settings.json", "stats.json", "farkle.5000",  # file names, a board's name
    "yams.round_dot",  # a layout record's role (hY129's turn dots, game/views/yams_round_dots.py)
})
"""Literals in the code that look like message keys but name something else."""

_AREA_RE = "|".join(AREAS)
_KEY_LITERAL = re.compile(r"""(?<![\w{])(f?)(["'])((?:""" + _AREA_RE + r""")\.[a-z0-9_.{}]*)\2""")
"""A literal that starts with an area and a dot: a key, a key's prefix or an f-string's."""
_KEY_CALL = re.compile(r"""(?:\btr|\.tr|\btr\.n|\.n|\blazy|\.button)\(\s*(f?)(["'])([^"'\s]+)\2""")
"""A literal first argument of a translating call: a key whatever it starts with."""


def code_key_literals() -> dict[str, str]:
    """Every string literal of game/ and tools/ (the breaks' names aside) that starts with an
    area and a dot, with the file it is in: keys, key prefixes and f-string patterns."""
    root = Path(__file__).resolve().parent.parent
    found: dict[str, str] = {}
    for folder in ("game", "tools"):
        for path in sorted((root / folder).rglob("*.py")):
            if path.name.startswith("break"):
                continue
            text = path.read_text(encoding="utf-8")
            for match in (*_KEY_LITERAL.finditer(text), *_KEY_CALL.finditer(text)):
                if match.group(1) or "{" not in match.group(3):
                    found.setdefault(match.group(3), str(path.relative_to(root)))
    return found


def test_every_key_the_code_names_exists():
    """A key named in the code is in the catalogs: whole ("menu.play"), as a prefix the code
    completes ("menu." + kind, f"coach.{mark}"), or a coach mark whose words are
    ``coach.<mark>``; a literal that only looks like a key is listed in NOT_KEYS."""
    keys = set(entries("en"))
    missing = []
    for literal, where in code_key_literals().items():
        if literal in NOT_KEYS or literal in keys or f"coach.{literal}" in keys:
            continue
        stem = literal.split("{")[0]
        if "{" in literal or stem.endswith((".", "_")) or any(
                k.startswith(stem + ".") for k in keys):
            if any(k.startswith(stem) for k in keys):
                continue
        missing.append((literal, where))
    assert missing == []


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
