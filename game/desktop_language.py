"""The language a first start speaks: the desktop's, when Zaruri has it, else Romanian.

The desktop's language is read in gettext's order (as Python's ``gettext.find``): the first
of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set decides; ``LANGUAGE`` may
list several (``fr:en``: the first Zaruri has). "C" and "POSIX" name no language. Pure: no
pygame, no file read; the environment is passed in.

Once the player picks a language in Setări (``Settings.language_chosen``), that choice
wins over the desktop's from then on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.storage.settings import LANGUAGES, Settings

DEFAULT_LANGUAGE = "ro"
"""The language when the desktop's is none Zaruri has (Romanian comes first)."""

ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the desktop's language is read, in gettext's order: the first one set decides."""


def _language_of(entry: str) -> str:
    """``ro_RO.UTF-8@euro`` -> ``ro``; ``C.UTF-8`` -> ``c``."""
    return entry.split("@", 1)[0].split(".", 1)[0].split("_", 1)[0].split("-", 1)[0].lower()


def _first_known(entries: Iterable[str], known: tuple[str, ...]) -> str | None:
    for entry in entries:
        language = _language_of(entry.strip())
        if language in known:
            return language
    return None


def desktop_language(environ: Mapping[str, str],
                     known: tuple[str, ...] = LANGUAGES) -> str | None:
    """The desktop's language among ``known`` ("ro", "en"), or None when it names none of them."""
    for name in ENVIRONMENT_VARIABLES:
        value = environ.get(name, "")
        if value:
            return _first_known(value.split(":"), known)
    return None


def first_start_language(environ: Mapping[str, str]) -> str:
    """The language of a start whose player never chose one: the desktop's, else Romanian."""
    return desktop_language(environ) or DEFAULT_LANGUAGE


def with_desktop_language(settings: Settings, environ: Mapping[str, str]) -> Settings:
    """``settings`` speaking the desktop's language, unless the player chose one in Setări."""
    if settings.language_chosen:
        return settings
    language = first_start_language(environ)
    return settings if language == settings.language else settings.with_changes(
        language=language)
