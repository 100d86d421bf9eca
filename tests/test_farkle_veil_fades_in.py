"""A 10 000 stage's veil cross-fades in over about 0.15 s (round 67): on the stage's first
frame the table is as it was, then the dimming comes in evenly, whole by
``theme_stage.STAGE_VEIL_IN`` seconds; it no longer stands at 85 % from the first frame (a
cut). A Yams stage keeps its veil whole from its first frame (test_stage_hush: no figure of
the sheet reads through a partial veil). Plain flow timing, on a fake clock."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.flow.stage import StageClock

FARKLE_KINDS = ("rare_throw", "rarest_throw", "pairs_throw", "hot_dice", "bank_big",
                "bank_banner", "goal")


@pytest.mark.parametrize("kind", FARKLE_KINDS)
def test_a_10000_stages_veil_cross_fades_in(kind):
    assert 0.1 <= theme_stage.STAGE_VEIL_IN <= 0.2
    clock = StageClock(kind)
    seen = []
    for k in range(13):  # 1/60 s frames over 0.2 s
        clock.age = k / 60
        seen.append(clock.dimming())
    assert seen[0] <= 0.05, seen  # the table as it was: no cut to a dark veil
    assert all(b >= a for a, b in zip(seen, seen[1:], strict=False)), seen  # coming in
    assert all(b - a <= 0.25 for a, b in zip(seen, seen[1:], strict=False)), seen  # evenly
    clock.age = theme_stage.STAGE_VEIL_IN
    assert clock.dimming() == pytest.approx(1.0)
    clock.age = 1 / 60
    assert not clock.coming_in()  # the veil is the dimming's own: it fades in with it


def test_a_yams_stages_veil_stays_whole_from_its_first_frame():
    clock = StageClock("penta")
    clock.age = 0.0
    assert clock.dimming() >= 0.8 and clock.coming_in()
