"""The 10 000 win names its winner in the seat's plate and says under it its total alone, at a
readable size (round 66 reverses hF19's "the next two's scores under the winner": critics B65
and C62 read the caption as a run-on spanning the screen; the results panel, at once after
it, is the standing)."""

from __future__ import annotations

import pytest

from game import theme
from game.i18n import format_int
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_win_says_its_total_not_the_others_scores(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = bank_the_win(app)
        stage = until_staged(app)
        assert stage.clock.kind == "win"
        game = table.game
        winners = {i for place, i, _ in game.ranking() if place == 1}
        others = [(i, total) for _, i, total in game.ranking() if i not in winners]
        assert others
        caption = stage.picture.caption
        for i, total in others[:2]:  # (rewritten in round 66: the others' scores gone)
            assert f"{table.player_label(i)} {format_int(total)}" not in caption, caption
        assert stage.picture.caption_size() >= theme.font_floor(table.scale)
    finally:
        app.close()
