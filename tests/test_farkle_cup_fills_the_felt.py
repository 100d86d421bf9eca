"""At a turn's start the 10 000 cup uses the felt it stands on (round 75, hG78, critic cB75:
"farkle_table" at every size, a large empty band between the cup and the tray): the cup,
its rim level with the dice row's top as before, is tall enough that the felt under its foot,
down to the mat's "Selecție" line, is no wider than the felt over its rim under the prompt,
and it stays clear of that line."""

from __future__ import annotations

import pytest

from game.views.farkle_cup import cup_place
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_cup_fills_the_felt_down_to_the_mat(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 3, 4, 6, 2, 3)
        play(app, 20)
        frame = recorded_frame(table, size)
        cup = cup_place(table)
        line = next(t.rect for t in frame.texts if t.role == "selection")
        # the prompt line: the centre column's words over the cup
        over_cup = (cup.x, table.center.top, cup.w, cup.top - table.center.top)
        words = max(t.rect.bottom for t in frame.texts if t.rect.bottom <= cup.top
                    and t.rect.colliderect(over_cup))
        assert abs(cup.top - (table.row_y - table.die_side // 2)) <= 1, cup  # rim on the row
        under, over = line.top - cup.bottom, cup.top - words
        assert table.px(12) <= under <= over, (size, cup, line, words)
    finally:
        app.close()
