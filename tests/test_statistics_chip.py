"""Critic A69 (Statistics 8): the player picker a very wide, nearly empty bar ("● Ana" in
the middle of ~470 px at 1024x600) and small tab labels: the picker is a compact chip (the
player's mark and name, ‹ and › at its sides) at the header row's right end, as wide as the
longest name seen needs; the tabs' labels as large as the body's type."""

from __future__ import annotations

import pytest

from game import theme
from game.i18n import shown_name
from game.storage.stats import StatsData
from game.widgets.seats import marked_width
from game.widgets.text import text_size
from tests.uihelpers import button_named, click, make_app, settle
from tools.screens_statistics import fake_history

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_player_picker_is_a_compact_chip_at_the_rows_end(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        data = StatsData()
        for record in fake_history(6, seed=3):
            data.add_game(record)
        app.stats._data = data
        click(app, button_named(app, "menu.statistics"))
        settle(app, 4)
        scene = app.manager.top
        assert len(scene.players) > 1 and scene.prev_button.visible
        body = scene.font_px(theme.FONT_BODY)
        longest = max(text_size(shown_name(n, c, scene.tr), body)[0] for n, c in scene.players)
        need = longest + marked_width(body) + 2 * scene.prev_button.rect.w
        assert scene.chooser.w <= need + scene.px(theme.GAP * 6), (scene.chooser, need)
        assert scene.chooser.right == scene.content.right  # at the header row's right end
        assert scene.next_button.rect.right == scene.chooser.right
        assert scene.tabs.font_size >= body, (scene.tabs.font_size, body)
    finally:
        app.close()
