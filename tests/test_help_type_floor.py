"""The tables' "?" pages at 1024×600 (hH25: the critic read 13 px type in the 10 000's and
small type in the Yams's): nothing on either help page is drawn under 15 px of em, the
tables' own floor; hM28 (the critic still read 14 px there): nothing under about 16 px of em
(:data:`game.theme.HELP_TYPE_LEAST`), a notch above the tables' floor, for pages read whole."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
LEAST_PX = 15.8


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_nothing_on_a_help_page_is_under_16_px_at_1024x600(tmp_path, game):
    app = make_app(tmp_path, size=SIZE)
    try:
        open_table(app, game, 1)
        app.manager.top.open_help()
        app.step(1 / 60)
        frame = recorded_frame(app.manager.top, SIZE)
        small = sorted({(round(t.size * theme.FONT_EM, 1), t.text) for t in frame.texts
                        if t.size and t.size * theme.FONT_EM < LEAST_PX - 0.05})
        assert small == [], small
    finally:
        app.close()


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_a_word_drawn_at_the_themes_least_size_reads_16_px_on_a_help_page_at_1024x600(
        tmp_path, monkeypatch, game):
    """The page's own floor (:attr:`~game.scenes.help_tiles.TileHelpOverlay.type_least`) holds
    for whatever it draws from the theme's type scale (round 79, fixB: every word the pages
    draw today has a floor of its own over it, its captions', sheets' and words', and at
    1024x600 the words' fit reaches 24-25, so the test above cannot tell the page's floor from
    the table's: a word at the theme's smallest size, drawn with the pictures, shows it)."""
    from game.widgets.text import draw_text

    app = make_app(tmp_path, size=SIZE)
    try:
        open_table(app, game, 1)
        app.manager.top.open_help()
        page = type(app.manager.top)
        real = page.draw_picture

        def with_a_small_word(self, surface, k, art):
            real(self, surface, k, art)
            draw_text(surface, "Zaruri", self.font_px(theme.FONT_SMALL - 6), theme.CREAM,
                      art.center)

        monkeypatch.setattr(page, "draw_picture", with_a_small_word)
        app.step(1 / 60)
        frame = recorded_frame(app.manager.top, SIZE)
        small = sorted({round(t.size * theme.FONT_EM, 1) for t in frame.texts
                        if t.text == "Zaruri"})
        assert small and small[0] >= LEAST_PX - 0.05, small
    finally:
        app.close()
