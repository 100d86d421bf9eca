"""The rules' tables read at 1024×600 (hM40, after the A32 critic: "tables ~12 px at 1024"):
their cells and headers are set at least about 16 px of em (hS61: at the body's size now),
never the smaller type of the large windows scaled down to the floor."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.document import TextOp
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_table_text_reads_16_px_at_1024(tmp_path, game):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        cells = [op for op in scene.pages[game].ops if isinstance(op, TextOp)
                 and op.unit is not None]
        assert cells
        smallest = min(op.size for op in cells) * theme.FONT_EM
        assert smallest >= 15.8, smallest
    finally:
        app.close()
