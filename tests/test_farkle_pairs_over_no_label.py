"""Three pairs' ribbon lies over no label (critic D70: at 84 % of its stage, as the ribbon
narrowed to leave, the mat's "Selecție" line peeked out cut under its end, "Se"): the line
waits under the ribbon, as it does under hot dice' (its words are the ribbon's own line,
"+1 500 · ..."); once the stage has left, hot dice' six back in the cup, the mat and its
line are folded (S64 1., round 79) and the ledger's row names the pairs; the ribbon keeps its
rank's size (ruling S3, tests/test_farkle_size_ladder.py)."""

from __future__ import annotations

import pytest

from game.views import stage_banner
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play
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
        play(app, 60)  # (the six gone back to the cup: hot dice)
        # (S64 1., round 79, reverses "the line is back once the stage has left": hot dice'
        # six go back to the cup, the mat folds and its line with it; the pairs are said
        # once, by the ledger's row "Trei perechi")
        texts = recorded_frame(table, size).texts
        assert not [t for t in texts if t.role == "selection"], texts
        assert table.tr("farkle.combo.three_pairs") in [
            t.text for t in texts if table.groups_rect.contains(t.rect)]  # (the ledger's)
    finally:
        app.close()
