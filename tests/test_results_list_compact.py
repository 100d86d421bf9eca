"""Places 4 to 7 stand in a compact table centred under the podium (critic C60, defect 6:
with seven players the names sat at the panel's left and their figures at its right, ~900 px
of empty felt between them at 1920x1080): the list's rows are as wide as what they say, the
names near their figures, the whole centred on the panel."""

from __future__ import annotations

import pytest

from game.scenes import results_picture
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_listed_places_stand_in_a_compact_centred_table(tmp_path, monkeypatch, size):
    from tools.screens_results import _seven

    names: list = []
    columns: list = []

    def marked(*args, **kw):
        rect = real_marked(*args, **kw)
        names.append(rect)
        return rect

    def stats(surface, chips, cols, *args, **kw):
        columns.append(list(cols))
        return real_stats(surface, chips, cols, *args, **kw)

    real_marked, real_stats = results_picture.draw_marked_name, results_picture.draw_column_stats
    monkeypatch.setattr(results_picture, "draw_marked_name", marked)
    monkeypatch.setattr(results_picture, "draw_column_stats", stats)
    app = make_app(tmp_path, size=size)
    try:
        panel = _seven(app)
        with unseen_frames(app):  # (its entrance: the rested panel is drawn below)
            for _ in range(120):
                app.step(FRAME)
        names.clear()
        columns.clear()
        panel.draw(app.screen)
        assert len(names) == 4 and len(columns) == 4
        first = min(centre - width // 2 for centre, width in columns[-1])
        air = first - max(rect.right for rect in names)
        assert 0 < air <= panel.px(120), air  # the names near their figures
        rows = panel.row_rects
        assert rows[0].w < panel.panel.w * 0.75, (rows[0].w, panel.panel.w)
        assert abs(rows[0].centerx - panel.panel.centerx) <= 2  # centred on the panel
    finally:
        app.close()
