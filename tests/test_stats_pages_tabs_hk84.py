"""Statistici's two Yams pages in a short window (ruling S67, round 79, hK84; critic cC78 #7:
at 1024x600 "a tiny, squeezed 'Partidele / Pe căsuțe' toggle in the top-left corner"): the
pages are proper tabs, as tall as the game tabs "Yams / 10 000 / Zarurile", their words at
the tabs' size, and they stand right beside those tabs as one group, not in the corner."""

from __future__ import annotations

import pytest

from game.widgets.forms import Choice
from game.widgets.segmented import Segmented
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def test_the_pages_are_tabs_beside_the_game_tabs(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = open_statistics(app, 50)
        app.step(FRAME)
        pages, tabs = scene.page_choice, scene.tabs
        assert pages.visible
        assert isinstance(pages, Choice) and not isinstance(pages, Segmented)
        assert pages.rect.h == tabs.rect.h and pages.rect.y == tabs.rect.y, (pages.rect,
                                                                             tabs.rect)
        # beside the tabs: one group, a tab's gap between them, not at the row's far end
        assert 0 < tabs.rect.left - pages.rect.right <= scene.px(44), (pages.rect, tabs.rect)
        assert pages.rect.left > scene.content.left + scene.px(22), (pages.rect, scene.content)
        words = {t.text: t.size for t in recorded_frame(scene, SIZE).shown_texts()}
        assert words[app.tr("stats.page.boxes")] == words[app.tr("stats.tab.yams")], words
        # each page tab wide enough for its words and as wide as a game tab at most
        assert all(r.w >= pages.rect.h for r in pages.rects), pages.rects
    finally:
        app.close()
