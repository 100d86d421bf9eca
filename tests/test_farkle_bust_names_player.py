"""The bust's stamp names whose turn was lost while the table is dimmed (critic B19): under
"Tură pierdută!" its one line is the loser's seat mark and name (from the locale), drawn on
the stamp at every size."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.test_farkle_flow import LAND, Table
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_bust_announcement_names_the_player_who_lost_the_turn():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()  # Ana busts: the engine passed the turn to Ion already
    table.run(LAND + 0.1)
    said = flow.voice.announcement
    assert said is not None and said.key == "farkle.bust"
    assert said.detail == (flow.tr("farkle.bust.who", name="Ana"),)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_stamp_draws_the_losers_name_under_its_title(tmp_path, size):
    app = make_app(tmp_path, size=size)
    layout_record.start(size)
    try:
        table = screens_farkle.table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        screens_farkle.play(app)
        table.press_die(0)
        table.press_roll()  # five dice that score nothing
        name = table.tr("farkle.bust.who", name=table.player_label(0))
        found = []
        for _ in range(45):
            layout_record.begin(size)
            app.step(1 / 30)
            texts = layout_record.frame().texts
            titles = [t.rect for t in texts if t.text == table.tr("farkle.bust")]
            lines = [t.rect for t in texts if t.text == name and t.role == "announcement"]
            if titles and lines:
                found.append((titles[0], lines[0]))
        assert found, "the loser's name was never drawn on the stamp"
        title, line = found[-1]
        assert line.top >= title.centery and abs(line.centerx - title.centerx) < title.w // 2
    finally:
        layout_record.stop()
        app.close()
