"""The goal's plate is no flat box: two chequered finish flags stand on it, one each side of
the reacher's name and total, clear of the words (round 76, hL76, critics cF75b and cZ75: "the
goal a flat box", its art at the level of hot dice' flames; ruling S6 amended)."""

from __future__ import annotations

import pytest

from game.views import stage_goal
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _edges(body, y, x0, x1) -> int:
    """Sharp light steps along row ``y`` of ``body`` from ``x0`` to ``x1``."""
    def light(x):
        c = body.get_at((x, y))
        return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return sum(1 for x in range(max(1, x0), x1) if abs(light(x) - light(x - 1)) > 60)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_finish_flags_stand_beside_the_name_and_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        picture = app.manager.top.picture
        rest = stage_goal.plate_rest(picture)
        body, words, _ = stage_goal.plate_body(picture, rest, 1.0)
        _, name, total = (r.move(-rest.plate.x, -rest.plate.y) for r, _ in words)
        lines = name.union(total)
        for y in (name.centery, total.top + total.h // 3):
            left = _edges(body, y, 0, lines.left - 2)
            right = _edges(body, y, lines.right + 2, body.get_width())
            # the frame's gold trim is two steps each side; a flag's checks many more
            assert left >= 6 and right >= 6, (y, left, right)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_reachers_name_and_total_stand_big_under_the_headline(tmp_path, size):
    # (round 76, hL76: a stage at hot dice' level says who reached the goal and their total
    # big: the name's line over 0.6 of the headline's letters, the total's over 0.75; they
    # were 0.53 and 0.7)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        picture = app.manager.top.picture
        rest = stage_goal.plate_rest(picture)
        _, words, _ = stage_goal.plate_body(picture, rest, 1.0)
        (head, _), (name, _), (total, _) = words
        assert name.h >= 0.62 * head.h, (name.h, head.h)
        assert total.h >= 0.76 * head.h, (total.h, head.h)
    finally:
        app.close()
