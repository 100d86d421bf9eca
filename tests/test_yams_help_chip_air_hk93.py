"""The Yams "?" card 8's Joker chip stands clear of "Patru" and of its points (critic cC81 #9,
cA81: "the +100 chip squeezes 'Patru'" at 1366x768 and 1024x600; ruling S111 4.): the felt
between the box's name and the gold chip, and between the chip and the row's figure, is at
least CHIP_AIR_LEAST pixels and a quarter of the row's type at every size."""

from __future__ import annotations

import pytest

from game.scenes.yams_help import YamsHelpOverlay
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES, ids=["1920", "1366", "1024"])
def test_the_joker_chip_has_air_each_side(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        open_table(app, "yams", 1)
        shown = YamsHelpOverlay(app)
        app.manager.push(shown, fade=False)
        shown.layout(size)
        layout_record.start(size)
        try:
            layout_record.begin()
            shown.draw(app.screen)
            texts = list(layout_record.frame().texts)
        finally:
            layout_record.stop()
        chip = shown.bonus_chip_rect
        assert chip is not None
        row = [t.rect for t in texts if t.rect.collidepoint(chip.centerx, chip.centery)
               or (abs(t.rect.centery - chip.centery) <= chip.h // 2
                   and t.text in (app.tr("yams.box.fours"), "20"))]
        name = next(t.rect for t in texts if t.text == app.tr("yams.box.fours")
                    and abs(t.rect.centery - chip.centery) <= chip.h // 2)
        figure = next(t.rect for t in texts if t.text == "20"
                      and abs(t.rect.centery - chip.centery) <= chip.h // 2)
        least = max(6, round(shown._cell_font() * 0.25))
        assert chip.left - name.right >= least, (name, chip, least, row)
        assert figure.left - chip.right >= least, (chip, figure, least)
    finally:
        app.close()
