""""Puse deoparte" is the turn's ledger: each group set aside with its points and, at its foot,
the turn's running total large (the display face at ``farkle_ledger.LEDGER_TOTAL``), there
from the turn's first moment ("0") so the region never changes its shape."""

from __future__ import annotations

import pytest

from game import theme
from game.i18n import format_int
from game.widgets import layout_record
from game.widgets.farkle_ledger import LEDGER_TOTAL
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def big_numbers(app, rect):
    """The texts drawn inside ``rect`` at the ledger's total size, in one recorded frame."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
        size = theme.font_px(LEDGER_TOTAL, app.manager.top.scale)
        return [t.text for t in layout_record.frame().texts
                if t.size == size and rect.contains(t.rect)]
    finally:
        layout_record.stop()


def test_the_ledger_shows_the_running_total_large_from_the_start(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table_with(app, 1, 1, 5, 2, 3, 4, 4, 1, 3, 4, 6)  # (no Chintă: no stage)
        assert big_numbers(app, scene.groups_rect) == ["0"]  # nothing set aside yet
        scene.press_roll()
        play(app)
        scene.press_die(0)  # the 1
        scene.press_die(1)  # the 5
        scene.press_roll()
        play(app)
        assert scene.game.turn_total == 150
        assert big_numbers(app, scene.groups_rect) == [format_int(150)]
    finally:
        app.close()
