"""On the 10 000 "?" page a combination's name is never split across lines (hS67 noticed:
"Trei / perechi 1 500" once its lines filled): each name stands whole on one line, with its
figure, at every window and in both languages."""

from __future__ import annotations

import pytest

from game.scenes.farkle_help import TILES, FarkleHelpOverlay
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = {"ro": ("Trei perechi", "Trei la fel", "Chintă"),
         "en": ("Three pairs", "Three of a kind", "Straight")}
"""(the four of a kind no longer named there, hH73: the tile names only what it draws)"""


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
