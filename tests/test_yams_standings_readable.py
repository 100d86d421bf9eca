"""The standings stay readable with three players and more: the larger font first, in as many
columns as it needs (the same rule at every window size), and more columns never cut a name."""

from __future__ import annotations

import pytest

from game import theme
from game.views.yams_standings import rows_of
from game.widgets.text import BOLD, text_size
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_three_players_rows_keep_a_readable_font_and_whole_names(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6])  # and the computer
        roll(app, scene)
        rows = rows_of(scene.game, scene.tr, app.tr.n, scene.standings.last_turns)
        plan = scene.standings.plan(scene.game, rows, scene.message_rects())
        assert plan is not None
        assert plan.size >= theme.font_px(theme.FONT_SMALL - 4, scene.scale)
        widest = max(text_size(row.name, plan.size, BOLD)[0] for row in rows)
        assert plan.at.name_right - plan.at.name_x >= widest  # no name cut with "…"
    finally:
        app.close()


def test_at_the_start_the_standings_say_no_noise(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6])  # and the computer
        roll(app, scene)
        rows = rows_of(scene.game, scene.tr, app.tr.n, scene.standings.last_turns)
        plan = scene.standings.plan(scene.game, rows, scene.message_rects())
        assert plan is not None
        assert all(r.gap == "" for r in rows)  # no "—" before anyone has scored
        assert all(r.place == "" for r in rows)  # nor everyone's tied "1."
        assert not plan.turns  # "încă 13 ture" said once (by the title), not on every row
    finally:
        app.close()
