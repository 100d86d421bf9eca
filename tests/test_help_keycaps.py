"""The "?" pages show keys as keycaps, not words in prose (hM40, after the A32 critic: "keys
in prose"): Spațiu, Enter, Tab, the arrows and the dice's digits stand in small keycaps inside
the tiles' lines (written "[Enter]" in the catalogs), their brackets never shown."""

from __future__ import annotations

import pytest

from game.scenes import help_tiles
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import YamsHelpOverlay
from game.widgets import keycaps
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("game, overlay, keys", [
    ("farkle", FarkleHelpOverlay, {"Spațiu", "1", "6", "Enter"}),
    ("yams", YamsHelpOverlay, {"Spațiu", "1", "5", "Tab", "↑", "↓", "Enter"}),
])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_keys_are_keycaps(tmp_path, monkeypatch, game, overlay, keys, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, game, 1)
        help_page = overlay(app)
        app.manager.push(help_page, fade=False)
        app.step(1 / 60)
        caps, words = [], []
        real_cap, real_text = keycaps.draw_keycap, help_tiles.draw_text
        monkeypatch.setattr(keycaps, "draw_keycap", lambda s, key, *a, **k:
                            caps.append(key) or real_cap(s, key, *a, **k))
        for module in (help_tiles, keycaps):  # (the tiles' words are drawn by the keycaps')
            monkeypatch.setattr(module, "draw_text", lambda s, text, *a, **k:
                                words.append(text) or real_text(s, text, *a, **k))
        help_page.draw(app.screen)
        assert keys <= set(caps), caps
        assert not any("[" in w or "]" in w for w in words)
        assert not any("(Enter)" in w or "(Tab" in w for w in words)  # no key in brackets
    finally:
        app.close()
