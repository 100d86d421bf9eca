"""The goal says one number, in the moments' face (round 66, critic B65): "Obiectiv atins!" is
lettered in the display face of the other moments ("Încasare mare!", "Chintă!"), never plain
Lato; and while its crest counts the reacher's total up (10 000 → 10 450) the reacher's row
on the table keeps its old figure, taking the new one as the count lands (it said 10 450
beside a crest still counting: two different numbers at once)."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.flow.stage import StageClock
from game.views import stage_crest, stage_goal
from game.views.farkle_views import player_lines
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _staged(app):
    """The goal's stage up over its table."""
    {name: build for name, build, _ in STATES}["goal"](app)
    stage = until_staged(app, "goal")
    if stage.picture is None:
        stage.picture = stage.build()
    return stage, app.manager.stack[-2]


def test_the_goal_headline_is_lettered_in_the_display_face(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage, _ = _staged(app)
        lettered = []
        real = stage_crest.stamp_lettering

        def spy(text, size, hot):
            lettered.append(text)
            return real(text, size, hot)

        monkeypatch.setattr(stage_crest, "stamp_lettering", spy)
        stage_crest.lettered.cache_clear()  # (lettered once for a stage: letter it afresh)
        clock = StageClock("goal")
        clock.age = clock.duration * 0.2
        stage_goal.draw_goal(app.screen, stage.picture, clock)
        assert stage.picture.crest[0] in lettered, lettered
    finally:
        app.close()


def test_the_reachers_row_keeps_its_old_total_until_the_crest_count_lands(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage, table = _staged(app)
        player = table.flow.flight.player
        new = table.game.totals[player]
        old = new - table.flow.flight.points
        lands = theme_stage.FARKLE_GOAL_COUNT[1]
        seen = []
        for _ in range(600):
            if app.manager.top is not stage:
                break
            shown = int(player_lines(table.flow, table.tr, True)[player].total
                        .replace("\u00a0", "").replace(" ", ""))
            seen.append((round(stage.clock.progress, 3), shown))
            with unseen_frames(app, last_drawn=False):  # the flow's words read, no picture
                app.step(1 / 60)
        counting = [shown for u, shown in seen if u < lands - 0.02]
        landed = [shown for u, shown in seen if u > lands + 0.02]
        assert counting and set(counting) == {old}, seen  # the old figure while it counts
        assert landed and set(landed) == {new}, seen  # the new once the count has landed
    finally:
        app.close()
