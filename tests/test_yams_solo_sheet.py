"""A game played alone: the sheet's one column keeps a sensible width (no wider than a
column of a game for two), the felt on its left takes the room it leaves."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_solo_sheet_column_is_no_wider_than_a_two_player_ones(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        pair = table(app, ["Ana", "Ion"], computer=False)
        two = pair.sheet.col_w
        two_left = pair.left.w
        app.manager.pop(fade=False)
        alone = table(app, ["Ana"], computer=False)
        assert alone.sheet.col_w <= two * 1.1, (alone.sheet.col_w, two)
        assert alone.sheet.rect.right == pair.sheet.rect.right  # the same right edge
        assert alone.left.w > two_left  # the felt takes the room
        assert alone.tray.die_size >= pair.tray.die_size
    finally:
        app.close()
