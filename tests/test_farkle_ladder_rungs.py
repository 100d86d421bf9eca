"""The 10 000's moments as a ladder a player can see (critic B32: "a 2 000 bank still the
same takeover as six 1s"): six alike and the win take the whole table (the biggest title,
the longest hold); the Chintă, three pairs and five alike a mid-size stage naming the
combination; a big bank and the goal a banner over a dimmed table that stays visible.
Rarer is bigger AND longer, rung by rung."""

from __future__ import annotations

import pytest

from game import theme
from game.flow.moments import throw_moment
from game.flow.stage import BANNER, BIG, GRAND, MOST_HEIGHT, RARITY, stage_seconds
from tests.uihelpers import make_app
from tools.screens_farkle import table_with
from tools.screens_stage import _goal, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TOP = ("win", "rarest_throw")
"""The takeover: six alike, the win."""
MIDDLE = ("rare_throw",)
"""The mid-size stage: the Chintă, five alike (round 66 ruling; a takeover under hL65)."""
LOW = ("goal", "bank_big", "bank_banner", "hot_dice", "pairs_throw")
"""The banners: the goal, a big bank, hot dice, three pairs (round 66 ruling)."""


def test_each_rare_figure_climbs_to_its_rung():
    # round 66 ruling (critic B65: "rarity not scaled"): size follows rarity, strictly: six
    # alike the only takeover, the Chintă and five alike the mid rung (hL65 had made the
    # Chintă a takeover), three pairs a banner (it was the mid rung)
    assert throw_moment("six") == "rarest_throw"
    assert {throw_moment(k) for k in ("straight", "five")} == {"rare_throw"}
    assert throw_moment("three_pairs") == "pairs_throw"
    assert {RARITY[k] for k in TOP} == {GRAND}
    assert {RARITY[k] for k in MIDDLE} == {BIG}
    assert {RARITY[k] for k in LOW} == {BANNER}


def test_rarer_is_bigger_and_longer_rung_by_rung():
    assert MOST_HEIGHT[GRAND] > MOST_HEIGHT[BIG] > MOST_HEIGHT[BANNER]
    assert min(map(stage_seconds, TOP)) > max(map(stage_seconds, MIDDLE))
    assert min(map(stage_seconds, MIDDLE)) > max(map(stage_seconds, LOW))
    for kind, seconds in theme.FARKLE_STAGE_SECONDS.items():  # the holds are the theme's
        assert stage_seconds(kind) == seconds


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_rungs_titles_shrink_down_the_ladder(tmp_path, size):
    heights = {}
    app = make_app(tmp_path, size=size)
    try:
        for name, dice in (("six", (1, 1, 1, 1, 1, 1)), ("straight", (4, 2, 6, 1, 3, 5)),
                           ("five", (1, 1, 1, 1, 1, 2))):
            table = table_with(app, 2, *dice)
            table.press_roll()
            stage = until_staged(app)
            heights[name] = stage.picture.ink().h
            stage.clock.skip()
            app.step(1 / 30)
        _goal(app)  # "Obiectiv atins!": the bank that reaches the goal
        stage = until_staged(app, "goal")
        assert stage.picture.rarity == BANNER
        heights["bank"] = stage.picture.ink().h
    finally:
        app.close()
    # hB61: six alike's headline grew (hB60's takeover), so "1.3x" no longer told a mid title
    # held by its height cap (FARKLE_MID_TITLE) from one only held by its width: the mid
    # rung's titles are at most 1/1.6 of six alike's (they stand ~1.7x apart)
    # (round 66 ruling, critic B65: the Chintă back in the mid rung, hL65's takeover undone)
    mid = max(heights["straight"], heights["five"])
    assert heights["six"] >= 1.6 * mid and mid > 1.3 * heights["bank"], heights
