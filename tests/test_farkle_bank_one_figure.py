"""A bank speaks once (hF19): its "+N" is the moment. A small bank's figure stands big on the
mat (at least 28 px of em at 1024×600) before it flies into the total, and while it flies
the line over the dice names the banker, not the figure again. (A big bank's stage lifts no
chip since hF27: its points land in the total as the stage goes.)"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SMALL = (1024, 600)


def test_a_small_banks_figure_is_big_and_said_once(tmp_path):
    app = make_app(tmp_path, size=SMALL)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app)
        table.press_die(0)  # a 1: 100
        table.press_bank()
        figure = format_int(100)
        sizes = []
        layout_record.start(SMALL)
        try:
            for _ in range(90):
                if table.flight is None and sizes:
                    break
                layout_record.begin(SMALL)
                table.draw(app.screen)
                sizes += [t.size for t in layout_record.frame().texts if t.role == "flight"]
                said = table.flow.prompt()
                if table.flight is not None and said is not None:
                    assert figure not in said.text, said.text  # the "+100" says it
                app.step(1 / 60)
        finally:
            layout_record.stop()
        assert sizes and em_px(max(sizes)) >= 28, sizes
    finally:
        app.close()


def _lit_ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of ``rect`` bright enough to be a figure's letters."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            count += (r + g + b) > 520
    return count
