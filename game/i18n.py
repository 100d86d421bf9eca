"""Translations from gettext ``.po`` catalogs, and numbers written the way each language writes
them (Romanian "10 000" and "2,3 %", English "10,000" and "2.3 %"; :func:`use_numbers`).

All ``locales/<lang>/LC_MESSAGES/*.po`` files of one language are read with Babel at start
(no compile step) and merged; a key defined in two files is an error. msgids are dotted keys
(``menu.yams``); named ``{placeholders}`` are filled after translation. A missing translation
falls back to English, then to the key itself.

    tr = Translator.load("ro")
    tr("new_game.title")                     # "Partidă nouă"
    tr.n("stage.win.points", 20, points=20)  # "cu 20 de puncte"
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game import disk_cache

FALLBACK_LANGUAGE = "en"
"""The language used when a key has no translation in the chosen one."""


class CatalogError(ValueError):
    """A catalog cannot be used: unreadable, ill-formed Plural-Forms, or a duplicate key."""


@dataclass(frozen=True)
class Catalog:
    """One language's merged messages: ``key -> text`` or ``key -> tuple of plural forms``."""

    language: str
    messages: Mapping[str, str | tuple[str, ...]]
    plural: Callable[[int], int]
    num_plurals: int
    plural_expr: str = "(n != 1)"
    """The Plural-Forms expression ``plural`` was made from."""


def _po_files(locales: Path, language: str) -> list[Path]:
    return sorted((locales / language / "LC_MESSAGES").glob("*.po"))


_PARSED: dict[tuple[object, ...], Catalog] = {}
"""Catalogs already read, by language, folder and each file's (name, mtime, size)."""

PARSED_CATALOGS_KEPT = 4
"""Catalogs :data:`_PARSED` keeps (both languages, and a changed copy): it never grows."""


def load_catalog(language: str, locales: Path | None = None) -> Catalog:
    """Read and merge every ``.po`` file of ``language``; raise CatalogError on conflicts.

    A catalog whose files have not changed since they were last read is reused (reading
    them with Babel costs ~0.05 s, and every new App reads both languages).
    """
    if locales is None:
        from game.resources import locales_dir

        locales = locales_dir()
    files = _po_files(locales, language)
    try:
        stamp = tuple((p.name, st.st_mtime_ns, st.st_size)
                      for p, st in ((p, p.stat()) for p in files))
    except OSError:
        stamp = None
    key = (language, str(locales), stamp)
    if stamp is not None and key in _PARSED:
        return _PARSED[key]
    catalog = _kept_catalog(language, files) if disk_cache.folder() is not None else None
    if catalog is None:
        catalog = _read_catalog(language, files)
    if stamp is not None:
        while len(_PARSED) >= PARSED_CATALOGS_KEPT:
            del _PARSED[next(iter(_PARSED))]
        _PARSED[key] = catalog
    return catalog


def _kept_catalog(language: str, files: list[Path]) -> Catalog | None:
    """The catalog of ``files`` as parsed at an earlier start (:mod:`game.catalog_cache`),
    parsed and kept on a miss; None when the disk cache is off or the files cannot be read
    (the caller parses them and says what is wrong)."""
    from game import catalog_cache

    try:
        key = catalog_cache.catalog_key(language, files)
    except OSError:
        return None
    kept = catalog_cache.load(language, key)
    if kept is not None:
        messages, plural_expr, num_plurals = kept
        return _catalog(language, messages, plural_expr, num_plurals)
    catalog = _read_catalog(language, files)
    catalog_cache.save(language, key, (
        dict(catalog.messages), catalog.plural_expr, catalog.num_plurals))
    return catalog


def _catalog(language: str, messages: dict[str, str | tuple[str, ...]], plural_expr: str,
             num_plurals: int) -> Catalog:
    try:
        plural = gettext.c2py(plural_expr)
    except ValueError as exc:
        raise CatalogError(f"{language}: bad plural expression {plural_expr!r}") from exc
    return Catalog(language, MappingProxyType(messages), plural, num_plurals, plural_expr)


def _read_catalog(language: str, files: list[Path]) -> Catalog:
    """Parse and merge ``files`` (the ``.po`` files of ``language``)."""
    from io import BytesIO

    from babel.messages.pofile import read_po

    from game.resources import read_regular_file

    messages: dict[str, str | tuple[str, ...]] = {}
    origin: dict[str, str] = {}
    plural_expr = "(n != 1)"
    num_plurals = 2
    for path in files:
        try:
            raw = read_regular_file(path)  # a FIFO in a catalog's place: refused, not waited on
        except OSError as exc:
            raise CatalogError(f"{path}: {exc}") from exc
        with BytesIO(raw) as handle:
            try:
                catalog = read_po(handle, locale=None, abort_invalid=True)
            except Exception as exc:  # Babel raises several types for broken files
                raise CatalogError(f"{path}: {exc}") from exc
        header = catalog.mime_headers
        forms = dict(header).get("Plural-Forms")
        if forms:
            num_plurals, plural_expr = _parse_plural_forms(forms, path)
        for message in catalog:
            if not message.id:
                continue
            key = str(message.id[0] if isinstance(message.id, tuple | list) else message.id)
            if key in messages:
                raise CatalogError(f"key {key!r} is in both {origin[key]} and {path.name}")
            if message.fuzzy:
                continue
            text = message.string
            if isinstance(text, tuple | list):
                if all(text):
                    messages[key] = tuple(text)
            elif text:
                messages[key] = text
            origin[key] = path.name
    return _catalog(language, messages, plural_expr, num_plurals)


