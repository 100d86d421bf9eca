"""Is the installation whole? Checked at start, before the window opens (issue 23 §5).

A game whose ``assets/`` or ``locales/`` folder, a font or a catalog is missing or damaged
stops with one sentence in the player's language (what is missing, and "reinstall Zaruri")
and exit status 1, never a traceback. The sentence is the catalog key ``install.damaged``;
when the catalogs themselves are what is broken, a sentence built in here is used (Romanian,
or English for a player who chose English).

The computer's tables (``assets/yams``, ``assets/farkle``), the sounds and the statistics'
reference means are not checked here: without them the game still plays (the tables show a
notice, the computer plays as the beginner; a missing sound is silent).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

LANGUAGES = ("ro", "en")
"""The catalogs every installation ships."""

ROMANIAN_LETTERS = "ăâîșțĂÂÎȘȚ"
"""Letters every face must draw (a truncated font loses its character map first)."""

BUILT_IN = {
    "ro": "Zaruri nu poate porni pentru că fișierele de traducere ({what}) lipsesc sau sunt "
          "deteriorate; reinstalează Zaruri.",
    "en": "Zaruri cannot start because its translation files ({what}) are missing or "
          "damaged; reinstall Zaruri.",
}
"""The sentence when the catalogs themselves cannot be read (no catalog to take it from)."""


@dataclass(frozen=True)
class InstallProblem:
    """What is missing or damaged: ``what`` as the player may find it (``assets/fonts/...``);
    ``catalogs`` when it is the catalogs themselves (the sentence is then built in)."""

    what: str
    catalogs: bool = False


def _shown(path: Path) -> str:
    """``path`` from the installation's root (``assets/fonts/Lato-Bold.ttf``)."""
    for folder in ("assets", "locales"):
        if folder in path.parts:
            return "/".join(path.parts[path.parts.index(folder):])
    return str(path)


def find_problem() -> InstallProblem | None:
    """The first missing or damaged part of the installation, or None when it is whole."""
    return _catalog_problem() or _font_problem()


def _catalog_problem() -> InstallProblem | None:
    from game.i18n import CatalogError, load_catalog
    from game.resources import ResourceError, locales_dir

    try:
        locales = locales_dir()
    except ResourceError:
        return InstallProblem("locales/", catalogs=True)
    keys: dict[str, set[str]] = {}
    for language in LANGUAGES:
        try:
            catalog = load_catalog(language, locales)
        except (CatalogError, OSError, ValueError):
            return InstallProblem(f"locales/{language}/", catalogs=True)
        keys[language] = set(catalog.messages)
        if "install.damaged" not in keys[language]:
            return InstallProblem(f"locales/{language}/", catalogs=True)
    # A file cut short or missing loses keys: every language translates every key.
    every = set().union(*keys.values())
    for language in LANGUAGES:
        if keys[language] != every:
            return InstallProblem(f"locales/{language}/", catalogs=True)
    return None


def _font_problem() -> InstallProblem | None:
    import pygame

    from game.resources import ResourceError, asset_path, data_dir
    from game.widgets.cmap import covered
    from game.widgets.text import FACES, font

    try:
        fonts = data_dir("assets") / "fonts"
    except ResourceError:
        return InstallProblem("assets/")
    started = pygame.font.get_init()
    if not started:
        pygame.font.init()
    try:
        for weight, name in FACES.items():
            path = fonts / name
            try:
                asset_path("fonts", name)
                codes = covered(path)
                drawn = font(24, weight).render("Șa", True, (255, 255, 255))
                if (any(ord(c) not in codes for c in ROMANIAN_LETTERS)
                        or drawn.get_bounding_rect().width == 0):
                    raise ValueError("the face draws nothing")
            except Exception:  # noqa: BLE001 - whatever a broken font raises, it is broken
                return InstallProblem(_shown(path))
    finally:
        if not started:
            pygame.font.quit()
    return None


def sentence(problem: InstallProblem, language: str) -> str:
    """The one sentence that tells the player, in ``language`` ("ro" / "en")."""
    if not problem.catalogs:
        try:
            from game.i18n import Translator

            return Translator.load(language if language in LANGUAGES else "ro")(
                "install.damaged", what=problem.what)
        except Exception:  # noqa: BLE001 - the catalogs broke meanwhile: the built-in one
            pass
    return BUILT_IN.get(language, BUILT_IN["ro"]).format(what=problem.what)


def player_language() -> str:
    """The language the player chose in the saved settings, else the desktop's (else "ro");
    only read, never set aside (the app's own start reports a damaged settings file)."""
    import json
    import os

    from game.desktop_language import first_start_language
    from game.storage.store import SETTINGS_FILE, default_data_dir

    desktop = first_start_language(os.environ)
    try:
        path = default_data_dir() / SETTINGS_FILE
        if not path.is_file() or path.stat().st_size > 256 * 1024:
            return desktop
        saved = json.loads(path.read_bytes().decode("utf-8-sig"))["settings"]
        language = saved["language"]
        chosen = saved.get("language_chosen", language != "ro")
    except Exception:  # noqa: BLE001 - the desktop's language then
        return desktop
    return language if chosen is True and language in LANGUAGES else desktop
