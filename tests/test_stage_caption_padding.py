"""A stage's caption (the Joker's, once the hot dice' "Toate cele 6 zaruri revin…") stands on a
plate with even room all round: a padding above and under its line, as much beside it past
the plate's round ends; the plate drawn is that size."""

from __future__ import annotations

import pytest

from game import theme
from game.views.stage_words import caption_plate
from game.widgets import layout_record
from game.widgets.text import BOLD, line_height, text_size
from tests.uihelpers import make_app
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("scale", [1.0, 600 / 1080])
def test_the_caption_plate_pads_its_words_evenly(scale):
    size = theme.font_px(theme.FONT_HEADING, scale)
    caption = "Toate cele 6 zaruri revin, punctele turei rămân"
    width, height = caption_plate(caption, size, scale)
    pad = (height - line_height(size, BOLD)) // 2
    assert pad >= theme.px(12, scale), (height, pad)  # above and under the line
    side = (width - text_size(caption, size, BOLD)[0]) // 2
    assert side >= height // 2 + pad // 2, (width, side)  # beside it, past the round ends


def test_the_jokers_caption_is_drawn_on_that_plate(tmp_path):
    # (the hot dice' caption stood on it until hB28 made hot dice a banner: its ribbon says it)
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        forced_joker(app)  # (the first Penta and the throws unseen: the Joker's frames read)
        layout_record.start(size)
        plates = []
        for _ in range(150):
            layout_record.begin(size)
            app.step(1 / 30)
            picture = getattr(app.manager.top, "picture", None)
            if picture is None or not picture.caption:
                continue
            plates += [(m.rect.size, caption_plate(m.text, m.size, picture.scale))
                       for m in layout_record.frame().texts
                       if m.role == "stage" and m.text == picture.caption]
        assert plates, "the caption was not drawn"
        assert all(drawn == planned for drawn, planned in plates), plates[:3]
    finally:
        layout_record.stop()
        app.close()
