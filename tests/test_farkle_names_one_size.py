"""Every name in the 10 000 players list is written at one size, whatever tags its row has:
the critic's frames had "Ștefan Țuțuianu" at ~30 px, then ~18 px once "obiectiv atins"
stood beside it, and "Jucătorul…" cut at 1920×1080. A tag that does not fit beside the
whole name stands at the end of its progress row (the bar ends before it), clear of the
total; the names stay whole at 1920×1080 and 1366×768."""

from __future__ import annotations

import pytest

from tests.layout_check import _ink
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _players_texts(app, table, size):
    frame = recorded_frame(table, size)
    return [t for t in frame.texts if table.players_rect.contains(t.rect)]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
# S48 3. (amended round 78): under the passing card no row says "urmează", so the
# two-tag list is read once the goal's passing card has gone (_last_round_strip)
@pytest.mark.parametrize("build", ["_last_round_strip", "_last_round_six"])
def test_names_keep_one_size_and_stay_whole_beside_tags(tmp_path, size, build):
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        table = app.manager.top
        inside = _players_texts(app, table, size)
        names = [table.flow.player_label(i) for i in range(len(table.game.players))]
        drawn = {t.text: t for t in inside}
        assert all(name in drawn for name in names), (names, sorted(drawn))  # whole
        sizes = {drawn[name].size for name in names}
        assert len(sizes) == 1, sizes  # one size for the list, tag or no tag
        tags = [t for t in inside if t.text in (app.tr("farkle.reached"), app.tr("farkle.next"))]
        assert len(tags) == 2
        for tag in tags:
            for other in inside:
                if other is not tag and (other.text in names
                                         or other.text.replace(" ", "").isdigit()):
                    assert not tag.rect.colliderect(_ink(other.rect)), (tag.text, other.text)
    finally:
        app.close()
