"""Who leads shows on the 10 000 table at every window size with 2 to 6 players (round 30,
critic row "10 000 table" §3: "Lider" was missing at 1366×768, where the "Punctaj" guide left
the Tura panel 6 px short of its foot, and at 1024×600): in the Tura panel, clear of its other
words, the leader's name and lead written whole."""

from __future__ import annotations

import pytest

from tests.layout_check import check_app
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("humans", [1, 5])
def test_the_leader_shows_in_the_turn_panel(tmp_path, size, humans):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, humans, 1, 1, 2, 3, 4, 6)
        count = len(table.game.players)
        table.game.totals[:] = [0] * (count - 1) + [1_200]  # the computer leads by 1 200
        frame = recorded_frame(table, size)
        marks = [m for m in frame.texts if m.role == "turn_leader"]
        assert len(marks) == 1, (size, count, marks)
        mark = marks[0]
        assert "· 1 200" in mark.text, mark  # (round 41: its name and total)
        assert table.turn_rect.contains(mark.rect), (mark.rect, table.turn_rect)
        for other in frame.texts:  # nothing else of the panel written on it
            if other is not mark and table.turn_rect.contains(other.rect):
                assert not other.rect.colliderect(mark.rect), (other, mark)
        assert not check_app(app, f"{size} {count} players"), "the layout check passes"
    finally:
        app.close()
