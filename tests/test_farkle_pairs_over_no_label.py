"""Three pairs' ribbon lies over no label (critic D70: at 84 % of its stage, as the ribbon
narrowed to leave, the mat's "Selecție" line peeked out cut under its end, "Se"): the line
waits under the ribbon, as it does under hot dice' (its words are the ribbon's own line,
"+1 500 · ..."), and is back once the stage has left; the ribbon keeps its rank's size
(ruling S3, tests/test_farkle_size_ladder.py)."""

from __future__ import annotations

import pytest

from game.views import stage_banner
from tests.uihelpers import make_app, recorded_frame
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_label_peeks_out_under_the_pairs_ribbon(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_throw")
        picture = stage.picture
        for share in (0.1, 0.35, 0.65, 0.84, 0.92):
            stage.clock.age = stage.clock.duration * share
            at = stage_banner.drawn_plaque(picture, stage.clock)
            frame = recorded_frame(stage.table, size)  # the table under it, as it is drawn
            cut = [(t.text, t.rect) for t in frame.texts
                   if t.role == "selection" and t.rect.colliderect(at.inflate(0, 8))]
            assert not cut, (share, at, cut)
        stage.clock.skip()
        stage.end()
        table = app.manager.top
        assert [t for t in recorded_frame(table, size).texts if t.role == "selection"]
    finally:
        app.close()
