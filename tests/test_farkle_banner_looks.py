"""The bust has a look and an entrance of its own: a red stamp that comes down as the dice
that lost the turn are seen, and shakes. It is not the plain panel of the other announcements.
(The last round's gold ribbon had its own too; it is gone since hL50 made the last round one
beat, the goal's banner saying it: its tests are retired below, where they stood.)"""

from __future__ import annotations

import pytest

from game.views import moments

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

# (test_the_bust_stamp_is_struck_at_a_tilt_the_panel_not and
# test_the_bust_announcement_takes_its_look retired in round 79: they pinned the tilted rubber
# stamp's own drawing and its entry in a table of looks, undrawn since S47 (round 78) made the
# bust one plate in every round, drawn by its own path (S65); the stamp's code went with them.
# The plate's look is pinned by tests/test_farkle_bust_alone_hf98.py and
# tests/test_farkle_bust_one_plate_hf93.py.)


def test_the_bust_stamp_comes_down_with_the_red_outlines_and_shakes():
    # The critic's frames: the red outlines stood ~16 frames with nothing said before the
    # stamp came. It comes down as the dice are seen (from smaller), shakes, and settles.
    assert moments.BUST_WAIT == 0
    assert 0 < moments.banner_motion("bust", 0.0)[0] < 1
    just_down = moments.BUST_WAIT + 0.02
    assert 0 < moments.banner_motion("bust", just_down)[0] < 1
    shakes = [moments.banner_motion("bust", moments.BUST_WAIT + k / 100)[1] for k in range(60)]
    assert max(shakes) > 0.005 and min(shakes) < -0.005
    assert moments.banner_motion("bust", 1.0) == (1.0, 0.0)


# (test_the_last_round_ribbon_fades_and_grows_in_whole_never_sliding retired in round 50: its
# promise was the ribbon's own entrance, and the ribbon is deleted: hL50 made the last round
# one beat, the goal's banner saying „Ultima tură!”, and no ribbon has been shown since)
