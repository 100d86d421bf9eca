"""Alone with no record yet, the standings row's "partida asta îl stabilește" ends where the
row ends (its words flush with the panel's right edge, as the title's line is), never floating
in the middle of its row in a column kept for figures it does not have (critic cR74a #11,
yams_sacrifice_1920, yams_joker_lower_1920)."""

from __future__ import annotations

import pytest

from tests.layout_check import FRAME
from tests.test_yams_standings_view import panel_rect, recorded
from tests.uihelpers import make_app
from tools.screens_standings import standings_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_alone_the_first_records_line_ends_with_its_row(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = standings_table(app, 1)
        for size in [(1920, 1080), (1366, 768), (1024, 600)]:
            app.resize(size)
            app.step(FRAME)
            rect = panel_rect(scene)
            assert rect is not None
            frame, _ = recorded(app)
            words = [t for t in frame.texts if t.text == scene.tr("yams.standings.no_best")]
            assert len(words) == 1, size
            name = next(t for t in frame.texts if t.text == "Ana" and rect.contains(t.rect))
            left_air = name.rect.x - rect.x  # the row's words begin this far in ...
            right_air = rect.right - words[0].rect.right  # ... and end as far from its end
            assert right_air <= left_air + scene.px(24), (size, left_air, right_air)
            assert words[0].rect.x > name.rect.right  # after the name, on its line
            assert abs(words[0].rect.centery - name.rect.centery) <= 2
    finally:
        app.close()

