"""A Yams stage hands the table back whole (critic C41: "hold slots gone as a stage hands
back"): the kept row's faint slots are drawn under every frame of a Penta's, a Joker's, the
upper bonus's and a full card's stage, the veil lifting off them as it leaves, so the tray
never shows its dice without their slots, nor the slots popping in after the stage. Stepped
with the app's fake clock at 1366x768."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_stage import _joker, _penta, _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("kind, build", [("penta", _penta), ("joker_penta", _joker),
                                         ("upper_bonus", _upper)])
def test_the_kept_rows_slots_stay_through_the_stage_and_its_hand_back(tmp_path, monkeypatch,
                                                                       kind, build):
    drawn: list[int] = []
    real = yams_views.draw_held_slots

    def record(surface, centres, side, scale):  # (one look since round 68)
        drawn.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_held_slots", record)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        build(app)
        stage = until_staged(app, kind)
        stage.table.flow.held_once = True  # (round 65: the sockets, not the one invitation)
        scene = stage.table
        lifted = 0
        # a scoring's stage (the upper bonus, a full card) hands back a table whose dice
        # have left: its five sockets, faint (round 67, ruling S1; round 65 drew no row
        # then); a Penta's or a Joker's keeps its dice and their sockets
        scored = scene.game.dice is None
        while app.manager.top is stage:
            free = 5 - sum(scene.game.held) if scene.game.dice is not None else 5
            assert len(scene.kept_row_slots()) == free, (round(stage.clock.progress, 3),
                                                         scene.kept_row_slots())
            drawn.clear()
            app.step(1 / 30)
            if stage.clock.progress >= 0.9:  # the table drawn again as it lifts
                lifted += 1
                if drawn:
                    assert drawn[-1] == free, (round(stage.clock.progress, 3), drawn)
                else:
                    lifted -= 1
        assert lifted >= 1
        assert not isinstance(app.manager.top, StageOverlay)
        drawn.clear()
        app.step(1 / 30)  # the first frame after it: the same slots, none popping in
        assert drawn and drawn[-1] == len(scene.kept_row_slots()) > 0
        assert not scored or drawn[-1] == 5
    finally:
        app.close()
