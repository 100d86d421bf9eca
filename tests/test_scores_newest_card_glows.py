"""The latest entry reads at a glance on the podium too (round 74, hS29; the critic's bar:
"the latest entry highlighted"): a list row of the newest score is lit amber, and a podium
card of it stands in a soft warm glow of its "NOU" tag's gold round its edge, not only its
small tag; the other cards none."""

from __future__ import annotations

import math

import pytest

from game import theme
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _over(surface, card, scene):
    """The mean distance to the tag's gold of the felt just over ``card``'s top edge."""
    x0, x1 = card.x + card.w // 4, card.right - card.w // 4
    ys = range(card.top - scene.px(8), card.top - 1)
    seen = [math.dist(surface.get_at((x, y))[:3], theme.SELECTED)
            for x in range(x0, x1, 2) for y in ys]
    return sum(seen) / len(seen)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_newest_podium_card_glows(tmp_path, size):
    # (amended round 75, hW77, ruling S19b: the glow is the first place's when it is the
    # newest; a newer runner-up wears its "NOU" tag alone: test_scores_one_voice_hw77)
    app, scene = _scores(tmp_path, size, [231, 287], [])  # (287 the newest: first place)
    try:
        scene.entrance.skip()
        scene.draw(app.screen)
        first, second = scene.drawn_rows["yams"][:2]
        assert scene.latest("yams") == 0
        newest, other = _over(app.screen, first, scene), _over(app.screen, second, scene)
        assert newest < other - 25, (newest, other)  # warmer, nearer the tag's gold
    finally:
        app.close()
