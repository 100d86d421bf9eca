"""Every word on the 10 000 table reads at 1024×600 (critic hF25 §4): the table has the Yams
table's type floor (:data:`game.theme.TABLE_TYPE_LEAST`, at least 15 px of em): the players'
rows, the set-aside story, the turn panel, the guide, the key strip and the bank's flying
"+1 000", which still fits its lane between the players' totals and the dice row."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.farkle_panels import player_band
from tests.uihelpers import make_app, screen_frame
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("state", ["farkle_long_turn", "farkle_first_roll"])
def test_no_word_on_the_10000_table_is_under_its_floor_at_1024(tmp_path, state):
    import tools.screens_farkle  # noqa: F401  (registers the states)

    assert theme.TABLE_TYPE_LEAST * theme.FONT_EM >= 15  # px of em
    app = make_app(tmp_path, size=(1024, 600))
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        for _ in range(8):
            app.step(0.1)
        small = [(t.text, t.size) for t in screen_frame(app).shown_texts()
                 if 0 < t.size < theme.TABLE_TYPE_LEAST]
        assert small == [], small
    finally:
        app.close()


def test_at_its_floor_four_rows_keep_names_whole_and_tags_under_the_totals(tmp_path):
    # Four players at 1024×600 in the last round ("obiectiv atins", "urmează"): at the floor
    # the totals are not smaller than it, the names stay whole (the tags stand at the bars'
    # end under the totals, the bars lowered a little into the gap between rows: hF25)
    import tools.screens_farkle  # noqa: F401  (registers the states)

    app = make_app(tmp_path, size=(1024, 600))
    try:
        next(s for s in REGISTRY if s.name == "farkle_last_round").build(app)
        # (hB31 ended the ribbon here, the table dimmed under it; hL50: no ribbon, the state
        # is the table the goal's banner handed back)
        for _ in range(8):
            app.step(0.1)
        table = app.manager.top
        texts = [t for t in screen_frame(app).shown_texts() if table.players_rect.contains(t.rect)]
        small = [(t.text, t.size) for t in texts if 0 < t.size < theme.TABLE_TYPE_LEAST]
        assert small == [], small
        words = [t.text for t in texts]
        for i in range(len(table.game.players)):
            assert table.flow.player_label(i) in words, words
        # the tags in words, under the totals (round 31: only a list too tight for that
        # says them as marks; four rows are not)
        assert app.tr("farkle.reached") in words and app.tr("farkle.next") in words, words
        # (hF61: in the rows, under the totals, not a dense list's legend line under them)
        count = len(table.game.players)
        last = player_band(table.players_rect, table.scale, count - 1, count)
        tags = [t for t in texts if t.text in (app.tr("farkle.reached"), app.tr("farkle.next"))]
        assert all(t.rect.bottom <= last.bottom + table.px(8) for t in tags), tags
    finally:
        app.close()
