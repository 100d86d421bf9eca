"""The coach cards, sharper (hC32, critic B31): the refused die's card rings only the die it
is about; the buttons a tip names stand in quotes."""

from __future__ import annotations

from typing import Any

import pytest

from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def drawn_frame(app: Any) -> Any:
    """The frame the app draws now, as the layout recorder saw it."""
    layout_record.start(app.screen.get_size())
    try:
        app.manager._below = None
        app.manager.draw(app.screen)
        return layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("step", ["_farkle_refused", "_farkle_refused_far"])
def test_the_refused_dies_card_rings_that_die_alone(tmp_path, monkeypatch, step):
    """Critic B31: tip 2/5 ("Acest zar…") lit its die while the table's soft rings beckoned
    at the dice that score: two dice ringed, "this die" ambiguous. While the card shows, the
    beckoning rings wait; the card lights its die alone."""
    import game.scenes.farkle_table as table_module

    app = coach_app(tmp_path, size=(1366, 768), drawn=True)
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        assert table.coach.shown == "farkle.refused" and table.coach.card is not None
        assert table.flow.beckoning(), "the table beckons at the dice that score"
        ringed: list[Any] = []
        monkeypatch.setattr(table_module, "draw_beckon_rings",
                            lambda surface, at, *args: ringed.extend(at))
        app.manager._below = None
        app.manager.draw(app.screen)
        assert ringed == [], ringed
        assert table.coach.lit == table.coach.target and table.coach.lit.w == table.die_side
    finally:
        app.close()
