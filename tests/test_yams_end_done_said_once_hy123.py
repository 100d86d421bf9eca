"""A Yams game's end says "a terminat" once (ruling S94 5., round 81, hY123; critic cA80 "said
twice at once": after the last box the pill said "Ștefania a terminat" while every Clasament
row said "a terminat" too, ``yams_bonus_…_0030``).

From the last box's scoring to the count (the felt still showing the table), the pill names
the player who has finished; no row of the Clasament, nor its title line, repeats it. Since
S113 2. (round 82, hY129) the pill names her without "a terminat", beside her box's line.
"""

from __future__ import annotations

import pytest

from tests.layout_check import shown_texts
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.end_frames import play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_end_says_a_terminat_once_in_the_pill(tmp_path, size):
    """S94 5., amended by S113 2. (round 82, hY129): while the finished table shows, "a
    terminat" is said by nothing: the pill names Ștefania beside her box's line (was: the
    pill said "Ștefania a terminat" beside "Ștefania a ales Șansă: 28", twice at once); no
    row says it either."""
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, "yams_person")
        done = app.tr("yams.standings.done")
        pill = "Ștefania"  # (S113 2.: her name, no "a terminat")
        seen = 0
        for _ in range(40):
            if app.manager.top is not table or table.flow.count_crowns and \
                    table.flow.moment.active and table.flow.moment.kind == "card_total_row":
                break
            texts = shown_texts(app)
            if pill in texts:
                seen += 1
                repeated = [text for text in texts if done in text]
                assert not repeated, repeated
            with drawing_one_frame_in(app, 0):
                app.step(1 / 60)
        assert seen, "the pill never named her"
    finally:
        app.close()
