"""Every word on the Yams table reads at 1024×600 (critic hY22 §4): the table has a type floor
of its own, as the side screens have theirs (:attr:`game.scenes.base.Scene.type_least`), at
least 15 px of em: the sheet's row labels and figures, the key strip, the standings, the
notes and captions; the sheet's rows and the standings' band still hold it (the layout
tests stay green)."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, screen_frame
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("state", ["yams_first_roll", "yams_countdown",
                                   "yams_sacrifice_last_roll"])
def test_no_word_on_the_yams_table_is_under_its_floor_at_1024(tmp_path, state):
    import tools.screens_yams  # noqa: F401  (registers the states)

    assert theme.TABLE_TYPE_LEAST * theme.FONT_EM >= 15  # px of em
    app = make_app(tmp_path, size=(1024, 600))
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        for _ in range(8):
            app.step(0.1)
        scene = app.manager.top
        assert scene.sheet.font_size >= theme.TABLE_TYPE_LEAST  # row labels, figures
        assert scene.sheet.font_size * 1.2 * theme.FONT_EM <= scene.sheet.row_h  # rows hold
        small = [(t.text, t.size) for t in screen_frame(app).shown_texts()
                 if 0 < t.size < theme.TABLE_TYPE_LEAST]
        assert small == [], small
    finally:
        app.close()
