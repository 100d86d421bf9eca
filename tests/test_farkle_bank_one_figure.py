"""A bank speaks once (hF19): its "+N" is the moment. A small bank's figure is the Tura panel's
"Încasat" row's from the press, while gold coins fly from the mat into the total, no copy of
the number (amended round 76, hA77, critics cF75b / cZ75: the "+100" stood big on the mat and
flew while that row stood blank); and while they fly the line over the dice names the banker,
not the figure again. (A big bank's stage lifts no
chip since hF27: its points land in the total as the stage goes.)"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.widgets import layout_record
from tests.test_farkle_bank_row_never_blank import banked_value
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
        flying, rows = [], []
        layout_record.start(SMALL)
        try:
            for _ in range(90):
                if table.flight is None and rows:
                    break
                layout_record.begin(SMALL)
                table.draw(app.screen)
                frame = layout_record.frame()
                flying += [t.text for t in frame.texts if t.role == "flight"]
                if table.flight is not None:
                    rows.append(banked_value(frame))
                said = table.flow.prompt()
                if table.flight is not None and said is not None:
                    assert figure not in said.text, said.text  # the "+100" says it
                app.step(1 / 60)
        finally:
            layout_record.stop()
        assert flying and not any(any(c.isdigit() for c in w) for w in flying), flying[:5]
        assert rows and set(rows) == {"+" + figure}, rows  # the row says it, every frame
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
