"""A forced Joker's stage never ends on a wordless table (critic hY22 §2): once its stamp and
its words under the dice have gone, its last frames say what to do (the Joker's tag, the
one box it may go to, as the table's note says it: one look, critic D71), in the line where
the table then says it, until the table takes the line back."""

from __future__ import annotations

import pytest

from game.flow.stage import HOME_FROM
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_forced_jokers_last_frames_say_what_was_scored_and_why(tmp_path):
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = forced_joker(app)
        stage = until_staged(app, "joker_penta")
        caption = stage.picture.note.headline
        assert caption and "Patru" in caption
        lane = scene.message_lane()
        for share in (HOME_FROM + 0.01, 0.9, 0.96, 0.995):  # the words gone, to the last frame
            _, frame = drawn(app, stage, share)
            said = [t for t in frame.texts if t.text == caption]
            assert len(said) == 1, (share, [t.text for t in frame.texts])
            # in the table's line (a gap under the "La rând" pill kept: hY24)
            assert lane.top <= said[0].rect.centery <= lane.bottom, (said[0].rect, lane)
    finally:
        app.close()
