"""A full card's TOTAL stage keeps its count composed (critic D69): the big count stands on the
stage's column (it stood right of centre, over its TOTAL box: "nearly touches the box" at
1366x768, its digits over the plate's border at 1024x600), clear of the lifted row's plate,
there from the stage's first frame (at 8 % an empty band waited where it was to come), and
as it lands it drops into the plate, never drawn over its border or its box."""

from __future__ import annotations

import pytest

from game.flow.stage import COUNT_SHOWN, StageClock, count_shown_from

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AT_REST = (0.005, 0.03, 0.08, 0.14, 0.22, 0.5, 0.64)
"""Shares of the stage before the count's flight: its first frames, counting, holding."""


def test_a_totals_count_shows_from_the_first_frame_the_others_as_they_did():
    assert count_shown_from("card_total_rare") == 0.0 == count_shown_from("card_total")
    for kind in ("upper_bonus", "joker_penta", "rarest_throw", "goal"):
        assert count_shown_from(kind) == COUNT_SHOWN, kind
    assert StageClock("card_total_rare").fly[0] > max(AT_REST)

