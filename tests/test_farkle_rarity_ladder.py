"""The 10 000 throws' rarity ladder, decided in the flow (round 66, the lead engineer's ruling
after critic B65: "rarity not scaled: Chintă, Șase de 1 and Trei perechi get the same
full-screen takeover"): size follows rarity, strictly. Three pairs (about 1 in 26 throws of
six) is a banner over the table; the Chintă (about 1 in 65) and five alike (rarer still, yet
not six alike) a partial stage, the table dimmed and seen, never veiled; six alike the only
full takeover of the throws, held longest; the win above all."""

from __future__ import annotations

import pytest

from game.flow.moments import HEADLINE_THROWS, throw_moment
from game.flow.stage import BANNER, BIG, GRAND, RARITY, partial_stage, stage_seconds

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

DT = 1 / 60


def test_each_rare_figure_takes_the_rung_of_its_rarity():
    assert RARITY[throw_moment("six")] == GRAND
    assert RARITY[throw_moment("straight")] == BIG
    assert RARITY[throw_moment("five")] == BIG
    assert RARITY[throw_moment("three_pairs")] == BANNER


def test_only_six_alike_veils_the_table_among_the_throws():
    assert not partial_stage(throw_moment("six"))
    assert partial_stage(throw_moment("straight"))
    assert partial_stage(throw_moment("five"))


def test_rarer_holds_longer_and_the_win_longest():
    pairs, straight, six = (stage_seconds(throw_moment(kind))
                            for kind in ("three_pairs", "straight", "six"))
    assert pairs < straight < six <= stage_seconds("win") + 1.0
    assert six > straight + 0.8  # the takeover clearly longer (its slam, its count)


def test_every_rare_throw_is_said_once_by_its_rung():
    for kind in ("six", "straight", "five", "three_pairs"):  # its bank is not staged again
        assert throw_moment(kind) in HEADLINE_THROWS


def _shown(points: int) -> list[int]:
    """Every figure a rare throw's counter shows as it counts (the stage's own picture)."""
    from types import SimpleNamespace

    from game.views.stage_pictures import rare_count_step
    from game.views.stage_words import counter_text

    picture = SimpleNamespace(counter=(0, points), step=rare_count_step(points),
                              format_number=str, prefix="", suffix="",
                              figure_words=str)  # (hK63: the picture writes its figure)
    seen = []
    for i in range(101):
        clock = SimpleNamespace(count=lambda i=i: i / 100)
        seen.append(int(counter_text(picture, clock)))
    return seen


def test_a_rare_throws_count_starts_at_a_figure_that_reads():
    # critic B65: "Șase de 1 counts up from +50": its first figure shown is a sixth of the
    # throw at least, every figure on the way a round step of it, its last the throw's value
    for points in (3000, 2500, 2000):
        shown = _shown(points)
        assert min(shown) >= points / 6, (points, min(shown))
        assert all(value % 500 == 0 for value in shown), (points, sorted(set(shown)))
        assert shown[-1] == points


@pytest.mark.parametrize("dice", [(1, 1, 1, 1, 1, 1), (4, 2, 6, 1, 3, 5), (2, 2, 4, 4, 6, 6)])
def test_the_landed_dice_are_held_and_seen_before_the_stage_comes(tmp_path, dice):
    # critic B65: "a hard cut after about 0.3 s of landed dice": every rare throw's dice lie
    # landed and seen on the table for THROW_HOLD seconds before its stage (or banner) comes
    from game import theme_stage
    from game.scenes.stage import StageOverlay
    from tests.uihelpers import make_app
    from tools.screens_farkle import table_with

    assert theme_stage.THROW_HOLD >= 0.6
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, *dice)
        table.press_roll()
        for _ in range(600):  # until every die lies still
            if table.tray.still_for > 0:
                break
            app.step(DT)
        held = table.tray.still_for
        while not isinstance(app.manager.top, StageOverlay) and held < 3:
            app.step(DT)
            held += DT
        assert theme_stage.THROW_HOLD - DT <= held <= theme_stage.THROW_HOLD + 0.1, held
    finally:
        app.close()
