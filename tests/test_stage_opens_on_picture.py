"""Every stage opens straight onto its picture: from its first frame its stamp is there
(whole, falling or growing into place), never a frame of empty light over a dark table before
its words (critic hB25: each stage opened on ~0.2 s of black)."""

from __future__ import annotations

import pytest

from game.flow.stage import RARITY, StageClock


@pytest.mark.parametrize("kind", sorted(RARITY))
def test_from_its_first_frame_a_stage_shows_its_stamp(kind):
    clock = StageClock(kind)
    for frame in range(4):  # its first frames, at 60 a second
        clock.age = frame / 60
        assert clock.stamp_scale() > 0, (kind, frame)
        assert clock.stamp_alpha() >= 0.99, (kind, frame, clock.stamp_alpha())
        assert clock.light() >= 0.99
