"""A small bank's flight is bold (hF14 §5): its coins at least 28 px across at 1920×1080 once
out of the mat (amended round 76, hA77: they were a "+600" at least 28 px; the figure is the
Tura panel's row's now, ruling S14), and they drop into the player's total (the last picture
sits on the total's column, fading as the total counts it up), not left on the panel's
border."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from game.widgets.farkle_panels import total_anchor
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1920, 1080)


def test_the_banked_figure_is_bold_and_drops_into_the_total(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 1, 5, 5, 5, 2, 3)
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        table.press_bank()  # +600: a routine bank (1 000 is the banner's)
        seen = []
        layout_record.start(SIZE)
        try:
            for _ in range(60):
                if table.flight is None and seen:
                    break
                layout_record.begin(SIZE)
                table.draw(app.screen)
                seen += [t for t in layout_record.frame().texts if t.role == "flight"]
                app.step(1 / 30)
        finally:
            layout_record.stop()
        assert len(seen) > 5
        out = [t for t in seen if t.rect.w >= 4]  # (popping out of the mat they grow)
        assert sorted(t.rect.w for t in out)[len(out) // 2] >= 28, [t.rect.w for t in seen]
        assert not [t.text for t in seen if t.text], seen[:3]  # coins: no words
        x, _ = total_anchor(table.players_rect, table.scale, 0, len(table.players))
        last = seen[-1].rect
        assert last.left <= x <= last.right, (last, x)  # over the total's column
        assert table.players_rect.contains(last)  # inside the panel, off its border
    finally:
        app.close()
