"""The 10 000's big stages (hot dice, a bank of 1 000 or more) enter cleanly: the stamp
grows from 80 % of its resting size as it fades in (no giant, blurred first frames, as the
grand stages' slam has), and the big bank's stamp stands in the middle column under the
title (its dice under it, hF22), never a full takeover of the felt."""

from __future__ import annotations

import pytest

from game.flow.stage import SOFT_FROM, StageClock
from tests.test_farkle_bank_stage_dice import big_bank
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("kind", ["bank_big", "hot_dice"])
def test_the_stamp_grows_into_place_from_eighty_percent(kind):
    clock = StageClock(kind)
    seen = []
    while not clock.done:
        clock.update(1 / 60)
        if clock.stamp_alpha() > 0 and clock.progress < 0.5:
            seen.append(clock.stamp_scale())
    assert seen and SOFT_FROM - 0.01 <= seen[0] <= 0.9, seen[:3]
    assert max(seen) <= 1.08, max(seen)  # never a giant


def test_a_grand_stage_still_slams_down():
    clock = StageClock("rare_throw")  # (a Yams Penta now grows in: test_yams_penta_home)
    most = 0.0
    while not clock.done:
        clock.update(1 / 60)
        most = max(most, clock.stamp_scale())
    assert most > 1.5


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_big_banks_stage_stands_in_the_middle_column(tmp_path, size):
    # round 40: a banner's plaque in the middle column (until then hF22's gathered stage in
    # the felt's middle: bank_room)
    from game.views.stage_banner import ribbon_rect

    app = make_app(tmp_path, size=size)
    try:
        table, picture = big_bank(app)
        plaque = ribbon_rect(picture)
        assert table.center.contains(plaque)
        assert plaque.left >= table.players_rect.right and plaque.right <= table.turn_rect.left
    finally:
        app.close()
