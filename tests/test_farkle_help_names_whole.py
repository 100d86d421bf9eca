"""On the 10 000 "?" page a combination's name is never split across lines (hS67 noticed:
"Trei / perechi 1 500" once its lines filled): each name stands whole on one line, with its
figure, at every window and in both languages."""

from __future__ import annotations

import pytest

from game.scenes.farkle_help import TILES, FarkleHelpOverlay
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = {"ro": ("Trei de 1", "Trei la fel"),
         "en": ("Three 1s", "Three of a kind")}
"""(the four of a kind no longer named there, hH73: the tile names only what it draws; nor the
Chintă and three pairs, hR74: its two rows of large dice are the triples, [F1] the rest)"""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_combinations_name_stands_whole_on_one_line(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_table(app, "farkle", 1)
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay, fade=False)
        app.step(1 / 60)
        frame = recorded_frame(overlay, size)
        k = [tile[0] for tile in TILES].index("farkle.help.scoring")
        _, words = overlay.step_rects(k)
        lines = [t.text.replace("\u00a0", " ") for t in frame.texts
                 if words.collidepoint(t.rect.topleft) and t.text != overlay.keywords()[k]]
        assert len(lines) > 1, lines  # (wrapped: the promise is about where)
        for name in NAMES[language]:
            assert any(name in line for line in lines), (size, name, lines)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_a_combinations_name_holds_together_in_a_narrow_measure(tmp_path, language):
    """The scoring tile's words wrapped at a quarter of their column (hR74: its lines are short
    at every window now) still keep each name whole on one line: its spaces do not break."""
    app = make_app(tmp_path, size=(1024, 600), language=language, menu_drawn=False)
    try:
        overlay = FarkleHelpOverlay(app)
        overlay.layout((1024, 600))
        k = [tile[0] for tile in TILES].index("farkle.help.scoring")
        narrow = overlay.step_rects(k)[1].w // 4
        lines = [line.replace("\u00a0", " ") for line in overlay.tile_lines(
            k, overlay.texts()[k], overlay.body_size(), narrow)]
        assert len(lines) > 3, lines  # (wrapped hard: the promise is about where)
        for name in NAMES[language]:
            assert any(name in line for line in lines), (name, lines)
    finally:
        app.close()
