"""A rules table's header band holds its header: no header word (the 10 000 page's
"Încasează la" at 1920 and 1024) falls out of the band onto the first row, and no header
cell wraps onto a second line (hS26, the critic on the Rules)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import rules
from game.widgets.document import RectOp, TextOp
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_header_word_sits_inside_its_header_band(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        bands = 0
        for game in ("farkle", "yams"):
            scene.show(game)
            app.step(FRAME)
            page = scene.pages[game]
            for i, op in enumerate(page.ops):
                if not (isinstance(op, RectOp) and op.colour == theme.TABLE_HEADER):
                    continue
                bands += 1
                band = op.rect
                after = page.ops[i + 1:]
                # the header's words: the gold lines laid right after the band, up to the
                # first row's ops (their y reaches past the band's top line)
                words = [w for w in after[:40] if isinstance(w, TextOp) and w.unit is None
                         and w.colour == theme.GOLD and band.y <= w.y < band.bottom]
                assert words, (game, band)
                assert len({w.y for w in words}) == 1, (game, size, [(w.text, w.y)
                                                                     for w in words])
                for word in words:
                    assert word.bottom <= band.bottom, (game, word.text, word.bottom, band)
                # and nothing of the first row starts inside the band
                row = [w for w in after if not isinstance(w, RectOp) and w.unit is not None]
                assert row and min(w.y for w in row[:3]) >= band.bottom, (game, band)
        assert bands >= 4
    finally:
        app.close()
