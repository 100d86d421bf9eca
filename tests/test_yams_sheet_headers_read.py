"""With seven seats the sheet's column headers stay readable: never below 16 px (em) at
1920×1080, the same proportion at the other sizes; a name too long is shortened, never
shrunk, and the headers still tell the seats apart."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import BOLD, em_px, text_size
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Alexandra", "Bogdan", "Cristina", "Dumitru", "Elena", "Florin"]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_seven_headers_read_at_16_pixels_and_differ(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, NAMES, [2, 3, 4, 5, 6], computer=True)
        sheet, view = scene.sheet, scene.sheet_view()
        least = max(theme.font_floor(scene.scale), round(22 * scene.scale))
        shown = []
        for p in range(len(view.names)):
            text, fsize = sheet.header_text(view, p)
            assert fsize >= least, (view.names[p], text, fsize)
            if size == (1920, 1080):
                assert em_px(fsize) >= 16, (text, fsize)
            assert text_size(text, fsize, BOLD)[0] <= sheet.col_w, text  # inside its column
            shown.append(text)
        assert len(set(shown)) == len(shown), shown  # the seats told apart
    finally:
        app.close()
