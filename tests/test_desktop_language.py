"""A first start speaks the desktop's language; the player's choice in Setări wins for good;
English writes English numbers and English default names."""

from __future__ import annotations

import json
import random

import pytest

from game import i18n
from game.app import App
from game.desktop_language import desktop_language, first_start_language
from game.storage.settings import Settings
from game.storage.store import Storage
from tests.uihelpers import FRAME, button_named, click, open_card, top_name

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize(("environ", "expected"), [
    # A plain English desktop.
    ({"LANG": "en_US.UTF-8"}, "en"),
    # A Romanian one.
    ({"LANG": "ro_RO.UTF-8"}, "ro"),
    # LANGUAGE comes first, and its list is read in order up to a language Zaruri has.
    ({"LANGUAGE": "fr:en:ro", "LANG": "ro_RO.UTF-8"}, "en"),
    ({"LANGUAGE": "en", "LC_ALL": "ro_RO.UTF-8"}, "en"),
    # LC_ALL outranks LC_MESSAGES, which outranks LANG.
    ({"LC_ALL": "ro_RO.UTF-8", "LC_MESSAGES": "en_GB.UTF-8", "LANG": "en_US.UTF-8"}, "ro"),
    ({"LC_MESSAGES": "en_GB.UTF-8", "LANG": "ro_RO.UTF-8"}, "en"),
    # An empty variable is as good as unset.
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "en_US"}, "en"),
    # A modifier and no region.
    ({"LANG": "en@quot"}, "en"),
    # "C" and "POSIX" name no language; nor does nothing at all.
    ({"LANG": "C.UTF-8"}, None),
    ({"LC_ALL": "POSIX", "LANG": "en_US.UTF-8"}, None),
    ({}, None),
    # A language Zaruri lacks decides alone: the next variable is not asked.
    ({"LANGUAGE": "fr", "LANG": "en_US.UTF-8"}, None),
    ({"LANG": "de_DE.UTF-8"}, None),
])
def test_desktop_language_reads_the_variables_in_gettext_order(environ, expected):
    assert desktop_language(environ) == expected
    assert first_start_language(environ) == (expected or "ro")


def _start(tmp_path, monkeypatch, desktop: dict[str, str]) -> App:
    """A headless app reading its settings from ``tmp_path`` under the ``desktop`` locale."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    for name, value in desktop.items():
        monkeypatch.setenv(name, value)
    app = App(size=(1280, 720), windowed=True, data_dir=tmp_path, rng=random.Random(1))
    app.step(FRAME)
    return app


def _menu_words(app: App) -> list[str]:
    return [button.text for button in app.manager.top.buttons()]


def test_a_first_start_follows_an_english_desktop(tmp_path, monkeypatch):
    app = _start(tmp_path, monkeypatch, {"LANG": "en_US.UTF-8"})
    assert app.tr.language == "en" and _menu_words(app)[-1] == "Quit"
    app.close()


def test_a_first_start_on_a_desktop_zaruri_cannot_speak_is_romanian(tmp_path, monkeypatch):
    app = _start(tmp_path, monkeypatch, {"LANG": "de_DE.UTF-8"})
    assert app.tr.language == "ro" and _menu_words(app)[-1] == "Ieși"
    app.close()


def test_settings_saved_without_a_choice_keep_following_the_desktop(tmp_path, monkeypatch):
    app = _start(tmp_path, monkeypatch, {"LANG": "en_US.UTF-8"})
    app.toggle_mute()  # some other setting is saved (in English)
    app.close()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["settings"]
    assert saved["language_chosen"] is False
    app = _start(tmp_path, monkeypatch, {"LANG": "ro_RO.UTF-8"})
    assert app.tr.language == "ro" and app.settings.muted
    app.close()


def test_the_language_chosen_in_settings_wins_over_the_desktop(tmp_path, monkeypatch):
    app = _start(tmp_path, monkeypatch, {"LANG": "en_US.UTF-8"})
    click(app, button_named(app, "menu.settings"))
    assert top_name(app) == "SettingsScene"
    language = next(w for w in app.manager.top.widgets() if getattr(w, "name", "") == "language")
    click(app, language.rects[0])  # "Română"
    assert app.tr.language == "ro" and app.settings.language_chosen
    app.close()
    app = _start(tmp_path, monkeypatch, {"LANGUAGE": "en", "LANG": "en_US.UTF-8"})
    assert app.tr.language == "ro" and _menu_words(app)[-1] == "Ieși"
    app.close()


@pytest.mark.parametrize(("saved", "chosen"), [
    # Before the choice was recorded, a saved English could only have been chosen...
    ({"language": "en"}, True),
    # ...while a saved Romanian was the old default, never chosen.
    ({"language": "ro"}, False),
    ({"language": "ro", "language_chosen": True}, True),
    ({"language": "en", "language_chosen": False}, False),
])
def test_older_settings_files_tell_a_chosen_language(tmp_path, saved, chosen):
    (tmp_path / "settings.json").write_text(
        json.dumps({"version": 1, "settings": saved}), encoding="utf-8")
    assert Storage(tmp_path).load_settings().language_chosen is chosen


def test_english_writes_english_numbers():
    i18n.use_numbers("en")
    assert i18n.format_int(10000) == "10,000" and i18n.format_int(999) == "999"
    assert i18n.format_int(-1234567) == "-1,234,567"
    assert i18n.format_percent(0.0231) == "2.3 %"
    assert i18n.format_decimal(12345.67) == "12,345.7"
    assert i18n.fill("{n} points", {"n": 15000}) == "15,000 points"
    i18n.use_numbers("ro")
    assert i18n.format_int(10000) == "10 000" and i18n.format_percent(0.0231) == "2,3 %"


def test_an_english_app_writes_english_numbers_and_names(tmp_path):
    app = App(size=(1280, 720), windowed=True, data_dir=tmp_path, rng=random.Random(1),
              settings=Settings(language="en", fullscreen=False,
                                last_names=("Jucătorul 1", "Ana")))
    app.step(FRAME)
    i18n.use_numbers("ro")  # another app ran a frame meanwhile: each frame sets its own
    app.step(FRAME)
    assert i18n.format_int(5000) == "5,000"
    open_card(app, "menu.farkle")
    scene = app.manager.top
    assert top_name(app) == "NewGameScene"
    assert [label for _, label in scene.target.options] == ["5,000", "10,000", "15,000"]
    # A remembered default name speaks the language of today; a typed one stays.
    assert [field.text for field in scene.fields[:2]] == ["Player 1", "Ana"]
    assert scene.default_name(2) == "Player 3"
    app.close()


# The sentence of a damaged installation (said before any window) speaks the same language:
# the player's choice when saved, else the desktop's.
def test_the_start_up_sentence_follows_the_same_choice(tmp_path, monkeypatch):
    from game.install_check import player_language

    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ZARURI_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert player_language() == "en"  # no settings yet
    Storage(tmp_path).save_settings(Settings(language="ro"))  # saved, never chosen
    assert player_language() == "en"
    Storage(tmp_path).save_settings(Settings(language="ro", language_chosen=True))
    assert player_language() == "ro"