def _parse_plural_forms(header: str, path: Path) -> tuple[int, str]:
    """Split ``nplurals=3; plural=(...);`` into its count and expression."""
    parts = {}
    for item in header.split(";"):
        if "=" in item:
            name, _, value = item.partition("=")
            parts[name.strip()] = value.strip()
    try:
        count = int(parts["nplurals"])
        expr = parts["plural"]
    except (KeyError, ValueError) as exc:
        raise CatalogError(f"{path}: ill-formed Plural-Forms {header!r}") from exc
    if count < 1 or not expr:
        raise CatalogError(f"{path}: ill-formed Plural-Forms {header!r}")
    return count, expr


class _KeepMissing(dict[str, Any]):
    """format_map helper: an unknown placeholder stays visible as ``{name}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(text: str, params: Mapping[str, Any]) -> str:
    """Fill named ``{placeholders}``; ints are written with :func:`format_int`."""
    if not params:
        return text
    values = _KeepMissing(
        {k: format_int(v) if isinstance(v, int) and not isinstance(v, bool) else v
         for k, v in params.items()}
    )
    try:
        return text.format_map(values)
    except (ValueError, IndexError):  # a stray brace in a translation: show it unformatted
        return text


def placeholders(text: str) -> frozenset[str]:
    """Return the names of the ``{placeholders}`` in ``text``."""
    try:
        return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)
    except ValueError:
        return frozenset()


class Translator:
    """Looks up keys in one language with English, then the key itself, as fallbacks."""

    def __init__(self, primary: Catalog, fallback: Catalog | None = None) -> None:
        """Use ``primary`` first and ``fallback`` (usually English) for missing keys."""
        self.primary = primary
        self.fallback = fallback

    @classmethod
    def load(cls, language: str, locales: Path | None = None) -> Translator:
        """Read the catalogs of ``language`` (and English as fallback) from ``locales``."""
        primary = load_catalog(language, locales)
        fallback = None if language == FALLBACK_LANGUAGE else load_catalog(
            FALLBACK_LANGUAGE, locales
        )
        return cls(primary, fallback)

    @property
    def language(self) -> str:
        """The code of the chosen language ("ro", "en")."""
        return self.primary.language

    def has(self, key: str) -> bool:
        """Tell whether ``key`` is translated in the chosen language or the fallback."""
        return key in self.primary.messages or (
            self.fallback is not None and key in self.fallback.messages
        )

    def __call__(self, key: str, **params: Any) -> str:
        """Return the translation of ``key`` with its placeholders filled."""
        for catalog in self._catalogs():
            text = catalog.messages.get(key)
            if text is not None:
                if isinstance(text, tuple):
                    text = text[0]
                return fill(text, params)
        return fill(key, params)

    def n(self, key: str, n: int, **params: Any) -> str:
        """Return the plural form of ``key`` for the count ``n`` (``{n}`` is filled too)."""
        params.setdefault("n", n)
        for catalog in self._catalogs():
            forms = catalog.messages.get(key)
            if forms is None:
                continue
            if isinstance(forms, str):
                return fill(forms, params)
            index = min(max(int(catalog.plural(abs(n))), 0), len(forms) - 1)
            return fill(forms[index], params)
        return fill(key, params)

    def _catalogs(self) -> tuple[Catalog, ...]:
        if self.fallback is None:
            return (self.primary,)
        return (self.primary, self.fallback)


def every_translation(key: str, languages: tuple[str, ...], **params: Any) -> frozenset[str]:
    """``key`` filled with ``params`` in each of ``languages`` (those that translate it)."""
    texts = set()
    for language in languages:
        text = load_catalog(language).messages.get(key)
        if isinstance(text, str):
            texts.add(fill(text, params))
    return frozenset(texts)


NUMBER_MARKS = {"ro": (" ", ","), "en": (",", ".")}
"""Each language's thousands separator and decimal mark (Romanian as the seeds write them)."""

_numbers = ["ro"]
"""The language numbers are written in (one item: the app sets it with :func:`use_numbers`)."""


def use_numbers(language: str) -> None:
    """Write numbers from now on as ``language`` writes them (an unknown one: Romanian).

    The app calls it whenever its translator changes and at every frame, as ``setlocale``
    sets a program's numbers; the ``format_*`` functions below follow it.
    """
    _numbers[0] = language if language in NUMBER_MARKS else "ro"


def number_language() -> str:
    """The language numbers are written in now (see :func:`use_numbers`)."""
    return _numbers[0]


def _marks(text: str) -> str:
    """Python's ``1,234.5`` with the current language's separator and decimal mark."""
    group, point = NUMBER_MARKS[_numbers[0]]
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def format_int(value: int) -> str:
    """Write an integer with grouped thousands: ``10000`` is "10 000" in Romanian, "10,000"
    in English."""
    return _marks(f"{int(value):,}")


def format_percent(fraction: float, decimals: int = 1) -> str:
    """Write a fraction as a percentage: ``0.0231`` is "2,3 %" in Romanian, "2.3 %" in
    English."""
    return _marks(f"{fraction * 100:,.{decimals}f}") + " %"


def shown_name(name: str, is_computer: bool, tr: Callable[..., str]) -> str:
    """The name a player is shown under: a person's own, the computer's from the catalog.

    The computer is named the same on both tables and in both languages ("Calculatorul" /
    "Computer"), whatever name an older save stored for it.
    """
    return tr("common.computer_name") if is_computer else name


def format_decimal(value: float, decimals: int = 1) -> str:
    """Write a number with grouped thousands and a decimal mark: ``12345.67`` is "12 345,7"
    in Romanian, "12,345.7" in English."""
    return _marks(f"{value:,.{decimals}f}")
