"""The mat's "Selecție: —" label waits for a headline's dice to land (critic B31 §2: the
goal's dice flew home across it, seqb/last_030): under a 10 000 stage that gathers dice the
table draws no label; it is back once the stage has gone."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.uihelpers import FRAME, make_app
from tools.screens_stage import KINDS, STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _labels(app, table) -> list[str]:
    layout_record.begin(app.screen.get_size())
    table.draw(app.screen)
    return [t.text for t in layout_record.frame().texts if t.role == "selection"]


# (the goal and a big bank gathered their dice until round 40: banners now, no dice fly)
@pytest.mark.parametrize("state", ["six_ones"])
def test_the_selection_label_waits_until_the_dice_have_landed(tmp_path, state):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: b for name, b, _ in STATES}[state](app)
        stage = until_staged(app, KINDS.get(state, state))  # (the throw unseen)
        layout_record.start(app.screen.get_size())
        table = stage.table
        for share in (0.0, 0.5, 0.82, 0.86, 0.9, 0.95):  # on their way out, home, landing
            stage.clock.age = stage.clock.duration * share
            assert not _labels(app, table), share
        stage.clock.skip()
        stage.end()
        assert table.on_stage is None
        for _ in range(10):  # (S64 1., round 79: the mat comes with its dice gliding onto it)
            app.step(FRAME)
        assert _labels(app, table)  # landed: the label is back
    finally:
        layout_record.stop()
        app.close()
