"""A bank speaks once (hF19): its "+N" is the moment. A small bank's figure stands big on the
mat (at least 28 px of em at 1024×600) before it flies into the total, and while it flies
the line over the dice names the banker, not the figure again. A big bank's stamp lands in a
chip whose old figure has already gone: never "6 350" and "+2 550" run together."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.scenes.stage import StageOverlay
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


def test_a_big_banks_number_lands_in_an_emptied_chip(tmp_path):
    app = make_app(tmp_path, size=SMALL)
    try:
        table = table_with(app, 2, 1, 1, 1, 1, 5, 5, 1, 1, 1, 1, 5, 2)  # hot dice: 1 100
        table.game.totals[0] = 6_350
        table.press_roll()
        play(app)
        for i in range(6):
            table.press_die(i)
        play(app, 40)  # the hot dice' stage
        table.press_roll()
        play(app)
        for i in range(5):
            table.press_die(i)  # 1 050 more: 2 150, a big bank
        table.press_bank()
        seen = 0
        for _ in range(400):
            app.step(1 / 60)
            top = app.manager.top
            if not isinstance(top, StageOverlay):
                if seen:
                    break
                continue
            picture, clock = top.picture, top.clock
            flown = clock.flight()
            if 0.3 <= flown <= 0.5:  # the stamp on its way, not yet at the chip
                inner = picture.target.inflate(-4, -4)
                assert _lit_ink(app.screen, inner) < 6, "the old total still shows"
                seen += 1
        assert seen
    finally:
        app.close()
