"""Each preview caption of the empty Statistics page stands on one line (ruling S98 2, critic
cF80: "the first preview caption wraps to two lines at 1024", `statistics_empty_1024x600`):
the three cards read as one row of captions, at every size, in both catalogs, on both games'
pages, in the charts' caption type (never shrunk under the side screens' least type)."""

from __future__ import annotations

import pytest

from game.widgets import stats_preview
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = [(size, language, tab) for size in ((1024, 600), (1366, 768), (1920, 1080))
         for language in ("ro", "en") for tab in (0, 1)]


@pytest.mark.parametrize("size,language,tab", CASES)
def test_every_preview_caption_stands_on_one_line(tmp_path, size, language, tab):
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = open_statistics(app, 0)
        if tab:
            scene.tabs.select(1)  # (the 10 000 tab)
        app.step(FRAME)
        for card, caption in zip(scene.preview_rects(), scene.preview_words(), strict=True):
            lines, px = stats_preview.caption_lines(caption, card, scene.scale)
            assert lines == [caption], (caption, lines)
            assert px == stats_preview.chart_caption(scene.scale), (caption, px)
    finally:
        app.close()
