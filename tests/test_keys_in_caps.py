"""Every key a line names on screen stands in a keycap, in one style (round 76, hK78; critics
cF75c, cZ75: key caps in the "?" tiles, plain "Spațiu: Aruncă · Esc · F1" in the tables' key
lines). The catalogs write a key "[Tab]", "[↑] [↓]: căsuțele", and the tables' key lines draw
each such key as a small cap (:mod:`game.widgets.keycaps`), the words after it plain."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from game.widgets import keycaps
from tests.uihelpers import key, make_app
from tools.render_screens import open_table
from tools.screens_yams import roll

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LOCALES = Path(__file__).resolve().parent.parent / "locales"

KEY_NAME = re.compile(r"(?<![\w\[])(Spațiu|Space|Esc|Tab|F1|F11|Enter|Ctrl\+Z|[1-6]–[1-6](?=:)|"
                      r"↑|↓|←|→)(?![\w\]])")
"""A key's name, as a line of keys says it (a die's digits "1–5" too)."""

EXEMPT = {
    "yams.help.enter_key": "the name on the \"?\" tile's pictured key: a key itself",
    "farkle.help.enter_key": "the name on the \"?\" tile's pictured key: a key itself",
    "undo.button": "a button's label (its key in brackets, as buttons wear it)",
    "coach.next": "an arrow on a button, not a key",
    "coach.done": "an arrow on a button, not a key",
    "rules.more_below": "an arrow pointing down the page, not a key",
}
"""Catalog strings naming a key drawn elsewhere than in a line of words, and why (round 77,
hM80: the pause's key column is no longer one: its keys stand in the same caps, S24)."""


def _named_outside_caps(text: str) -> list[str]:
    """The key names ``text`` says outside a "[key]" cap."""
    return KEY_NAME.findall(keycaps.KEY_MARK.sub(" ", text))


def test_every_catalog_line_names_its_keys_in_caps():
    """No catalog string, either locale, names a key outside a cap (bar those drawn apart)."""
    bare = []
    for po in sorted(LOCALES.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as handle:
            for message in read_po(handle):
                if not message.id or message.id in EXEMPT:
                    continue
                strings = message.string if isinstance(message.string, tuple) else (
                    message.string,)
                for string in strings:
                    if _named_outside_caps(string):
                        bare.append(f"{po.parent.parent.name} {message.id}: {string}")
    assert not bare, "\n".join(bare)


def _drawn_key_line(app, scene, monkeypatch) -> tuple[list[str], str]:
    """The caps drawn and the key line the table draws in one frame."""
    caps: list[str] = []
    real = keycaps.draw_keycap
    monkeypatch.setattr(keycaps, "draw_keycap", lambda s, key, *a, **k:
                        caps.append(key) or real(s, key, *a, **k))
    app.step(1 / 60)
    monkeypatch.setattr(keycaps, "draw_keycap", real)
    line = scene.key_line() if hasattr(scene, "key_line") else scene.tr(scene.keys_line_key())
    return caps, line


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_tables_key_lines_draw_their_keys_as_caps(tmp_path, monkeypatch, game, size):
    """Before a throw and after it, every key of the table's key line is a cap drawn."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_table(app, game, 1)
        app.step(0.5)
        for beat in ("before", "after"):
            caps, line = _drawn_key_line(app, scene, monkeypatch)
            assert not _named_outside_caps(line), (beat, line)
            named = keycaps.KEY_MARK.findall(line)
            assert named and set(named) <= set(caps), (beat, named, caps)
            if game == "yams":
                roll(app, scene)
            else:
                key(app, pygame.K_SPACE, frames=240)
            app.step(0.5)
    finally:
        app.close()
